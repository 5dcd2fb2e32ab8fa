import { eq } from "drizzle-orm";
import type { ApiDeps, Principal } from "~/api/context.server";
import { keepUpdatedReport, saveExerciseNotes } from "~/domains/exercises/report.server";
import { exerciseNotesSchema } from "~/domains/exercises/validation";
import { incidentMessageRecipients } from "~/domains/incident-messages/schema.server";
import {
  openRecipient,
  recordAnswer,
  sendMessage,
  sendMessageSchema,
} from "~/domains/incident-messages/service.server";
import { setTeam } from "~/domains/incidents/lifecycle.server";
import { addAction } from "~/domains/incidents/response.server";
import { responseActionSchema, teamSchema } from "~/domains/incidents/validation";

/** The exercise's objectives, as written before it and kept after the review. */
const DRILL_OBJECTIVES =
  "Confirm the call tree reaches the response team within 15 minutes.\nShip priority orders from Lyon within the MAD.";

/**
 * The demo's tabletop exercise as its post-exercise report shows it (issue 35 item 2): set apart from the story in
 * content.server.ts. `during` runs while the exercise is In Progress (`when` moves the story's clock, minutes ago
 * counted from the `at` given): a response team, a decision with an owner, the objectives, an "Are you safe?"
 * answered by two of three. Keel keeps the report at the close; `afterReview` adds the facilitator's observations
 * and keeps the updated report with the findings.
 */
export async function exerciseDuring(
  deps: ApiDeps,
  people: { corp: Principal; lead: Principal; buAdmin: Principal },
  incidentId: string,
  clock: (minutesIn: number) => void,
) {
  const { corp, lead, buAdmin } = people;
  clock(5);
  await setTeam(
    deps,
    corp,
    incidentId,
    teamSchema.parse({
      responseCoordinatorId: corp.id,
      members: [
        { userId: lead.id, role: "LEADER" },
        { userId: buAdmin.id, role: "MEMBER" },
      ],
    }),
  );
  await saveDrillNotes(deps, corp, incidentId, "");
  clock(10);
  const sent = await sendMessage(
    deps,
    corp,
    incidentId,
    sendMessageSchema.parse({
      template: "are_you_safe",
      subject: "Are you safe?",
      body: "Tabletop exercise: the Manchester hub is flooded. Are you safe?",
      audiences: ["response_team"],
      channels: ["email"],
    }),
  );
  const recipients = await deps.db
    .select({ id: incidentMessageRecipients.id, userId: incidentMessageRecipients.userId })
    .from(incidentMessageRecipients)
    .where(eq(incidentMessageRecipients.messageId, sent.id));
  for (const [user, minutes] of [
    [lead, 14],
    [buAdmin, 31],
  ] as const) {
    const r = recipients.find((x) => x.userId === user.id);
    if (!r) continue;
    clock(minutes);
    await deps.db.transaction(async (tx) => {
      const open = await openRecipient(tx, r.id);
      if (open.state === "ok") await recordAnswer(deps, tx, open, "safe");
    });
  }
  clock(40);
  await addAction(
    deps,
    lead,
    incidentId,
    responseActionSchema.parse({
      title: "Divert priority orders to the Lyon depot",
      ownerId: lead.id,
      status: "Completed",
    }),
  );
}

/** The drill's notes: its objectives, with the facilitator's observations so far. */
function saveDrillNotes(deps: ApiDeps, corp: Principal, incidentId: string, observations: string) {
  return saveExerciseNotes(
    deps,
    corp,
    incidentId,
    exerciseNotesSchema.parse({ objectives: DRILL_OBJECTIVES, observations }),
  );
}

/** After the review: the facilitator's observations, and the report kept again with the two findings. */
export async function exerciseAfterReview(deps: ApiDeps, corp: Principal, incidentId: string) {
  await saveDrillNotes(
    deps,
    corp,
    incidentId,
    "The team assembled quickly and the diversion to Lyon was decided in 40 minutes. The call tree was out of date and nobody knew how Lyon books its loading slots: both are findings.",
  );
  await keepUpdatedReport(deps, corp, incidentId);
}
