import { and, eq, inArray, sql } from "drizzle-orm";
import { people } from "~/domains/assets/schema.server";
import { bcpBrtMembers } from "~/domains/bcp-analysis/schema.server";
import { users } from "~/domains/companies/users-schema.server";
import type { Db, Tx } from "~/platform/db/client.server";

const clean = (v: string | null | undefined) => v?.trim() || null;

/** The phone numbers Keel knows for users (a user account has none: the register or a BRT roster may). */
export async function phonesOf(db: Db | Tx, companyId: string, userIds: string[]) {
  const out = new Map<string, string>();
  if (userIds.length === 0) return out;
  const accounts = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.id, userIds)));
  const emails = accounts.map((a) => a.email.toLowerCase());
  const registered = emails.length
    ? await db
        .select({ email: people.email, mobile: people.mobile, phone: people.phone })
        .from(people)
        .where(and(eq(people.companyId, companyId), inArray(sql`lower(${people.email})`, emails)))
    : [];
  const byEmail = new Map(
    registered.map((p) => [p.email!.toLowerCase(), clean(p.mobile) ?? clean(p.phone)] as const),
  );
  const rostered = await db
    .select({ userId: bcpBrtMembers.userId, phone: bcpBrtMembers.phone, alt: bcpBrtMembers.alternatePhone })
    .from(bcpBrtMembers)
    .where(and(eq(bcpBrtMembers.companyId, companyId), inArray(bcpBrtMembers.userId, userIds)));
  for (const a of accounts) {
    const phone =
      byEmail.get(a.email.toLowerCase()) ??
      rostered
        .filter((x) => x.userId === a.id)
        .map((x) => clean(x.phone) ?? clean(x.alt))
        .find(Boolean);
    if (phone) out.set(a.id, phone);
  }
  return out;
}
