import { z } from "zod";
import { endpoint } from "~/api/endpoint.server";
import { afterActionAnswer, findingAnswer, programmeAnswer } from "./answers";
import { addFinding, afterAction, closeFinding, planFindings } from "./findings.server";
import { FINDING_MESSAGES } from "./model";
import { exerciseProgramme } from "./programme.server";
import { closeFindingSchema, findingListQuerySchema, findingSchema } from "./validation";

const tag = "After-action";
const idParams = z.object({ id: z.uuid() });
const added = z.object({ id: z.uuid(), message: z.literal(FINDING_MESSAGES.added) });
const closed = z.object({ id: z.uuid(), message: z.literal(FINDING_MESSAGES.closed) });

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
    summary: "Close a corrective action with the evidence of its closure",
    permission: "incident.manage",
    params: z.object({ id: z.uuid(), findingId: z.uuid() }),
    body: closeFindingSchema,
    answer: closed,
    handler: ({ deps, user, params, body }) => closeFinding(deps, user, params.id, params.findingId, body),
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
];
