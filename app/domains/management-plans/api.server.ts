import { z } from "zod";
import { endpoint } from "~/api/endpoint.server";
import { byIdEndpoints } from "~/api/endpoint-builders.server";
import {
  associatedPlanAnswer,
  cmTestAnswer,
  coveredLocationAnswer,
  planDetailAnswer,
  planPeopleAnswer,
  planRowAnswer,
  removedAnswer,
} from "./answers";
import { cancelPlan, decide, sendForApproval } from "./approval.server";
import { associatedPlans, setAssociatedPlans, suggestForEvent, suggestPlans } from "./association.server";
import { attachmentEndpoints } from "./attachments.api.server";
import { getTest, listTests, recordOutcome, scheduleTest } from "./cm-tests.server";
import { contentEndpoints } from "./content.api.server";
import { allLocations } from "./content.server";
import type { PlanType } from "./model";
import { planPeople } from "./people.server";
import { clonePlan, createPlan, listPlans, planDetails, removePlan, updatePlan } from "./plans.server";
import {
  approvalDecisionSchema,
  associationSchema,
  cmTestOutcomeSchema,
  cmTestSchema,
  planListQuery,
  planSchema,
  planUpdateSchema,
  suggestionSchema,
} from "./validation";

const idParams = z.object({ id: z.uuid() });
const incidentParams = z.object({ incidentId: z.uuid() });
const TAG = "Management plans";

function typeEndpoints<const Segment extends "Incident" | "Crisis">(type: PlanType, segment: Segment) {
  const label = type === "IMP" ? "incident management plans" : "crisis management plans";
  return [
    endpoint({
      method: "get",
      path: `/managementPlan/${segment}`,
      tag: TAG,
      summary: `The ${label} of the company; filters: ownerId, approverId, status, q`,
      permission: "managementPlan.read",
      query: planListQuery,
      answer: z.array(planRowAnswer),
      handler: ({ deps, user, query }) => listPlans(deps, user, type, query),
    }),
    endpoint({
      method: "post",
      path: `/managementPlan/${segment}`,
      tag: TAG,
      summary: `Create one of the ${label}`,
      permission: "managementPlan.manage",
      status: 201,
      body: planSchema,
      answer: planDetailAnswer,
      handler: ({ deps, user, body }) => createPlan(deps, user, type, body),
    }),
  ];
}

export const managementPlanEndpoints = [
  ...typeEndpoints("IMP", "Incident"),
  ...typeEndpoints("CMP", "Crisis"),
  endpoint({
    method: "get",
    path: "/managementPlan/location",
    tag: TAG,
    summary: "Every location the company's plans cover, with its plan",
    permission: "managementPlan.read",
    answer: z.array(coveredLocationAnswer),
    handler: ({ deps, user }) => allLocations(deps, user),
  }),
  endpoint({
    method: "get",
    path: "/managementPlan/people",
    tag: TAG,
    summary: "The company's users who can own, approve or be on the roster of a plan",
    permission: "user.pick",
    answer: z.array(planPeopleAnswer),
    handler: ({ deps, user }) => planPeople(deps, user),
  }),
  ...contentEndpoints,
  ...attachmentEndpoints,
  endpoint({
    method: "get",
    path: "/managementPlan/cmTest/{id}",
    tag: TAG,
    summary: "One CM test",
    permission: "managementPlan.read",
    params: idParams,
    answer: cmTestAnswer,
    handler: ({ deps, user, params }) => getTest(deps, user, params.id),
  }),
  endpoint({
    method: "put",
    path: "/managementPlan/cmTest/{id}/outcome",
    maxBodyBytes: 1024 * 1024, // findings of 100,000 characters
    tag: TAG,
    summary: "Record a CM test's outcome, findings and follow-up actions",
    permission: "managementPlan.test",
    params: idParams,
    body: cmTestOutcomeSchema,
    answer: cmTestAnswer,
    handler: ({ deps, user, params, body }) => recordOutcome(deps, user, params.id, body),
  }),
  ...byIdEndpoints({
    path: "/managementPlan/{id}",
    tag: TAG,
    read: "managementPlan.read",
    manage: "managementPlan.manage",
    body: planUpdateSchema,
    get: {
      summary: "A plan in full: details, locations, sections and items, roster, attachments, CM tests",
      answer: planDetailAnswer,
      run: planDetails,
    },
    put: {
      summary: "Edit a plan's name, description, owner, approver and test interval",
      answer: planDetailAnswer,
      run: updatePlan,
    },
    delete: { summary: "Remove a plan and everything it holds", answer: removedAnswer, run: removePlan },
  }),
  endpoint({
    method: "post",
    path: "/managementPlan/{id}/clone",
    tag: TAG,
    summary: "Clone a plan (details, locations, sections, items, roster) as a new Just Created plan",
    permission: "managementPlan.manage",
    status: 201,
    params: idParams,
    answer: planDetailAnswer,
    handler: ({ deps, user, params }) => clonePlan(deps, user, params.id),
  }),
  endpoint({
    method: "post",
    path: "/managementPlan/{id}/approvalStatus",
    tag: TAG,
    summary: "Send the plan to its approver",
    permission: "managementPlan.manage",
    params: idParams,
    answer: planDetailAnswer,
    handler: ({ deps, user, params }) => sendForApproval(deps, user, params.id),
  }),
  endpoint({
    method: "put",
    path: "/managementPlan/{id}/approverStatus",
    tag: TAG,
    summary: "The approver approves the plan or sends it back (approveComments)",
    permission: "managementPlan.approve",
    params: idParams,
    body: approvalDecisionSchema,
    answer: planDetailAnswer,
    handler: ({ deps, user, params, body }) => decide(deps, user, params.id, body),
  }),
  endpoint({
    method: "post",
    path: "/managementPlan/{id}/cancel",
    tag: TAG,
    summary: "Cancel a plan (final)",
    permission: "managementPlan.manage",
    params: idParams,
    answer: planDetailAnswer,
    handler: ({ deps, user, params }) => cancelPlan(deps, user, params.id),
  }),
  endpoint({
    method: "get",
    path: "/managementPlan/{id}/cmTest",
    tag: TAG,
    summary: "The CM tests of a plan",
    permission: "managementPlan.read",
    params: idParams,
    answer: z.array(cmTestAnswer),
    handler: ({ deps, user, params }) => listTests(deps, user, params.id),
  }),
  endpoint({
    method: "post",
    path: "/managementPlan/{id}/cmTest",
    tag: TAG,
    summary: "Create CM Test: schedule an exercise with a scenario, participants and a date",
    permission: "managementPlan.test",
    status: 201,
    params: idParams,
    body: cmTestSchema,
    answer: cmTestAnswer,
    handler: ({ deps, user, params, body }) => scheduleTest(deps, user, params.id, body),
  }),
  endpoint({
    method: "post",
    path: "/associatedManagementPlan/suggestions",
    tag: TAG,
    summary: "The approved plans of the right kind that cover an incident's or crisis's locations",
    permission: "managementPlan.read",
    body: suggestionSchema,
    answer: z.array(planRowAnswer),
    handler: ({ deps, user, body }) => suggestPlans(deps, user, body),
  }),
  endpoint({
    method: "get",
    path: "/associatedManagementPlan/{incidentId}/suggestions",
    tag: TAG,
    summary: "The plans suggested for a recorded incident or crisis, from its kind and impacted sites",
    permission: "managementPlan.read",
    params: incidentParams,
    answer: z.array(planRowAnswer),
    handler: ({ deps, user, params }) => suggestForEvent(deps, user, params.incidentId),
  }),
  endpoint({
    method: "get",
    path: "/associatedManagementPlan/{incidentId}",
    tag: TAG,
    summary: "The plans associated with an incident or crisis",
    permission: "managementPlan.read",
    params: incidentParams,
    answer: z.array(associatedPlanAnswer),
    handler: ({ deps, user, params }) => associatedPlans(deps, user, params.incidentId),
  }),
  endpoint({
    method: "put",
    path: "/associatedManagementPlan/{incidentId}",
    tag: TAG,
    summary: "Set the plans associated with an incident or crisis ('Invalid CMP/IMP' when one cannot apply)",
    permission: "managementPlan.associate",
    params: incidentParams,
    body: associationSchema,
    answer: z.array(associatedPlanAnswer),
    handler: ({ deps, user, params, body }) => setAssociatedPlans(deps, user, params.incidentId, body),
  }),
];
