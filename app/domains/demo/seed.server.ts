import { eq, sql } from "drizzle-orm";
import type { ApiDeps } from "~/api/context.server";
import { seedDemoAssets } from "~/domains/assets/demo.server";
import { hashPassword } from "~/domains/auth/password.server";
import { companies } from "~/domains/companies/schema.server";
import { seedCompanyCatalogue } from "~/domains/hazards/seed.server";
import { businessUnits, departments, userBusinessUnits } from "~/domains/organisation/schema.server";
import { users } from "~/domains/users/schema.server";
import type { Db } from "~/platform/db/client.server";
import { createMailer } from "~/platform/mail/mailer.server";
import { type Role, roleLabel } from "~/shared/roles";
import { seedDemoContent } from "./content.server";

/** The demo sign-in password, printed at start. Demo data is for trying Keel, never for production. */
export const DEMO_PASSWORD = "Keel!demo2026";
export const DEMO_COMPANY = "Northwind Logistics";

export const DEMO_USERS: {
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
  bu?: string;
  disabled?: boolean;
}[] = [
  { email: "admin@keel.example", role: "Admin", firstName: "Sam", lastName: "Sysadmin" },
  { email: "corp.admin@northwind.example", role: "CorpAdmin", firstName: "Cora", lastName: "Admin" },
  {
    email: "bu.admin@northwind.example",
    role: "BUAdmin",
    firstName: "Bruno",
    lastName: "Unit",
    bu: "Operations",
  },
  { email: "bcp.lead@northwind.example", role: "BCPLead", firstName: "Lena", lastName: "Lead" },
  { email: "viewer@northwind.example", role: "CorpViewOnly", firstName: "Vic", lastName: "Viewer" },
  { email: "employee@northwind.example", role: "Employee", firstName: "Emma", lastName: "Employee" },
  // A former employee whose account was disabled: shows how Keel refuses such a sign-in.
  {
    email: "former@northwind.example",
    role: "Employee",
    firstName: "Fred",
    lastName: "Former",
    disabled: true,
  },
];

/**
 * Creates the demo company once (idempotent: a second start finds it and adds nothing), with its sample
 * content, then prints the accounts to sign in with. Answers the company's id.
 */
export async function seedDemo(deps: ApiDeps, options: { print: boolean }) {
  const { db } = deps;
  const [existing] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(sql`${companies.settings}->>'demo' = 'true'`);
  let companyId = existing?.id;
  if (!existing) {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    companyId = await db.transaction(async (tx) => {
      const [company] = await tx
        .insert(companies)
        .values({ name: DEMO_COMPANY, settings: { demo: true } })
        .returning();
      await seedCompanyCatalogue(tx, company.id);
      await seedDemoAssets(tx, company.id);
      const units = await tx
        .insert(businessUnits)
        .values([
          { companyId: company.id, name: "Operations", country: "United Kingdom", region: "Europe" },
          { companyId: company.id, name: "Finance", country: "United Kingdom", region: "Europe" },
          { companyId: company.id, name: "Technology", country: "United States", region: "Americas" },
        ])
        .returning();
      const byName = new Map(units.map((u) => [u.name, u]));
      await tx.insert(businessUnits).values([
        {
          companyId: company.id,
          parentId: byName.get("Operations")!.id,
          name: "Warehousing",
          country: "United Kingdom",
        },
        {
          companyId: company.id,
          parentId: byName.get("Operations")!.id,
          name: "Transport",
          country: "France",
        },
      ]);
      await tx.insert(departments).values([
        { companyId: company.id, businessUnitId: byName.get("Operations")!.id, name: "Dispatch" },
        { companyId: company.id, businessUnitId: byName.get("Finance")!.id, name: "Payroll" },
        { companyId: company.id, businessUnitId: byName.get("Technology")!.id, name: "Infrastructure" },
      ]);
      for (const u of DEMO_USERS) {
        const [row] = await tx
          .insert(users)
          .values({
            companyId: company.id,
            email: u.email,
            role: u.role,
            firstName: u.firstName,
            lastName: u.lastName,
            disabled: u.disabled ?? false,
            passwordHash,
          })
          .returning();
        if (u.bu)
          await tx.insert(userBusinessUnits).values({ userId: row.id, businessUnitId: byName.get(u.bu)!.id });
      }
      // The sample content goes through the domain services, inside this same transaction (their own
      // transactions become savepoints), so a failure leaves no half-seeded company behind. Its emails stay
      // in the outbox, written by this transaction: demo addresses must never reach a real SMTP server.
      const seedDb = tx as unknown as Db;
      await seedDemoContent(
        { ...deps, db: seedDb, mailer: createMailer(seedDb, { from: "Keel demo <no-reply@keel.local>" }) },
        company.id,
      );
      return company.id;
    });
  }
  if (options.print) {
    const present = await db.select({ email: users.email }).from(users).where(eq(users.disabled, false));
    const emails = new Set(present.map((p) => p.email));
    const lines = DEMO_USERS.filter((u) => emails.has(u.email)).map(
      (u) => `    ${u.email.padEnd(32)} ${DEMO_PASSWORD}   (${roleLabel(u.role)})`,
    );
    console.log(`\n[keel] Demo company "${DEMO_COMPANY}". Sign in with:\n${lines.join("\n")}\n`);
  }
  return companyId!;
}
