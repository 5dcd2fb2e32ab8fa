import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { can } from "~/domains/access/policy";
import { FINDING_MESSAGES, AFTER_ACTION_LABELS as L, REPORT_MESSAGES } from "~/domains/exercises/model";
import { closeFindingSchema, exerciseNotesSchema, findingSchema } from "~/domains/exercises/validation";
import { FindingForm, FindingList } from "~/features/exercises/after-action";
import { ExerciseReportPanel } from "~/features/exercises/exercise-report";
import { IncidentPageHeader, incidentPageTitle } from "~/features/exercises/incident-page";
import { incidentPageAction, loadIncidentPage } from "~/features/exercises/incident-page.server";
import { paths } from "~/paths";
import { buttonIntent, formIntent, runIntents } from "~/web/form-action.server";
import { failureFor, lastResultFor } from "~/web/form-failure";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: incidentPageTitle(L.title, data?.incident) },
];

/**
 * A closed incident's, crisis's or exercise's after-action review (issue 35 item 3): its findings become
 * corrective actions with an owner, a due day, a status and the evidence of their closure.
 */
export async function loader(args: LoaderFunctionArgs) {
  const {
    user,
    api,
    id,
    incident,
    data: review,
  } = await loadIncidentPage(args, (api, id) => api.get(`/incident/${id}/findings`));
  const canManage = can(user, "incident.manage");
  // The owner is searched (the likeliest 20 without a search): a company's users are too many to list (issue 37).
  const url = new URL(args.request.url);
  const ownerQ = url.searchParams.get("ownerQ")?.trim() ?? "";
  const owners =
    canManage && review.open
      ? await api.get(`/incident/${id}/mentionable`, ownerQ ? { q: ownerQ } : undefined)
      : null;
  const typed = Object.fromEntries(
    ["finding", "action", "dueDate", "ownerQ"].map((k) => [k, url.searchParams.get(k) ?? ""]),
  );
  // An exercise's post-exercise report (issue 35 item 2): its kept versions and its notes.
  const report = incident.exerciseType ? await api.get(`/incident/${id}/exercise-report`) : null;
  return {
    incident,
    review,
    owners: owners?.ok ? owners.data : [],
    typed,
    canManage,
    report: report?.ok ? report.data : null,
  };
}

export async function action(args: ActionFunctionArgs) {
  const { id, ctx } = await incidentPageAction(args, paths.afterAction);
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
  const { incident, review, owners, typed, canManage, report } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const closing = failureFor(result, "closeFinding");
  return (
    <section>
      <IncidentPageHeader title={L.title} incident={incident} />
      {report ? (
        <ExerciseReportPanel
          incidentId={incident.id}
          panel={report}
          lastResult={lastResultFor(result, "saveNotes")}
        />
      ) : null}
      {!review.open ? <p className="card mb-6 text-gray-700">{FINDING_MESSAGES.notClosed}</p> : null}
      {review.open && canManage ? (
        <FindingForm
          pickOwner={{ incidentId: incident.id, people: owners, typed }}
          plans={review.plans}
          lastResult={lastResultFor(result, "addFinding")}
        />
      ) : null}
      <FindingList
        findings={review.findings}
        closeResult={closing ? { key: closing.key, result: closing.result } : undefined}
      />
    </section>
  );
}
