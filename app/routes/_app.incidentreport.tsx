import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { REPORT_MESSAGES } from "~/domains/reporting/report-fields";
import { reportDraftSchema } from "~/domains/reporting/validation";
import { ReportDraftPage } from "~/features/reporting/report-draft";
import { paths } from "~/paths";
import { apiClient } from "~/web/api.server";
import { requireUser } from "~/web/auth.server";
import { actionContext, formIntent } from "~/web/form-action.server";
import { lastResultFor } from "~/web/form-failure";
import { recordOrThrow } from "~/web/page-read.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data ? `${data.deadline.regimeLabel} ${data.deadline.label}` : "Report"} · Keel` },
];

const idsOf = (request: Request) => {
  const url = new URL(request.url);
  const incidentId = url.searchParams.get("incident_id");
  const deadlineId = url.searchParams.get("deadline_id");
  if (!incidentId || !deadlineId) throw new Response("Data Not Found", { status: 404 });
  return { incidentId, deadlineId };
};

/** A report an incident owes its regulator: the draft prefilled from the incident, or the version sent. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser({ request, context });
  const { incidentId, deadlineId } = idsOf(request);
  const api = await apiClient({ request, context });
  return recordOrThrow(await api.get(`/incident/${incidentId}/reports/${deadlineId}`));
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser({ request, context });
  const { incidentId, deadlineId } = idsOf(request);
  // Sends the draft's version as the form read it: a save over someone's newer one is refused (409), text kept.
  const ctx = await actionContext({ request, context }, paths.incidentReport(incidentId, deadlineId));
  const save = formIntent({
    schema: reportDraftSchema,
    call: (api, value) => api.put(`/incident/${incidentId}/reports/${deadlineId}`, value),
    ok: REPORT_MESSAGES.saved,
  });
  return save({ ...ctx, intent: "saveDraft" });
}

export default function IncidentReport() {
  const view = useLoaderData<typeof loader>();
  return (
    <ReportDraftPage view={view} lastResult={lastResultFor(useActionData<typeof action>(), "saveDraft")} />
  );
}
