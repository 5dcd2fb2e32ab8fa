import type { ApiDeps, Principal } from "~/api/context.server";
import { classificationOf, classifyIncident, recordReportSent } from "~/domains/reporting/service.server";
import { classificationSchema, reportSentSchema } from "~/domains/reporting/validation";

const HOUR = 3_600_000;

/**
 * The demo's ransomware crisis (opened three days ago) classified major under DORA two hours after the firm became
 * aware, its initial notification sent an hour before its deadline, so the intermediate report is due in five hours
 * (72 h after the initial notification): times relative to now, as the demo's incidents are.
 */
export async function classifyDemoCrisis(base: ApiDeps, corp: Principal, crisisId: string) {
  const now = base.now().getTime();
  const ago = (ms: number) => new Date(now - ms);
  const aware = ago(72 * HOUR);
  const classified = ago(70 * HOUR);
  const sent = ago(67 * HOUR);
  await classifyIncident(
    { ...base, now: () => classified },
    corp,
    crisisId,
    classificationSchema.parse({
      awareAt: aware.toISOString(),
      classifiedAt: classified.toISOString(),
      criteria: ["clientsAffected", "duration", "criticalServices", "dataLosses"],
      result: "major",
      reason:
        "Booking servers encrypted: every carrier client lost access to its loads, a critical service is down for more than 24 hours, and booking data is unavailable.",
      regimes: ["DORA"],
    }),
  );
  const { deadlines } = await classificationOf({ ...base, now: () => sent }, corp, crisisId);
  const initial = deadlines.find((d) => d.regime === "DORA" && d.report === "initial");
  if (!initial) return;
  await recordReportSent(
    { ...base, now: () => sent },
    corp,
    crisisId,
    reportSentSchema.parse({
      deadlineId: initial.id,
      sentAt: sent.toISOString(),
      reference: "DORA-IN-2026-0412",
    }),
  );
}
