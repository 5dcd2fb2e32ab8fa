import { eq, sql } from "drizzle-orm";
import { bcpProcesses } from "./schema.server";

/** The rule of `critical.ts` as a condition on bcp_processes. */
export const isCriticalProcess = eq(bcpProcesses.isBCStrategyRequired, true);

/** The same rule in hand-written SQL, where bcp_processes is read as `alias`. */
export const isCriticalProcessIn = (alias: string) => sql.raw(`${alias}.is_bc_strategy_required`);
