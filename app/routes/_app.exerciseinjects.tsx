import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { INJECT_MESSAGES, INJECT_LABELS as L } from "~/domains/exercises/model";
import { injectSchema } from "~/domains/exercises/validation";
import { IncidentPageHeader, incidentPageTitle } from "~/features/exercises/incident-page";
import { incidentPageAction, loadIncidentPage } from "~/features/exercises/incident-page.server";
import { InjectForm, InjectList } from "~/features/exercises/injects";
import { paths } from "~/paths";
import { buttonIntent, formIntent, runIntents } from "~/web/form-action.server";
import { lastResultFor } from "~/web/form-failure";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: incidentPageTitle(L.title, data?.incident) },
];

/**
 * An exercise's timed injects (issue 35 item 1): its owner schedules them on the company's clock; each is posted to
 * the timeline and told to the team when it falls due. Plain forms: no JavaScript needed.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { incident, data } = await loadIncidentPage(args, (api, id) => api.get(`/incident/${id}/injects`));
  return { incident, ...data };
}

export async function action(args: ActionFunctionArgs) {
  const { id, ctx } = await incidentPageAction(args, paths.exerciseInjects);
  return runIntents(ctx, {
    schedule: formIntent({
      schema: injectSchema,
      call: (api, value) => api.post(`/incident/${id}/injects`, value),
      ok: INJECT_MESSAGES.scheduled,
    }),
    cancel: buttonIntent({
      call: (api, form) => api.delete(`/incident/${id}/injects/${String(form.get("injectId") ?? "")}`),
      ok: INJECT_MESSAGES.cancelled,
    }),
  });
}

export default function ExerciseInjects() {
  const { incident, exercise, canSchedule, timezone, injects } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <section>
      <IncidentPageHeader title={L.title} incident={incident} />
      {exercise ? (
        <p className="mb-4 text-sm text-gray-700">{L.intro}</p>
      ) : (
        <p className="card mb-6 text-gray-700">{INJECT_MESSAGES.notExercise}</p>
      )}
      {canSchedule ? <InjectForm timezone={timezone} lastResult={lastResultFor(result, "schedule")} /> : null}
      {exercise ? <InjectList injects={injects} canCancel={canSchedule} /> : null}
    </section>
  );
}
