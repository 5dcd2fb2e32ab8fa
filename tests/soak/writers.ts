/**
 * The burst: several clients write whole plans at once until the server dies under them. Every answer in
 * 2xx is an acknowledged write, kept in the ledger with what must be read back after the restart.
 */
import { type Fixture, INCIDENT_CENTRE, SHAPE } from "./fixtures";
import type { ApiClient } from "./http";

export type WriteKind = "plan" | "rename" | "planClone" | "imp" | "impClone" | "draft" | "impact";
export interface Ack {
  kind: WriteKind;
  id: string;
  /** The name the record must carry (plans and IMPs). */
  name?: string;
}

export class Ledger {
  readonly acks: Ack[] = [];
  /** Every name sent to a plan's rename, in order, with whether it was acknowledged. */
  readonly renames = new Map<string, { name: string; acked: boolean }[]>();
  /** Requests that failed without an answer (the kill) and answers outside 2xx, by kind. */
  readonly unanswered: Record<string, number> = {};
  readonly refused: string[] = [];

  /** Resolves once the ledger holds more than `count` acknowledgements (or after `timeoutMs`). */
  async firstAckAfter(count: number, timeoutMs: number) {
    const until = Date.now() + timeoutMs;
    while (this.acks.length <= count && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
  }

  /** A renamed plan may carry the last acknowledged name, or one sent after it (committed, answer lost). */
  acceptableNames(planId: string, created: string): string[] {
    const sent = this.renames.get(planId) ?? [];
    const lastAck = sent.map((s) => s.acked).lastIndexOf(true);
    const base = lastAck >= 0 ? sent[lastAck].name : created;
    return [base, ...sent.slice(lastAck + 1).map((s) => s.name)];
  }
}

class ServerGone extends Error {}

async function write(
  api: ApiClient,
  ledger: Ledger,
  kind: WriteKind,
  method: string,
  path: string,
  body?: unknown,
) {
  let res: Awaited<ReturnType<ApiClient["call"]>>;
  try {
    res = await api.call(method, path, body);
  } catch {
    ledger.unanswered[kind] = (ledger.unanswered[kind] ?? 0) + 1;
    throw new ServerGone();
  }
  if (res.status < 200 || res.status >= 300) {
    ledger.refused.push(
      `${kind} ${method} ${path}: HTTP ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`,
    );
    return undefined;
  }
  return res.body.data;
}

/** One client: creates, clones and renames plans, IMPs and incidents in turn, until the server stops answering. */
export async function writer(api: ApiClient, fx: Fixture, ledger: Ledger, tag: string, start: number) {
  const own: { id: string; name: string }[] = [];
  // Clients start at different kinds, so every kind of write is in flight from the first moment.
  let n = start;
  try {
    for (;;) {
      const label = `${tag}-${++n}`;
      switch (n % 6) {
        case 1: {
          const name = `Soak plan ${label}`;
          const plan = await write(api, ledger, "plan", "POST", "/bcp", {
            name,
            businessUnitId: fx.businessUnitId,
            bcLeadId: fx.userId,
          });
          if (plan) {
            ledger.acks.push({ kind: "plan", id: plan.id, name });
            own.push({ id: plan.id, name });
          }
          break;
        }
        case 2: {
          const copy = await write(api, ledger, "planClone", "POST", "/bcp/clone", {
            bcpId: fx.sourcePlanId,
            name: `Soak clone ${label}`,
          });
          if (copy) ledger.acks.push({ kind: "planClone", id: copy.id, name: `Soak clone ${label}` });
          break;
        }
        case 3: {
          const target = own.at(-1);
          if (!target) break;
          const name = `Soak renamed ${label}`;
          const sent = ledger.renames.get(target.id) ?? [];
          ledger.renames.set(target.id, sent);
          const entry = { name, acked: false };
          sent.push(entry);
          const done = await write(api, ledger, "rename", "PUT", "/bcp", {
            bcpId: target.id,
            name,
            businessUnitId: fx.businessUnitId,
            bcLeadId: fx.userId,
          });
          if (done) entry.acked = true;
          break;
        }
        case 4: {
          const name = `Soak IMP ${label}`;
          const imp = await write(api, ledger, "imp", "POST", "/managementPlan/Incident", {
            name,
            ownerId: fx.userId,
            approverId: "",
            locations: Array.from({ length: SHAPE.planLocations }, (_, i) => ({
              country: "GB",
              city: "London",
              site: `Site ${label}.${i}`,
            })),
          });
          if (imp) ledger.acks.push({ kind: "imp", id: imp.id, name });
          break;
        }
        case 5: {
          const copy = await write(
            api,
            ledger,
            "impClone",
            "POST",
            `/managementPlan/${fx.sourceImpId}/clone`,
          );
          if (copy) ledger.acks.push({ kind: "impClone", id: copy.id });
          break;
        }
        case 0: {
          const draft = await write(api, ledger, "draft", "POST", "/incident", {
            type: "Incident",
            hazardCategoryId: fx.hazardCategoryId,
          });
          if (!draft) break;
          ledger.acks.push({ kind: "draft", id: draft.id });
          const typed = await write(api, ledger, "draft", "PUT", `/incident/${draft.id}`, {
            step: "hazard_type",
            hazardId: fx.hazardId,
          });
          if (!typed) break;
          // The impact step saves the location and the impacted sites in one transaction.
          const located = await write(api, ledger, "impact", "PUT", `/incident/${draft.id}`, {
            step: "load_assets_&_people",
            ...INCIDENT_CENTRE,
            locationName: `Soak ${label}`,
          });
          if (located) ledger.acks.push({ kind: "impact", id: draft.id });
          break;
        }
      }
    }
  } catch (error) {
    if (!(error instanceof ServerGone)) throw error;
  }
}
