import { and, eq, inArray } from "drizzle-orm";
import { fieldError } from "~/api/errors.server";
import { users } from "~/domains/users/schema.server";
import { displayName } from "~/shared/names";
import type { Conn } from "./access.server";
import { BCP_MESSAGES } from "./model";

export type Person = { id: string; name: string; email: string };

/** A user of the company, or a 400 on the form field that named them. */
export async function companyUser(db: Conn, companyId: string, userId: string, field: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, companyId), eq(users.disabled, false)));
  if (!user) throw fieldError(field, BCP_MESSAGES.unknownUser);
  return user;
}

/** id → { id, name, email } for the users named, for presenters. */
export async function peopleById(db: Conn, ids: (string | null | undefined)[]): Promise<Map<string, Person>> {
  const wanted = [...new Set(ids.filter((v): v is string => !!v))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select().from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((u) => [u.id, { id: u.id, name: displayName(u), email: u.email }]));
}

export function planCode(number: number): string {
  return `BCP-${String(number).padStart(4, "0")}`;
}
