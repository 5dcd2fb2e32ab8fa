import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { can } from "~/domains/access/policy";
import { FINDING_MESSAGES, AFTER_ACTION_LABELS as L, REPORT_MESSAGES } from "~/domains/exercises/model";
import { closeFindingSchema, exerciseNotesSchema, findingSchema } from "~/domains/exercises/validation";
import { FindingForm, FindingList } from "~/features/exercises/after-action";
import { ExerciseReportPanel } from "~/features/exercises/exercise-report";
import { ExerciseBanner, exercisePageTitle } from "~/features/incidents/exercise-banner";
import { paths } from "~/paths";
import { PageHeader } from "~/ui/page";
import { apiClient } from "~/web/api.server";
import { requireUser } from "~/web/auth.server";
import { actionContext, buttonIntent, formIntent, runIntents } from "~/web/form-action.server";
import { failureFor, lastResultFor } from "~/web/form-failure";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: `${L.title} · ${exercisePageTitle(data?.incident.title ?? "Incident", data?.incident.exerciseType)} · Keel`,
  },
];

const incidentIdOf = (request: Request) => new URL(request.url).searchParams.get("incident_id") ?? "";

/**
 * A closed incident's, crisis's or exercise's after-action review (issue 35 item 3): its findings become
 * corrective actions with an owner, a due day, a status and the evidence of their closure.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser({ request, context });
  const id = incidentIdOf(request);
  if (!id) throw new Response("Not found", { status: 404 });
  const api = await apiClient({ request, context });
  const [incident, review] = await Promise.all([
    api.get(`/incident/${id}`),
    api.get(`/incident/${id}/findings`),
  ]);
  if (!incident.ok || !review.ok) throw new Response("Not found", { status: 404 });
  const canManage = can(user, "incident.manage");
  const owners = canManage && review.data.open ? await api.get(`/incident/${id}/mentionable`) : null;
  // An exercise's post-exercise report (issue 35 item 2): its kept versions and its notes.
  const report = incident.data.exerciseType ? await api.get(`/incident/${id}/exercise-report`) : null;
  return {
    incident: {
      id: incident.data.id,
      type: incident.data.type,
      title: incident.data.title ?? `Untitled ${incident.data.type.toLowerCase()}`,
      status: incident.data.status,
      exerciseType: incident.data.exerciseType,
    },
    review: review.data,
    owners: owners?.ok ? owners.data : [],
    canManage,
    report: report?.ok ? report.data : null,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser({ request, context });
  const id = incidentIdOf(request);
  const ctx = await actionContext({ request, context }, paths.afterAction(id));
  return runIntents(ctx, {
    addFinding: formIntent({
      schema: findingSchema,
      call: (api, value) => api.post(`/incident/${id}/findings`, value),
      ok: FINDING_MESSAGES.added,
    }),
    closeFinding: formIntent({
      schema: closeFindingSchema,
      key: (form) => String(form.get("findingId") ?? ""),
      call: (api, value) =>
        api.put(`/incident/${id}/findings/${String(ctx.formData.get("findingId") ?? "")}/close`, value),
      ok: FINDING_MESSAGES.closed,
    }),
    saveNotes: formIntent({
      schema: exerciseNotesSchema,
      call: (api, value) => api.put(`/incident/${id}/exercise-notes`, value),
      ok: REPORT_MESSAGES.notesSaved,
    }),
    keepReport: buttonIntent({
      call: (api) => api.post(`/incident/${id}/exercise-report`),
      ok: REPORT_MESSAGES.kept,
    }),
  });
}

export default function AfterActionReview() {
  const { incident, review, owners, canManage, report } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const closing = failureFor(result, "closeFinding");
  return (
    <section>
      <ExerciseBanner exerciseType={incident.exerciseType} />
      <PageHeader
        title={L.title}
        actions={
          <Link to={paths.incident(incident.id)} className="btn-secondary">
            Back to the {incident.type.toLowerCase()}
          </Link>
        }
      >
        {incident.type} · {incident.title} · {incident.status}
      </PageHeader>
      {report ? (
        <ExerciseReportPanel
          incidentId={incident.id}
          panel={report}
          lastResult={lastResultFor(result, "saveNotes")}
        />
      ) : null}
      {!review.open ? <p className="card mb-6 text-gray-700">{FINDING_MESSAGES.notClosed}</p> : null}
      {review.open && canManage ? (
        <FindingForm owners={owners} plans={review.plans} lastResult={lastResultFor(result, "addFinding")} />
      ) : null}
      <FindingList
        findings={review.findings}
        canClose={canManage}
        closeResult={closing ? { key: closing.key, result: closing.result } : undefined}
      />
    </section>
  );
}
