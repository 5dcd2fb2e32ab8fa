import type { Placeholder, SQL } from "drizzle-orm";
import type { ApiDeps, Principal } from "~/api/context.server";
import type { Db, Tx } from "~/platform/db/client.server";
import type { incidents } from "./schema.server";

type IncidentRow = typeof incidents.$inferSelect;

/**
 * What an incident asks of the domains above it (resilience, exercises, management plans, messages), each answered
 * by that domain at startup (app/backend.server.ts registers them), so incidents import none of them (the domains'
 * layers, .dependency-cruiser.cjs). A step asked before its answer was registered fails loudly.
 */
export type IncidentHooks = {
  /** Publishing an incident (or changing what it hits) starts the tolerance clocks of the services it impacts. */
  syncServiceClocks: (tx: Tx, companyId: string, incidentId: string, now: Date) => Promise<unknown>;
  /** Closing or disabling an incident stands down the plans still active for it, in the same transaction. */
  standDownPlans: (
    tx: Tx,
    user: Principal,
    incident: IncidentRow,
    reason: string,
    now: Date,
  ) => Promise<unknown>;
  /** An exercise's close writes and keeps its post-exercise report, in the same transaction. */
  keepReportAtClose: (tx: Tx, deps: ApiDeps, user: Principal, incident: IncidentRow) => Promise<unknown>;
  /** A condition: the user owns a corrective action (finding) of the incident whose id `incidentId` names. */
  ownsFindingOf: (incidentId: SQL, userId: string | Placeholder) => SQL;
  /** How many messages the incident sent (the response checklist's "message" step). */
  messageCount: (db: Db, companyId: string, incidentId: string) => Promise<number>;
  /** The roster entries of the management plans associated with the incident, each with its user if any. */
  associatedRoster: (
    db: Db | Tx,
    incident: Pick<IncidentRow, "id" | "companyId">,
  ) => Promise<{ user: { id: string } | null }[]>;
};

const registered: Partial<IncidentHooks> = {};

export function registerIncidentHooks(hooks: IncidentHooks) {
  Object.assign(registered, hooks);
}

export function incidentHook<K extends keyof IncidentHooks>(name: K): IncidentHooks[K] {
  const hook = registered[name];
  if (!hook)
    throw new Error(
      `No answer to the incidents' ${name} was registered (app/backend.server.ts registers it).`,
    );
  return hook;
}
