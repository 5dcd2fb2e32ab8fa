import { asc, eq } from "drizzle-orm";
import type { Principal } from "~/api/context.server";
import { readOnce } from "~/api/shared-auth.server";
import type { Conn } from "~/domains/bcp/access.server";
import {
  bcpBia,
  bcpBrtMembers,
  bcpDependencyBlocks,
  bcpExecutiveSummaries,
  bcpMalo,
  bcpRisks,
  bcpScenarios,
  bcpStakeholders,
} from "./schema.server";

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

export const riskRows = (db: Conn, bcpId: string, user?: Principal) =>
  once(user, `bcp.risks:${bcpId}`, async () =>
    db
      .select()
      .from(bcpRisks)
      .where(eq(bcpRisks.bcpId, bcpId))
      .orderBy(asc(bcpRisks.createdAt), asc(bcpRisks.name)),
  );

export const stakeholderRows = (db: Conn, bcpId: string, user?: Principal) =>
  once(user, `bcp.stakeholders:${bcpId}`, async () =>
    db
      .select()
      .from(bcpStakeholders)
      .where(eq(bcpStakeholders.bcpId, bcpId))
      .orderBy(asc(bcpStakeholders.createdAt)),
  );

export const maloRows = (db: Conn, bcpId: string, user?: Principal) =>
  once(user, `bcp.malo:${bcpId}`, async () => db.select().from(bcpMalo).where(eq(bcpMalo.bcpId, bcpId)));

export const blockRows = (db: Conn, bcpId: string, user?: Principal) =>
  once(user, `bcp.blocks:${bcpId}`, async () =>
    db.select().from(bcpDependencyBlocks).where(eq(bcpDependencyBlocks.bcpId, bcpId)),
  );
