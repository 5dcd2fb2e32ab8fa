import type { AnyColumn, SQL } from "drizzle-orm";
import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { belongsToColumn, createdAtColumn, updatedAtColumn } from "~/platform/db/columns.server";
import { lookupObject } from "~/platform/db/lookup.server";
import type { Language } from "~/shared/i18n/languages";
import type { Role } from "~/shared/roles";
import { companyRowColumns } from "./schema.server";

export const users = pgTable(
  "users",
  {
    ...companyRowColumns(),
    email: text("email").notNull(),
    passwordHash: text("password_hash"),
    role: text("role").$type<Role>().notNull(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    profileImage: text("profile_image"),
    /** The language Keel messages this user in (issue 36 item 7); null: the company's default. */
    language: text("language").$type<Language>(),
    disabled: boolean("disabled").notNull().default(false),
    /** Set on a password someone else has seen (the demo System Administrator's, printed at first start). */
    mustChangePassword: boolean("must_change_password").notNull().default(false),
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex("users_email_key").on(sql`lower(${t.email})`),
    index("users_company_idx").on(t.companyId),
  ],
);

/** The user a row belongs to, deleted with them. */
export const userIdColumn = () => belongsToColumn("user_id", () => users.id);

/** What displayName reads of a user: selected beside a row to name who did it. */
export const userNameColumns = { firstName: users.firstName, lastName: users.lastName, email: users.email };

/** A user's name and email, as lists show a lead, an assignee or an owner (app/shared/names.ts displayName). */
export type UserName = { firstName: string | null; lastName: string | null; email: string };

/** The user a key names, as a subquery of a list's select (see lookupObject): null when the key is null. */
export const userNameOf = (key: AnyColumn | SQL): SQL<UserName | null> =>
  lookupObject<UserName>(users, users.id, key, userNameColumns);
