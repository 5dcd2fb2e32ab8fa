import { eq } from "drizzle-orm";
import type { ConflictContext } from "~/platform/concurrency/versions.server";
import type { Db, Tx } from "~/platform/db/client.server";
import { displayName } from "~/shared/names";
import { dateSettingsFrom } from "./dates.server";
import { companies } from "./schema.server";
import { userNameColumns, users } from "./users-schema.server";

/** For an edit conflict's message: who saved the current version, and the company's dates to say when. */
export async function conflictContext(
  db: Db | Tx,
  editorId: string | null,
  companyId: string,
): Promise<ConflictContext> {
  const [company] = await db
    .select({ settings: companies.settings })
    .from(companies)
    .where(eq(companies.id, companyId));
  const [editor] = editorId ? await db.select(userNameColumns).from(users).where(eq(users.id, editorId)) : [];
  return { editorName: editor ? displayName(editor) : null, dates: dateSettingsFrom(company?.settings) };
}
