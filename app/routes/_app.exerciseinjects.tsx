import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { INJECT_MESSAGES, INJECT_LABELS as L } from "~/domains/exercises/model";
import { injectSchema } from "~/domains/exercises/validation";
import { InjectForm, InjectList } from "~/features/exercises/injects";
import { ExerciseBanner, exercisePageTitle } from "~/features/incidents/exercise-banner";
import { paths } from "~/paths";
import { PageHeader } from "~/ui/page";
import { apiClient } from "~/web/api.server";
import { requireUser } from "~/web/auth.server";
import { actionContext, buttonIntent, formIntent, runIntents } from "~/web/form-action.server";
import { lastResultFor } from "~/web/form-failure";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: `${L.title} · ${exercisePageTitle(data?.incident.title ?? "Incident", data?.incident.exerciseType)} · Keel`,
  },
];

const incidentIdOf = (request: Request) => new URL(request.url).searchParams.get("incident_id") ?? "";

/**
 * An exercise's timed injects (issue 35 item 1): its owner schedules them on the company's clock; each is posted to
 * the timeline and told to the team when it falls due. Plain forms: no JavaScript needed.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser({ request, context });
  const id = incidentIdOf(request);
  if (!id) throw new Response("Not found", { status: 404 });
  const api = await apiClient({ request, context });
  const [incident, injects] = await Promise.all([
    api.get(`/incident/${id}`),
    api.get(`/incident/${id}/injects`),
  ]);
  if (!incident.ok || !injects.ok) throw new Response("Not found", { status: 404 });
  return {
    incident: {
      id: incident.data.id,
      type: incident.data.type,
      title: incident.data.title ?? `Untitled ${incident.data.type.toLowerCase()}`,
      status: incident.data.status,
      exerciseType: incident.data.exerciseType,
    },
    ...injects.data,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser({ request, context });
  const id = incidentIdOf(request);
  const ctx = await actionContext({ request, context }, paths.exerciseInjects(id));
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
