import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { can } from "~/domains/access/policy";
import { CALENDAR_LABELS } from "~/domains/calendar/model";
import { PROGRAMME_LABELS as L } from "~/domains/exercises/model";
import { paths } from "~/paths";
import { useDates } from "~/ui/dates";
import { PageHeader } from "~/ui/page";
import { StatusBadge } from "~/ui/status-badge";
import { apiClient } from "~/web/api.server";
import { requirePermission } from "~/web/auth.server";

export const meta: MetaFunction = () => [{ title: `${L.title} · Keel` }];

/** The exercise programme (issue 35 item 4): coverage of critical processes, and each plan's last and next exercise. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requirePermission({ request, context }, "bcp.read");
  const api = await apiClient({ request, context });
  const res = await api.get("/exercise-programme");
  if (!res.ok) throw new Response(res.error.message, { status: res.status });
  // The company's programme calendar link is managed by those who manage the company.
  return { ...res.data, mayManageFeed: can(user, "company.manage") };
}

export default function ExerciseProgramme() {
  const { plans, managementPlans, coverage, mayManageFeed, cadenceMonths } = useLoaderData<typeof loader>();
  const { date } = useDates();
  return (
    <section>
      <PageHeader
        title={L.title}
        actions={
          mayManageFeed ? (
            <Link to={paths.programmeCalendar} className="btn-secondary">
              {CALENDAR_LABELS.programmeLink}
            </Link>
          ) : null
        }
      >
        <span data-testid="exercise-cadence">{L.cadence(cadenceMonths)}</span>
        {/* The cadence is a company setting, changed where the company's other settings are. */}
        {mayManageFeed ? (
          <>
            {" "}
            <Link to={paths.company}>{L.cadenceSetting}</Link>
          </>
        ) : null}
      </PageHeader>
      <div className="mb-6 grid gap-4 sm:grid-cols-2">
        {coverage.map((c) => (
          <div key={c.months} className="card" data-testid={`coverage-${c.months}`}>
            <p className="text-sm text-gray-600">{L.coverage(c.months)}</p>
            <p className="text-2xl font-semibold">
              {c.exercised} / {c.total}
            </p>
          </div>
        ))}
      </div>
      <ul className="space-y-3">
        {plans.map((p) => (
          <li key={p.id} className="card" data-testid="programme-plan">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <Link to={paths.viewBcp(p.id)} className="font-medium">
                {p.number} · {p.name}
              </Link>
              {p.overdue ? (
                <StatusBadge kind="exercise-overdue" colour="bg-red-100 text-red-800">
                  {L.overdue}
                </StatusBadge>
              ) : null}
            </div>
            <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
              <dt className="text-gray-600">{L.lastExercise}</dt>
              <dd>
                {p.lastExercise ? (
                  <>
                    <Link to={paths.afterAction(p.lastExercise.incidentId)}>{p.lastExercise.title}</Link> (
                    {p.lastExercise.exerciseType}, {date(p.lastExercise.at)})
                  </>
                ) : (
                  L.never
                )}
              </dd>
              {p.result ? (
                <>
                  <dt className="text-gray-600">{L.result}</dt>
                  <dd>{p.result}</dd>
                </>
              ) : null}
              <dt className="text-gray-600">{L.nextDue}</dt>
              <dd>{date(p.nextDue)}</dd>
            </dl>
          </li>
        ))}
      </ul>
      {managementPlans.length ? (
        <section aria-labelledby="programme-management-plans" className="mt-8">
          <h2 id="programme-management-plans" className="text-lg font-semibold">
            {L.managementPlans}
          </h2>
          <p className="mb-3 text-sm text-gray-600">{L.managementPlansIntro}</p>
          <ul className="space-y-3">
            {managementPlans.map((p) => (
              <li key={p.id} className="card" data-testid="programme-management-plan">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <Link to={paths.managementPlan(p.id)} className="font-medium">
                    {p.code} · {p.name}
                  </Link>
                  {p.overdue ? (
                    <StatusBadge kind="exercise-overdue" colour="bg-red-100 text-red-800">
                      {L.overdue}
                    </StatusBadge>
                  ) : null}
                </div>
                <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
                  <dt className="text-gray-600">{L.lastExercise}</dt>
                  <dd>
                    {p.lastExercise
                      ? `${p.lastExercise.scenario} (${p.lastExercise.exerciseType}, ${date(p.lastExercise.at)})`
                      : L.never}
                  </dd>
                  {p.result ? (
                    <>
                      <dt className="text-gray-600">{L.result}</dt>
                      <dd>{p.result}</dd>
                    </>
                  ) : null}
                  <dt className="text-gray-600">{L.nextDue}</dt>
                  <dd>{date(p.nextDue)}</dd>
                </dl>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}
