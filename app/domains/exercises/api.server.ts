import { z } from "zod";
import { endpoint } from "~/api/endpoint.server";
import {
  afterActionAnswer,
  cmTestReviewAnswer,
  exerciseReportAnswer,
  exerciseReportVersionAnswer,
  findingAnswer,
  injectsAnswer,
  programmeAnswer,
} from "./answers";
import {
  addCmTestFinding,
  closeCmTestFinding,
  cmTestReview,
  managementPlanFindings,
} from "./cm-test-findings.server";
import { addFinding, afterAction, closeFinding, planFindings } from "./findings.server";
import { cancelInject, listInjects, scheduleInject } from "./injects.server";
import { FINDING_MESSAGES, INJECT_MESSAGES, REPORT_MESSAGES } from "./model";
import { exerciseProgramme, plansOverdueAmong } from "./programme.server";
import { exerciseReport, exerciseReportVersion, keepUpdatedReport, saveExerciseNotes } from "./report.server";
import { drawExerciseReport } from "./report-pdf.server";
import {
  closeFindingSchema,
  cmTestFindingSchema,
  exerciseNotesSchema,
  exerciseReportVersionQuery,
  findingListQuerySchema,
  findingSchema,
  injectSchema,
} from "./validation";

/** The most plans one question of /exercise-programme/overdue names (a page of the BCP list is 20). */
const OVERDUE_ASKED_MAX = 100;
const tag = "After-action";
const idParams = z.object({ id: z.uuid() });
const added = z.object({ id: z.uuid(), message: z.literal(FINDING_MESSAGES.added) });
const closed = z.object({ id: z.uuid(), message: z.literal(FINDING_MESSAGES.closed) });
const scheduled = z.object({ id: z.uuid(), message: z.literal(INJECT_MESSAGES.scheduled) });
const cancelled = z.object({ id: z.uuid(), message: z.literal(INJECT_MESSAGES.cancelled) });

/** After-action reviews of closed incidents, crises and exercises: findings and their corrective actions. */
export const exerciseEndpoints = [
  endpoint({
    method: "get",
    path: "/exercise-programme",
    tag,
    summary:
      "The exercise programme: each readable plan's last exercise, result, next due date and whether overdue; coverage of critical processes in 12 and 36 months",
    permission: "bcp.read",
    answer: programmeAnswer,
    handler: ({ deps, user }) => exerciseProgramme(deps, user),
  }),
  endpoint({
    method: "get",
    path: "/exercise-programme/overdue",
    tag,
    summary:
      "Which of the plans named (?bcpIds=, comma-separated, at most 100) are overdue for an exercise, as the programme says: the BCP list's flags",
    permission: "bcp.read",
    query: z.object({
      bcpIds: z
        .string()
        .max(OVERDUE_ASKED_MAX * 37)
        .transform((ids) => (ids ? ids.split(",") : []))
        .pipe(z.array(z.uuid()).max(OVERDUE_ASKED_MAX)),
    }),
    answer: z.array(z.uuid()),
    handler: ({ deps, user, query }) => plansOverdueAmong(deps, user, query.bcpIds),
  }),
  endpoint({
    method: "get",
    path: "/incident/{id}/findings",
    tag,
    summary:
      "An incident's after-action review: whether it is open (the incident closed), its findings and their actions",
    permission: "incident.read",
    params: idParams,
    answer: afterActionAnswer,
    handler: ({ deps, user, params }) => afterAction(deps, user, params.id),
  }),
  endpoint({
    method: "post",
    path: "/incident/{id}/findings",
    tag,
    summary:
      "Add a finding to a closed incident's after-action review, with its corrective action, owner and due date",
    permission: "incident.manage",
    status: 201,
    params: idParams,
    body: findingSchema,
    answer: added,
    handler: ({ deps, user, params, body }) => addFinding(deps, user, params.id, body),
  }),
  endpoint({
    method: "put",
    path: "/incident/{id}/findings/{findingId}/close",
    tag,
    summary:
      "Close a corrective action with the evidence of its closure (its owner, or those who manage incidents)",
    permission: "finding.close",
    params: z.object({ id: z.uuid(), findingId: z.uuid() }),
    body: closeFindingSchema,
    answer: closed,
    handler: ({ deps, user, params, body }) => closeFinding(deps, user, params.id, params.findingId, body),
  }),
  endpoint({
    method: "get",
    path: "/managementPlan/cmTest/{id}/findings",
    tag,
    summary:
      "A CM test's corrective actions (its follow-ups): the test, its notes from before, and its findings",
    permission: "managementPlan.read",
    params: idParams,
    answer: cmTestReviewAnswer,
    handler: ({ deps, user, params }) => cmTestReview(deps, user, params.id),
  }),
  endpoint({
    method: "post",
    path: "/managementPlan/cmTest/{id}/findings",
    tag,
    summary:
      "Add a corrective action to a CM test whose outcome is recorded: finding, action, owner, due date",
    permission: "managementPlan.test",
    status: 201,
    params: idParams,
    body: cmTestFindingSchema,
    answer: added,
    handler: ({ deps, user, params, body }) => addCmTestFinding(deps, user, params.id, body),
  }),
  endpoint({
    method: "put",
    path: "/managementPlan/cmTest/{id}/findings/{findingId}/close",
    tag,
    summary:
      "Close a CM test's corrective action with its evidence (its owner, or those who manage incidents)",
    permission: "finding.close",
    params: z.object({ id: z.uuid(), findingId: z.uuid() }),
    body: closeFindingSchema,
    answer: closed,
    handler: ({ deps, user, params, body }) =>
      closeCmTestFinding(deps, user, params.id, params.findingId, body),
  }),
  endpoint({
    method: "get",
    path: "/managementPlan/{id}/findings",
    tag,
    summary: "An IMP's or CMP's open corrective actions from its CM tests, overdue ones marked",
    permission: "managementPlan.read",
    params: idParams,
    answer: z.array(findingAnswer),
    handler: ({ deps, user, params }) => managementPlanFindings(deps, user, params.id),
  }),
  endpoint({
    method: "get",
    path: "/findings",
    tag,
    summary: "A plan's open findings (bcpId), overdue ones marked",
    permission: "bcp.read",
    query: findingListQuerySchema.extend({ bcpId: z.uuid() }),
    answer: z.array(findingAnswer),
    handler: ({ deps, user, query }) => planFindings(deps, user, query.bcpId),
  }),

  endpoint({
    method: "get",
    path: "/incident/{id}/injects",
    tag,
    summary:
      "An exercise's timed injects (scheduled, posted or skipped), whether the caller may schedule more, and the company's time zone",
    permission: "incident.read",
    params: idParams,
    answer: injectsAnswer,
    handler: ({ deps, user, params }) => listInjects(deps, user, params.id),
  }),
  endpoint({
    method: "post",
    path: "/incident/{id}/injects",
    tag,
    summary:
      "Schedule a timed inject of a running exercise (a local time of the company's zone): posted to the timeline and told to the team when due",
    // The exercise's owner: who may manage incidents, or its creator or coordinator (checked on the record).
    permission: "incident.read",
    status: 201,
    params: idParams,
    body: injectSchema,
    answer: scheduled,
    handler: ({ deps, user, params, body }) => scheduleInject(deps, user, params.id, body),
  }),
  endpoint({
    method: "delete",
    path: "/incident/{id}/injects/{injectId}",
    tag,
    summary: "Cancel an inject not yet posted",
    permission: "incident.read",
    params: z.object({ id: z.uuid(), injectId: z.uuid() }),
    answer: cancelled,
    handler: ({ deps, user, params }) => cancelInject(deps, user, params.id, params.injectId),
  }),
  endpoint({
    method: "get",
    path: "/incident/{id}/exercise-report",
    tag,
    summary:
      "An exercise's post-exercise report: its objectives and facilitator's observations, and its kept reports (newest first)",
    permission: "incident.read",
    params: idParams,
    answer: exerciseReportAnswer,
    handler: ({ deps, user, params }) => exerciseReport(deps, user, params.id),
  }),
  endpoint({
    method: "put",
    path: "/incident/{id}/exercise-notes",
    tag,
    summary: "Write an exercise's objectives and its facilitator's observations (plain text, bounded)",
    permission: "incident.manage",
    params: idParams,
    body: exerciseNotesSchema,
    answer: z.object({ message: z.literal(REPORT_MESSAGES.notesSaved) }),
    handler: ({ deps, user, params, body }) => saveExerciseNotes(deps, user, params.id, body),
  }),
  endpoint({
    method: "post",
    path: "/incident/{id}/exercise-report",
    tag,
    summary:
      "Keep an updated post-exercise report of a Completed exercise (findings and observations written since), the figures those of its close",
    permission: "incident.manage",
    status: 201,
    params: idParams,
    answer: z.object({ id: z.uuid(), message: z.literal(REPORT_MESSAGES.kept) }),
    handler: ({ deps, user, params }) => keepUpdatedReport(deps, user, params.id),
  }),
  endpoint({
    method: "get",
    path: "/incident/{id}/exercise-report/version",
    tag,
    summary: "One kept post-exercise report, exactly as it was kept, with its digest",
    permission: "incident.read",
    params: idParams,
    query: exerciseReportVersionQuery,
    answer: exerciseReportVersionAnswer,
    handler: ({ deps, user, params, query }) => exerciseReportVersion(deps, user, params.id, query.versionId),
  }),
  endpoint({
    method: "get",
    path: "/incident/{id}/exercise-report/pdf",
    tag,
    summary: "One kept post-exercise report as a PDF, marked EXERCISE, with its version and digest",
    permission: "incident.read",
    params: idParams,
    query: exerciseReportVersionQuery,
    produces: "application/pdf",
    handler: async ({ deps, user, params, query }) => {
      const kept = await exerciseReportVersion(deps, user, params.id, query.versionId);
      const bytes = await drawExerciseReport(kept);
      return new Response(Buffer.from(bytes), {
        headers: {
          "content-type": "application/pdf",
          "content-disposition": `inline; filename="exercise-report-v${kept.version}.pdf"`,
          "cache-control": "no-store",
        },
      });
    },
  }),
];
