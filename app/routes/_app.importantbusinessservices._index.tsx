import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { can } from "~/domains/access/policy";
import { SERVICE_LABELS as L } from "~/domains/resilience/model";
import { SELF_ASSESSMENT_LABELS } from "~/domains/resilience/self-assessment-model";
import { ToleranceSummary } from "~/features/resilience/tolerance";
import { paths } from "~/paths";
import { useDates } from "~/ui/dates";
import { PageHeader } from "~/ui/page";
import { requirePermission } from "~/web/auth.server";
import { readOrThrow } from "~/web/page-read.server";

export const meta: MetaFunction = () => [{ title: `${L.register} · Keel` }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requirePermission({ request, context }, "businessService.read");
  const services = await readOrThrow({ request, context }, "/businessService/all");
  return { services, canManage: can(user, "businessService.manage") };
}

/** The register of important business services: each with its tolerance and the MAD-within-tolerance check. */
export default function BusinessServices() {
  const { services, canManage } = useLoaderData<typeof loader>();
  const dates = useDates();
  return (
    <section>
      <PageHeader
        title={L.register}
        actions={
          <>
            <Link to={paths.selfAssessment()} className="btn-secondary no-underline">
              {SELF_ASSESSMENT_LABELS.open}
            </Link>
            {canManage ? (
              <Link to={paths.newBusinessService} className="btn-primary no-underline">
                New service
              </Link>
            ) : null}
          </>
        }
      >
        Services the company delivers to users outside it, the disruption each can tolerate, and the processes
        each relies on.
      </PageHeader>
      {services.length === 0 ? <p className="card text-gray-600">Data Not Found</p> : null}
      <ul className="space-y-3">
        {services.map((s) => (
          <li key={s.id} className="card">
            <h2 className="text-lg font-semibold">
              <Link to={paths.businessService(s.id)}>{s.name}</Link>
            </h2>
            <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
              <div>
                <dt className="inline text-gray-500">{L.served}: </dt>
                <dd className="inline">{s.served}</dd>
              </div>
              <div>
                <dt className="inline text-gray-500">{L.owner}: </dt>
                <dd className="inline">{s.owner?.name ?? "—"}</dd>
              </div>
              <div>
                <dt className="inline text-gray-500">Impact tolerance: </dt>
                <dd className="inline">
                  <ToleranceSummary service={s} />
                </dd>
              </div>
              <div>
                <dt className="inline text-gray-500">{L.boardApprovedOn}: </dt>
                <dd className="inline">{s.boardApprovedOn ? dates.day(s.boardApprovedOn) : "Not yet"}</dd>
              </div>
            </dl>
            <p className="mt-2 text-sm" data-testid="tolerance-check">
              {s.processCount} {s.processCount === 1 ? "process" : "processes"} mapped
              {s.outsideTolerance ? (
                <strong className="text-red-700">
                  {" "}
                  · {s.outsideTolerance} with a MAD longer than the tolerance
                </strong>
              ) : s.processCount ? (
                <span className="text-green-800"> · every MAD within the tolerance</span>
              ) : null}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
