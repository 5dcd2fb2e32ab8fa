import { eq } from "drizzle-orm";
import { incidents } from "~/domains/incidents/schema.server";
import { approvePlan } from "./analysis";
import type { TestApi } from "./api";
import { makePlan, makeProcess, makeService, makeUnit } from "./bcp";
import { publishedIncident } from "./incidents";

type Member = { id: string; token: string };

/**
 * A plan as an exercise finds it: its own unit, one service with one process (MAD 1 day), every section started,
 * sent by `lead` and approved by `approver`. Answers the plan's and the process's ids.
 */
export async function approvedPlan(
  api: TestApi,
  people: { admin: Member & { companyId: string }; lead: Member; approver: Member },
  name = "Payroll BCP",
) {
  const { admin, lead, approver } = people;
  const unitId = (await makeUnit(api, admin.companyId, `Unit ${Math.random()}`)).unit.id;
  const plan = await makePlan(api, admin.token, { businessUnitId: unitId, bcLeadId: lead.id, name });
  const service = await makeService(api, lead.token, plan.id);
  const process = await makeProcess(api, lead.token, service.id, {
    name: "Pay run",
    mad: 1,
    madDuration: "days",
  });
  await approvePlan(api, lead, approver, plan.id);
  return { planId: plan.id, processId: process.id };
}

/**
 * An exercise (a real incident when no `exerciseType` is given) published by `token`, hitting the plan's process
 * and with the plan activated for it at the test's clock. Answers the incident's id; throws when refused.
 */
export async function activatedExercise(
  api: TestApi,
  token: string,
  plan: { planId: string; processId: string },
  opts: NonNullable<Parameters<typeof publishedIncident>[2]> & { description?: string; reason?: string } = {},
) {
  const { description, reason = "Exercise", ...incident } = opts;
  const { id } = await publishedIncident(api, token, incident);
  await api.db
    .update(incidents)
    .set({ bcpProcessIds: [plan.processId], ...(description ? { description } : {}) })
    .where(eq(incidents.id, id));
  const activated = await api.call("post", "/bcpProcess/activateBcps", {
    token,
    body: { incidentId: id, bcpIds: [plan.planId], reason },
  });
  if (activated.status !== 201) throw new Error(`activation failed: ${JSON.stringify(activated.body)}`);
  return id;
}
