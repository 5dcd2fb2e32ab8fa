import { describe, expect, it } from "vitest";
import { testApiFixture } from "../../../tests/support/fixture";
import { type CrossCompanyCase, expectCrossCompanyRefused } from "../../../tests/support/tenancy";

const ctx = testApiFixture();

/** Creates a record as `owner` (POST `path`); answers its id. */
const createdBy = async (owner: { token: string }, path: string, body: Record<string, unknown>) => {
  const res = await ctx.api.call("post", path, { token: owner.token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id as string;
};

/**
 * A record of the organisation (`/bcpOrganization/<kind>`): made with `body`, read, renamed (with `renamed`) and
 * removed by id, and shown on the lists given.
 */
const organisationRecord = (
  entity: string,
  kind: string,
  body: Record<string, unknown>,
  renamed: Record<string, unknown>,
  lists: string[],
): CrossCompanyCase => ({
  entity,
  create: async (owner) => createdBy(owner, `/bcpOrganization/${kind}`, body),
  read: { method: "get", path: `/bcpOrganization/${kind}/{id}` },
  requests: [
    { method: "put", path: `/bcpOrganization/${kind}/{id}`, body: () => renamed },
    { method: "delete", path: `/bcpOrganization/${kind}/{id}` },
  ],
  lists: lists.map((path) => ({ path })),
});

describe("a user of one company never reaches another company's records", () => {
  it("users", async () => {
    await expectCrossCompanyRefused(ctx.api, {
      entity: "user",
      create: async (owner) => (await ctx.api.user("Employee", { company: owner.company.name })).id,
      read: { method: "get", path: "/user/detail/{id}" },
      requests: [
        { method: "put", path: "/user/update-role", body: (id) => ({ userId: id, role: "CorpAdmin" }) },
        { method: "put", path: "/user/disable-user", body: (id) => ({ userId: id, disabled: true }) },
        { method: "post", path: "/user/resend-invite", body: (id) => ({ userId: id }) },
        { method: "get", path: "/user/is-user-disabled", query: (id) => ({ userId: id }) },
      ],
      lists: [
        { path: "/user/all", query: { pageSize: "100" } },
        { path: "/user/users-dropdown-generic", query: { limit: "100" } },
        { path: "/user/role-assigned-users", query: { role: "Employee" } },
      ],
    });
  });

  it("users looked up by email", async () => {
    const { owner, outsider } = await expectCrossCompanyRefused(ctx.api, {
      entity: "user by email",
      create: async (owner) => (await ctx.api.user("BCPLead", { company: owner.company.name })).id,
      read: { method: "get", path: "/user/detail/{id}" },
      requests: [],
    });
    const probe = await ctx.api.call("get", "/user/email", {
      token: outsider.token,
      query: { email: owner.email },
    });
    expect(probe.status).toBe(404);
  });

  it("companies", async () => {
    await expectCrossCompanyRefused(ctx.api, {
      entity: "company",
      create: async (owner) => owner.companyId,
      read: { method: "get", path: "/company/detail/{id}" },
      requests: [
        {
          method: "put",
          path: "/company/detail/{id}",
          body: () => ({ name: "Taken over", settings: { timezone: "UTC", dateFormat: "YYYY-MM-DD" } }),
        },
      ],
      lists: [{ path: "/company/all" }, { path: "/company" }],
    });
  });

  it("business units and sub business units", async () => {
    await expectCrossCompanyRefused(
      ctx.api,
      organisationRecord(
        "business unit",
        "businessUnits",
        { name: "Secret unit", country: "Norway" },
        { name: "Renamed" },
        ["/bcpOrganization", "/bcp/getBCPUnits"],
      ),
    );
  });

  it("business units cannot be borrowed as a parent, a user's unit, or a department's unit", async () => {
    const owner = await ctx.api.user("CorpAdmin", { company: "Borrow Owner" });
    const outsider = await ctx.api.user("CorpAdmin", { company: "Borrow Outsider" });
    const unit = await ctx.api.unit(owner.companyId, "Theirs");
    const asParent = await ctx.api.call("post", "/bcpOrganization/businessUnits", {
      token: outsider.token,
      body: { name: "Child", parentId: unit.id },
    });
    expect(asParent.status).toBe(400);
    const asDept = await ctx.api.call("post", "/bcpOrganization/departments", {
      token: outsider.token,
      body: { name: "Dept", businessUnitId: unit.id },
    });
    expect(asDept.status).toBe(400);
    const invite = await ctx.api.call("post", "/user/invite", {
      token: outsider.token,
      body: { email: "borrow@example.com", role: "BUAdmin", businessUnitIds: [unit.id] },
    });
    expect(invite.status).toBe(400);
    expect(invite.body.error.fields.businessUnitIds).toBeDefined();
  });

  it("departments", async () => {
    await expectCrossCompanyRefused(
      ctx.api,
      organisationRecord("department", "departments", { name: "Treasury" }, { name: "Renamed" }, [
        "/bcpOrganization",
        "/bcp/allAddedBCPDepartments",
      ]),
    );
  });

  it("sites", async () => {
    await expectCrossCompanyRefused(
      ctx.api,
      organisationRecord(
        "site",
        "sites",
        { name: "Head office", country: "Norway", city: "Oslo", lat: 59.9, long: 10.7 },
        { name: "Renamed", country: "Norway" },
        ["/bcpOrganization", "/bcpOrganization/sites"],
      ),
    );
  });

  it("ids are random UUIDs, not sequential", async () => {
    const owner = await ctx.api.user("CorpAdmin", { company: "Ids Co" });
    const ids = await Promise.all(
      [1, 2, 3].map(async (n) => createdBy(owner, "/bcpOrganization/departments", { name: `D${n}` })),
    );
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(ids.map((id) => id.slice(0, 8))).size).toBe(3);
  });
});
