import { asc, eq } from "drizzle-orm";
import type { Principal } from "~/api/context.server";
import { readOnce } from "~/api/shared-auth.server";
import { BCP_ID, type Conn } from "~/domains/bcp/access.server";
import { prepared, UNNAMED } from "~/platform/db/prepared.server";
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

/**
 * A plan's rows of one table: read once per page request (`once`) by a statement built once per handle
 * (`prepared`, issue 37).
 */
const planTableRows =
  <R>(key: string, build: (conn: Conn) => { execute(values: { bcpId: string }): Promise<R> }) =>
  (db: Conn, bcpId: string, user?: Principal) =>
    once(user, `bcp.${key}:${bcpId}`, () => prepared(db, `bcp.${key}`, build).execute({ bcpId }));

export const biaRows = planTableRows("bia", (conn) =>
  conn.select().from(bcpBia).where(eq(bcpBia.bcpId, BCP_ID)).prepare(UNNAMED),
);

export const scenarioRows = planTableRows("scenarios", (conn) =>
  conn.select().from(bcpScenarios).where(eq(bcpScenarios.bcpId, BCP_ID)).prepare(UNNAMED),
);

export const rosterRows = planTableRows("roster", (conn) =>
  conn
    .select()
    .from(bcpBrtMembers)
    .where(eq(bcpBrtMembers.bcpId, BCP_ID))
    .orderBy(asc(bcpBrtMembers.createdAt))
    .prepare(UNNAMED),
);

export const summaryRows = planTableRows("summary", (conn) =>
  conn.select().from(bcpExecutiveSummaries).where(eq(bcpExecutiveSummaries.bcpId, BCP_ID)).prepare(UNNAMED),
);

export const riskRows = planTableRows("risks", (conn) =>
  conn
    .select()
    .from(bcpRisks)
    .where(eq(bcpRisks.bcpId, BCP_ID))
    .orderBy(asc(bcpRisks.createdAt), asc(bcpRisks.name))
    .prepare(UNNAMED),
);

export const stakeholderRows = planTableRows("stakeholders", (conn) =>
  conn
    .select()
    .from(bcpStakeholders)
    .where(eq(bcpStakeholders.bcpId, BCP_ID))
    .orderBy(asc(bcpStakeholders.createdAt))
    .prepare(UNNAMED),
);

export const maloRows = planTableRows("malo", (conn) =>
  conn.select().from(bcpMalo).where(eq(bcpMalo.bcpId, BCP_ID)).prepare(UNNAMED),
);

export const blockRows = planTableRows("blocks", (conn) =>
  conn.select().from(bcpDependencyBlocks).where(eq(bcpDependencyBlocks.bcpId, BCP_ID)).prepare(UNNAMED),
);
