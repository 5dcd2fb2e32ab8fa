import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import type { ApiDeps } from "~/api/context.server";
import { seedDemoAssets } from "~/domains/assets/demo.server";
import { hashPassword } from "~/domains/auth/password.server";
import {
  businessUnits,
  departments,
  userBusinessUnits,
} from "~/domains/companies/organisation-schema.server";
import { companies } from "~/domains/companies/schema.server";
import { users } from "~/domains/companies/users-schema.server";
import { seedCompanyCatalogue } from "~/domains/hazards/seed.server";
import { encryptSecret } from "~/domains/sso/secrets.server";
import { WEBHOOK_EVENTS } from "~/domains/webhooks/model";
import { webhooks } from "~/domains/webhooks/schema.server";
import type { Db, Tx } from "~/platform/db/client.server";
import { holdMessages } from "~/platform/messages/outbox.server";
import { type Role, roleLabel } from "~/shared/roles";
import { seedDemoContent } from "./content.server";

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
export interface DemoOptions {
  /** Print the accounts (with their passwords when they are created now). */
  print: boolean;
  /**
   * One known password for every demo account: test suites only (KEEL_TEST_DEMO_PASSWORD). The System
   * Administrator is then not asked to change it. Otherwise each account gets its own generated password.
   */
  password?: string;
  /** Where the accounts and their first passwords are kept for the newcomer (mode 0600). */
  accountsFile?: string;
}

/** A generated first password: 96 random bits, with the character classes the password rule asks for. */
export function generatePassword() {
  return `${randomBytes(12).toString("base64url")}#9aA`;
}

/** The demo company is a verified sender (review N4): its demos are not held to an unverified company's quota. */
async function verifyDemoSender(db: Db | Tx, companyId: string) {
  await db
    .update(companies)
    .set({ verifiedAt: sql`coalesce(${companies.verifiedAt}, now())` })
    .where(eq(companies.id, companyId));
}

export async function seedDemo(deps: ApiDeps, options: DemoOptions) {
  const { db } = deps;
  const [existing] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(sql`${companies.settings}->>'demo' = 'true'`);
  let companyId = existing?.id;
  if (existing) await verifyDemoSender(db, existing.id);
  let created: { email: string; password: string; role: Role }[] | null = null;
  if (!existing) {
    // Nobody's password is published: each account gets its own, generated now and shown once.
    const accounts = DEMO_USERS.map((u) => ({ ...u, password: options.password ?? generatePassword() }));
    const hashes = await Promise.all(accounts.map((a) => hashPassword(a.password)));
    created = accounts.filter((a) => !a.disabled);
    companyId = await db.transaction(async (tx) => {
      const [company] = await tx
        .insert(companies)
        .values({ name: DEMO_COMPANY, settings: { demo: true } })
        .returning();
      await verifyDemoSender(tx, company.id);
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
      for (const [index, u] of accounts.entries()) {
        const [row] = await tx
          .insert(users)
          .values({
            companyId: company.id,
            email: u.email,
            role: u.role,
            firstName: u.firstName,
            lastName: u.lastName,
            disabled: u.disabled ?? false,
            passwordHash: hashes[index],
            // The System Administrator's first password was printed: it must be replaced at first sign-in.
            mustChangePassword: u.role === "Admin" && !options.password,
          })
          .returning();
        if (u.bu)
          await tx.insert(userBusinessUnits).values({ userId: row.id, businessUnitId: byName.get(u.bu)!.id });
      }
      // The sample content goes through the domain services, inside this same transaction (their own
      // transactions become savepoints), so a failure leaves no half-seeded company behind. Its emails are
      // held in the outbox, by this transaction: demo addresses must never reach a real SMTP server.
      const seedDb = tx as unknown as Db;
      await seedDemoContent({ ...deps, db: seedDb }, company.id);
      // Outbound events (issue 36 item 8): an example webhook on the register, disabled (its address is not real).
      await tx.insert(webhooks).values({
        companyId: company.id,
        url: "https://hooks.northwind.example/keel",
        description: "Example: the IT service desk's incident feed (disabled: the address is not real)",
        events: [...WEBHOOK_EVENTS],
        secret: encryptSecret(`whsec_${randomBytes(32).toString("base64url")}`, company.id),
        enabled: false,
      });
      await holdMessages(tx, company.id);
      return company.id;
    });
  }
  if (created && options.accountsFile)
    writeAccountsFile(options.accountsFile, created, firstSignInNote(options));
  if (options.print) {
    if (created) {
      const lines = created.map((a) => `    ${a.email.padEnd(32)} ${a.password}   (${roleLabel(a.role)})`);
      console.log(
        `\n[keel] Demo company "${DEMO_COMPANY}" created. Sign in with (shown once${options.accountsFile ? `; also kept in ${options.accountsFile}` : ""}):\n${lines.join("\n")}\n` +
          `[keel] ${firstSignInNote(options)}\n`,
      );
    } else {
      const where = options.accountsFile ? `: accounts and first passwords in ${options.accountsFile}` : "";
      console.log(`[keel] Demo company "${DEMO_COMPANY}"${where}`);
    }
  }
  return companyId!;
}

/**
 * What the first sign-in asks, as the accounts are seeded (mustChangePassword above): a generated password was
 * printed, so the System Administrator must replace it; a password the operator chose is kept as it is.
 */
function firstSignInNote(options: DemoOptions) {
  return options.password
    ? "Every demo account signs in with the password KEEL_TEST_DEMO_PASSWORD sets; no change of password is asked."
    : "The System Administrator chooses a new password at first sign-in.";
}

/** The accounts and first passwords, readable by the owner only (0600), for whoever missed the log. */
function writeAccountsFile(
  file: string,
  accounts: { email: string; password: string; role: Role }[],
  note: string,
) {
  const text = [
    `Keel demo company "${DEMO_COMPANY}": accounts and their first passwords.`,
    `${note} Delete this file once noted.`,
    "",
    ...accounts.map((a) => `${a.email}\t${a.password}\t${roleLabel(a.role)}`),
    "",
  ].join("\n");
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text, { mode: 0o600 });
  fs.chmodSync(file, 0o600); // an older file keeps its mode through writeFileSync
}
