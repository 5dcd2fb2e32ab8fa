import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { can } from "~/domains/access/policy";
import { CALENDAR_LABELS } from "~/domains/calendar/model";
import { PROGRAMME_LABELS as L } from "~/domains/exercises/model";
import { CriticalProcesses } from "~/features/exercises/critical-processes";
import { ProgrammeCard } from "~/features/exercises/programme-card";
import { paths } from "~/paths";
import { useDates } from "~/ui/dates";
import { PageHeader } from "~/ui/page";
import { requirePermission } from "~/web/auth.server";
import { readOrThrow } from "~/web/page-read.server";

export const meta: MetaFunction = () => [{ title: `${L.title} · Keel` }];

/** The exercise programme (issue 35 item 4): coverage of critical processes, and each plan's last and next exercise. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requirePermission({ request, context }, "bcp.read");
  const programme = await readOrThrow({ request, context }, "/exercise-programme");
  // The company's programme calendar link is managed by those who manage the company.
  return { ...programme, mayManageFeed: can(user, "company.manage") };
}

export default function ExerciseProgramme() {
  const { plans, managementPlans, coverage, criticalProcesses, at, mayManageFeed, cadenceMonths } =
    useLoaderData<typeof loader>();
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
      <CriticalProcesses processes={criticalProcesses} at={at} />
      <ul className="space-y-3">
        {plans.map((p) => (
          <ProgrammeCard
            key={p.id}
            testId="programme-plan"
            to={paths.viewBcp(p.id)}
            name={`${p.number} · ${p.name}`}
            overdue={p.overdue}
            lastExercise={
              p.lastExercise ? (
                <>
                  <Link to={paths.afterAction(p.lastExercise.incidentId)}>{p.lastExercise.title}</Link> (
                  {p.lastExercise.exerciseType}, {date(p.lastExercise.at)})
                </>
              ) : null
            }
            result={p.result}
            nextDue={p.nextDue}
          />
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
              <ProgrammeCard
                key={p.id}
                testId="programme-management-plan"
                to={paths.managementPlan(p.id)}
                name={`${p.code} · ${p.name}`}
                overdue={p.overdue}
                lastExercise={
                  p.lastExercise
                    ? `${p.lastExercise.scenario} (${p.lastExercise.exerciseType}, ${date(p.lastExercise.at)})`
                    : null
                }
                result={p.result}
                nextDue={p.nextDue}
              />
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}
