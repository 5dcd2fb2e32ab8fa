import { asc, eq } from "drizzle-orm";
import { endpoint } from "~/api/endpoint.server";
import { scopeFor } from "~/domains/access/policy";
import { companies } from "./schema.server";

export const companyEndpoints = [
  endpoint({
    method: "get",
    path: "/company/all",
    tag: "Companies",
    summary: "Companies the caller may see: every company for the System Administrator, otherwise their own",
    permission: "company.read",
    handler: async ({ deps, user }) => {
      const columns = { id: companies.id, name: companies.name, logo: companies.logo };
      const query = deps.db.select(columns).from(companies).orderBy(asc(companies.name));
      if (scopeFor(user.role, "company.read") === "all") return query;
      return query.where(eq(companies.id, user.companyId));
    },
  }),
];
