import { and, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { ApiDeps, Principal } from "~/api/context.server";
import { badRequest, fieldError } from "~/api/errors.server";
import { impactedAssets } from "~/domains/assets/impact-schema.server";
import { hazardCategories, hazards } from "~/domains/hazards/schema.server";
import { recordEdit } from "~/platform/concurrency/versions.server";
import type { Db, Tx } from "~/platform/db/client.server";
import { sanitizeRichText } from "~/shared/sanitize.server";
import { incidentHook } from "./hooks.server";
import {
  chosenProcesses,
  impactedProcessIds,
  loadImpact,
  ownAdhocIds,
  ownEntryIds,
  pretickApproved,
} from "./impact.server";

import {
  canTransition,
  INCIDENT_MESSAGES,
  illegalTransitionMessage,
  nextStep,
  type WizardStep,
} from "./model";
import { notifyOnPublish, publishRecipients } from "./recipients.server";
import {
  changeIncident,
  findIncident,
  type IncidentRow,
  recordEvent,
  updateIncident,
} from "./records.server";
import { syncReminder } from "./reminders.server";
import { alerts, incidentAdhocProcesses, incidents } from "./schema.server";
import type { AdhocIncidentInput, createDraftSchema, SaveStepInput } from "./validation";

async function checkCategory(db: Db | Tx, user: Principal, id: string) {
  const [row] = await db
    .select({ id: hazardCategories.id })
    .from(hazardCategories)
    .where(and(eq(hazardCategories.id, id), eq(hazardCategories.companyId, user.companyId)));
  if (!row) throw fieldError("hazardCategoryId", INCIDENT_MESSAGES.hazardCategoryRequired);
}

async function checkHazard(db: Db | Tx, user: Principal, id: string, categoryId: string | null) {
  const [row] = await db
    .select({ id: hazards.id, categoryId: hazards.categoryId })
    .from(hazards)
    .where(and(eq(hazards.id, id), eq(hazards.companyId, user.companyId)));
  if (!row || (categoryId && row.categoryId !== categoryId)) {
    throw fieldError("hazardId", INCIDENT_MESSAGES.hazardRequired);
  }
}

/** Step 1 of the wizard: a new draft of an incident or a crisis, resumed later at its currentTab. */
export async function createDraft(deps: ApiDeps, user: Principal, input: z.output<typeof createDraftSchema>) {
  return deps.db.transaction(async (tx) => {
    await checkCategory(tx, user, input.hazardCategoryId);
    const now = deps.now();
    const [row] = await tx
      .insert(incidents)
      .values({
        companyId: user.companyId,
        userId: user.id,
        type: input.type,
        hazardCategoryId: input.hazardCategoryId,
        exerciseType: input.exerciseType ?? null,
        currentTab: "hazard_type",
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (input.alertId) {
      const [alert] = await tx
        .update(alerts)
        .set({ status: "Converted", incidentId: row.id })
        .where(
          and(eq(alerts.id, input.alertId), eq(alerts.companyId, user.companyId), eq(alerts.status, "Open")),
        )
        .returning();
      if (!alert) throw fieldError("alertId", INCIDENT_MESSAGES.alertAlreadyHandled);
      const [withAlert] = await tx
        .update(incidents)
        .set({
          title: alert.title,
          description: alert.description,
          lat: alert.lat,
          long: alert.lng,
          alertDate: alert.alertDate,
          hazardId: alert.hazardId,
          impact: alert.severity,
        })
        .where(eq(incidents.id, row.id))
        .returning();
      return withAlert;
    }
    return row;
  });
}

/** Saves one wizard step to the draft (or to a published incident being edited) and moves currentTab on. */
export async function saveStep(deps: ApiDeps, user: Principal, id: string, input: SaveStepInput) {
  return changeIncident(deps, user, id, async (tx, incident, now) => {
    // Refuses (409) a save of this step made from a stale copy of it.
    await recordEdit(tx, user, { entity: "incident", entityId: id, part: input.step }, now);
    const changes: Partial<typeof incidents.$inferInsert> = {};
    switch (input.step) {
      case "hazard_category":
        await checkCategory(tx, user, input.hazardCategoryId);
        changes.hazardCategoryId = input.hazardCategoryId;
        if (input.hazardCategoryId !== incident.hazardCategoryId) changes.hazardId = null;
        // Its messages went out as real (or as an exercise): what it is cannot change once published.
        if (incident.isDraft) changes.exerciseType = input.exerciseType ?? null;
        else if ((input.exerciseType ?? null) !== incident.exerciseType)
          throw fieldError("exerciseType", INCIDENT_MESSAGES.exerciseFixed);
        break;
      case "hazard_type":
        await checkHazard(tx, user, input.hazardId, incident.hazardCategoryId);
        changes.hazardId = input.hazardId;
        break;
      case "load_assets_&_people":
        Object.assign(changes, {
          alertDate: input.alertDate ?? null,
          locationName: input.locationName ?? null,
          // No point: an incident on register entries only (a cyber attack), issue 33.
          lat: input.lat ?? null,
          long: input.long ?? null,
          viewRadius: input.viewRadius ?? null,
          radiusUnit: input.radiusUnit,
          locations: input.locations,
          registerEntryIds: await ownEntryIds(tx, user.companyId, input.registerEntryIds),
        });
        break;
      case "load_processes": {
        const names = input.adhocProcessNames.filter(Boolean);
        const created = names.length
          ? await tx
              .insert(incidentAdhocProcesses)
              .values(names.map((name) => ({ name, incidentId: id, companyId: user.companyId })))
              .returning({ id: incidentAdhocProcesses.id })
          : [];
        const chosen = await chosenProcesses(tx, incident, input.bcpProcessIds);
        changes.bcpProcessIds = chosen.bcpProcessIds;
        changes.adhocProcessIds = [
          ...(await ownAdhocIds(tx, id, input.adhocProcessIds)),
          ...created.map((c) => c.id),
          ...chosen.byHand,
        ];
        break;
      }
      case "general_info":
        if (
          !incident.isDraft &&
          input.status !== incident.status &&
          !canTransition(incident.status, input.status)
        ) {
          throw fieldError("status", illegalTransitionMessage(incident.status, input.status));
        }
        Object.assign(changes, {
          title: input.title,
          description: input.description ? sanitizeRichText(input.description) : null,
          impact: input.impact,
          status: input.status,
          statusCheckCadence: input.statusCheckCadence ?? null,
          notifyBCPLeads: input.notifyBCPLeads,
          notifyBusinessCoordinator: input.notifyBusinessCoordinator,
        });
        break;
    }
    const step = input.step as WizardStep;
    const processesBefore =
      step === "load_assets_&_people" ? await impactedProcessIds(tx, incident) : new Set<string>();
    let [saved] = await tx
      .update(incidents)
      .set({ ...changes, currentTab: nextStep(step) ?? step, updatedAt: now })
      .where(eq(incidents.id, id))
      .returning();
    if (step === "load_assets_&_people") {
      await loadImpact(tx, saved);
      saved = await pretickApproved(tx, saved, processesBefore);
    }
    if (!saved.isDraft) {
      await recordEvent(tx, {
        companyId: user.companyId,
        incidentId: id,
        actorId: user.id,
        kind: input.step === "general_info" && input.status !== incident.status ? "status" : "edited",
        message:
          input.step === "general_info" && input.status !== incident.status
            ? `Status changed from ${incident.status} to ${input.status}`
            : `Edited: ${step}`,
        at: now,
        changes,
      });
      await syncReminder(tx, saved, now, { reset: saved.statusCheckCadence !== incident.statusCheckCadence });
      // The register entries it hits (or its alert date) changed: so did the services they impact.
      if (step === "load_assets_&_people")
        await incidentHook("syncServiceClocks")(tx, user.companyId, id, now);
    }
    return saved;
  });
}

/** The fields publishing needs, keyed by form field name. */
function missingFields(i: IncidentRow) {
  const fields: Record<string, string[]> = {};
  if (!i.hazardCategoryId) fields.hazardCategoryId = [INCIDENT_MESSAGES.hazardCategoryRequired];
  if (!i.hazardId) fields.hazardId = [INCIDENT_MESSAGES.hazardRequired];
  // A place, or the register entries it hits (an attack on an application has no place).
  if ((i.lat === null || i.long === null || !i.viewRadius) && i.registerEntryIds.length === 0)
    fields.lat = [INCIDENT_MESSAGES.locationRequired];
  if (!i.title) fields.title = [INCIDENT_MESSAGES.titleRequired];
  if (!i.impact) fields.impact = ["Choose the impact."];
  return fields;
}

/** Publishing: the draft flag goes, the creator is recorded, reminders start, and leads/coordinators hear of it. */
export async function publish(deps: ApiDeps, user: Principal, id: string) {
  const now = deps.now();
  const published = await deps.db.transaction(async (tx) => {
    const incident = await findIncident(tx, user, id, { lock: true });
    if (!incident.isDraft) throw badRequest("This incident is already published.");
    const missing = missingFields(incident);
    if (Object.keys(missing).length > 0) {
      throw badRequest(Object.values(missing)[0][0], missing);
    }
    const saved = await updateIncident(
      tx,
      user,
      id,
      {
        isDraft: false,
        userId: user.id,
        publishedAt: now,
        createdAt: now,
        updatedAt: now,
        currentTab: "general_info",
      },
      (saved) => ({ kind: "created", message: `${saved.type} created with status ${saved.status}`, at: now }),
    );
    await syncReminder(tx, saved, now, { reset: true });
    // Services relying on a register entry it hits are impacted from now on (issue 34).
    await incidentHook("syncServiceClocks")(tx, user.companyId, id, now);
    // In-app and email notices commit with the incident (the outbox worker sends the emails afterwards).
    await notifyOnPublish({ ...deps, db: tx as unknown as Db }, saved, await publishRecipients(tx, saved));
    return saved;
  });
  return published;
}

/** "Remove from draft": deletes the caller's own draft. */
export async function removeDraft(deps: ApiDeps, user: Principal, id: string) {
  const incident = await findIncident(deps.db, user, id);
  if (!incident.isDraft) throw badRequest(INCIDENT_MESSAGES.notDraft);
  await deps.db.transaction(async (tx) => {
    await tx.update(alerts).set({ status: "Open", incidentId: null }).where(eq(alerts.incidentId, id));
    await tx.delete(impactedAssets).where(eq(impactedAssets.incidentId, id));
    await tx.delete(incidents).where(eq(incidents.id, id));
  });
  return { removed: true, message: INCIDENT_MESSAGES.removed };
}

/** At most this many drafts are offered to resume (newest first); older ones stay reachable from the list. */
export const DRAFTS_CAP = 100;

/** The caller's drafts, newest first, to resume. */
export async function listDrafts(deps: ApiDeps, user: Principal) {
  return deps.db
    .select({
      id: incidents.id,
      type: incidents.type,
      title: incidents.title,
      currentTab: incidents.currentTab,
      updatedAt: incidents.updatedAt,
    })
    .from(incidents)
    .where(
      and(
        eq(incidents.companyId, user.companyId),
        eq(incidents.userId, user.id),
        eq(incidents.isDraft, true),
      ),
    )
    .orderBy(desc(incidents.updatedAt))
    .limit(DRAFTS_CAP);
}

/**
 * An ad hoc incident: the wizard's steps saved in one transaction (nothing half-made if one is refused),
 * left as a draft to review in the wizard, or published at once (`publishNow`, /incident/adhocIncident/direct).
 */
export async function createAdhocIncident(
  deps: ApiDeps,
  user: Principal,
  input: AdhocIncidentInput,
  options: { publishNow: boolean },
) {
  return deps.db.transaction(async (tx) => {
    const inTx = { ...deps, db: tx };
    const draft = await createDraft(inTx, user, {
      type: input.type,
      hazardCategoryId: input.hazardCategoryId,
    });
    await saveStep(inTx, user, draft.id, { step: "hazard_type", hazardId: input.hazardId });
    await saveStep(inTx, user, draft.id, {
      step: "load_assets_&_people",
      alertDate: input.alertDate,
      locationName: input.locationName,
      lat: input.lat,
      long: input.long,
      viewRadius: input.viewRadius,
      radiusUnit: input.radiusUnit,
      locations: input.locations,
      registerEntryIds: [],
    });
    await saveStep(inTx, user, draft.id, {
      step: "load_processes",
      bcpProcessIds: [],
      adhocProcessIds: [],
      adhocProcessNames: input.adhocProcessNames,
    });
    const saved = await saveStep(inTx, user, draft.id, {
      step: "general_info",
      title: input.title,
      description: input.description,
      impact: input.impact,
      status: input.status,
      statusCheckCadence: input.statusCheckCadence,
      notifyBCPLeads: input.notifyBCPLeads,
      notifyBusinessCoordinator: input.notifyBusinessCoordinator,
    });
    return options.publishNow ? publish(inTx, user, draft.id) : saved;
  });
}
