import { asc, eq } from "drizzle-orm";
import type { Principal } from "~/api/context.server";
import { readOnce } from "~/api/shared-auth.server";
import type { Conn } from "~/domains/bcp/access.server";
import { bcpBia, bcpBrtMembers, bcpExecutiveSummaries, bcpScenarios } from "./schema.server";

/**
 * The rows of a plan's analysis tables that both its section completion (the plan's frame) and its analysis (the
 * read view, the field sheet) read: once per page request when the reader is known (issue 37: the plan page read
 * each twice), else each time. Callers read them, never change them.
 */
const once = <T>(user: Principal | undefined, key: string, read: () => Promise<T>) =>
  user ? readOnce(user, key, read) : read();

export const biaRows = (db: Conn, bcpId: string, user?: Principal) =>
  once(user, `bcp.bia:${bcpId}`, async () => db.select().from(bcpBia).where(eq(bcpBia.bcpId, bcpId)));

export const scenarioRows = (db: Conn, bcpId: string, user?: Principal) =>
  once(user, `bcp.scenarios:${bcpId}`, async () =>
    db.select().from(bcpScenarios).where(eq(bcpScenarios.bcpId, bcpId)),
  );

export const rosterRows = (db: Conn, bcpId: string, user?: Principal) =>
  once(user, `bcp.roster:${bcpId}`, async () =>
    db
      .select()
      .from(bcpBrtMembers)
      .where(eq(bcpBrtMembers.bcpId, bcpId))
      .orderBy(asc(bcpBrtMembers.createdAt)),
  );

export const summaryRows = (db: Conn, bcpId: string, user?: Principal) =>
  once(user, `bcp.summary:${bcpId}`, async () =>
    db.select().from(bcpExecutiveSummaries).where(eq(bcpExecutiveSummaries.bcpId, bcpId)),
  );
