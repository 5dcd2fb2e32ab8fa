import { sql } from "drizzle-orm";
import { boolean, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { belongsToColumn, createdAtColumn, idColumn, updatedAtColumn } from "~/platform/db/columns.server";
import type { Role } from "~/shared/roles";
import { companies } from "../companies/schema.server";
import { userIdColumn } from "../companies/users-schema.server";

/** One OpenID Connect provider per company. The client secret is stored AES-256-GCM encrypted. */
export const ssoConfigs = pgTable("sso_configs", {
  companyId: uuid("company_id")
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  issuer: text("issuer").notNull(),
  clientId: text("client_id").notNull(),
  clientSecretEncrypted: text("client_secret_encrypted").notNull(),
  defaultRole: text("default_role").$type<Role>().notNull(),
  passwordSignIn: boolean("password_sign_in").notNull().default(true),
  /** The last configuration problem met while signing someone in, for the admins' settings page. */
  lastError: text("last_error"),
  lastErrorAt: timestamp("last_error_at", { withTimezone: true }),
  updatedBy: uuid("updated_by"),
  createdAt: createdAtColumn(),
  updatedAt: updatedAtColumn(),
});

/**
 * Email domains a company claims for its provider. A claim routes sign-ins only once verified (a DNS TXT record
 * `keel-domain-verification=<token>` at the domain): many companies may claim a domain, one only may prove it.
 */
export const ssoDomains = pgTable(
  "sso_domains",
  {
    domain: text("domain").notNull(),
    companyId: belongsToColumn("company_id", () => companies.id),
    verificationToken: text("verification_token")
      .notNull()
      .default(sql`md5(random()::text || clock_timestamp()::text)`),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.domain, t.companyId] }),
    index("sso_domains_company_idx").on(t.companyId),
    uniqueIndex("sso_domains_verified_key").on(t.domain).where(sql`${t.verifiedAt} is not null`),
  ],
);

/** A sign-in under way: state (hashed), nonce and PKCE verifier, single use and short-lived. */
export const ssoFlows = pgTable("sso_flows", {
  id: idColumn(),
  stateHash: text("state_hash").notNull().unique(),
  companyId: belongsToColumn("company_id", () => companies.id),
  codeVerifier: text("code_verifier").notNull(),
  nonce: text("nonce").notNull(),
  redirectTo: text("redirect_to").notNull(),
  createdAt: createdAtColumn(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});

/** Which provider account (issuer + subject) signs in as which Keel user. */
export const ssoIdentities = pgTable(
  "sso_identities",
  {
    id: idColumn(),
    userId: userIdColumn(),
    companyId: belongsToColumn("company_id", () => companies.id),
    issuer: text("issuer").notNull(),
    subject: text("subject").notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex("sso_identities_subject_key").on(t.issuer, t.subject),
    index("sso_identities_user_idx").on(t.userId),
  ],
);
