import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn } from "~/platform/db/columns.server";
import { companyIdColumn } from "../companies/schema.server";
import { userIdColumn, users } from "../companies/users-schema.server";

/** Opaque bearer tokens: only the SHA-256 of a token is stored. */
export const sessions = pgTable(
  "sessions",
  {
    id: idColumn(),
    userId: userIdColumn(),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: createdAtColumn(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** Single-use, expiring links sent by email (password reset, invitation). */
export const emailTokens = pgTable("email_tokens", {
  id: idColumn(),
  kind: text("kind").$type<"reset" | "invite">().notNull(),
  tokenHash: text("token_hash").notNull().unique(),
  companyId: companyIdColumn(),
  userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
  email: text("email").notNull(),
  role: text("role"),
  businessUnitIds: text("business_unit_ids").array(),
  createdBy: uuid("created_by"),
  createdAt: createdAtColumn(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});

/**
 * A sign-up without an invitation, waiting for its emailed link: the company and the account are made only when
 * the link is used, so the form answers the same whether or not the address already has an account.
 */
export const signupRequests = pgTable("signup_requests", {
  id: idColumn(),
  tokenHash: text("token_hash").notNull().unique(),
  email: text("email").notNull(),
  companyName: text("company_name").notNull(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  passwordHash: text("password_hash").notNull(),
  createdAt: createdAtColumn(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});

/** Sliding-window counters for sign-in attempts, shared by every app instance. */
export const loginAttempts = pgTable("login_attempts", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull().default(0),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
});
