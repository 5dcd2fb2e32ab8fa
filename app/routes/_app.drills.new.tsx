import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { DRILL_LABELS, ROSTER_BACK_LABELS, ROSTER_KIND_LABELS } from "~/domains/drills/model";
import { DrillSummary } from "~/features/drills/drill-parts";
import { newDrillAction, newDrillLoader } from "~/features/drills/drills.server";
import { StartDrillForm } from "~/features/drills/start-form";
import { PageHeader } from "~/ui/page";
import { lastResultFor } from "~/web/form-failure";

export const meta: MetaFunction = () => [{ title: `${DRILL_LABELS.start} · Keel` }];

export const loader = ({ request, context }: LoaderFunctionArgs) => newDrillLoader({ request, context });
export const action = ({ request, context }: ActionFunctionArgs) => newDrillAction({ request, context });

/** Start or schedule a drill of one roster, for those who may edit it. */
export default function NewDrill() {
  const { rosterKind, rosterId, rosterName, back, recent } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const rosterLabel = `${ROSTER_KIND_LABELS[rosterKind]} (${rosterName})`;
  return (
    <section className="max-w-2xl">
      <PageHeader
        title={DRILL_LABELS.start}
        actions={
          <Link to={back} className="btn-secondary no-underline">
            {ROSTER_BACK_LABELS[rosterKind]}
          </Link>
        }
      >
        {rosterLabel}
      </PageHeader>
      <StartDrillForm
        rosterKind={rosterKind}
        rosterId={rosterId}
        rosterLabel={rosterLabel}
        lastResult={lastResultFor(data, "start")}
      />
      {recent.length ? (
        <>
          <h2 className="mb-2 mt-6 font-medium">Recent drills of this roster</h2>
          <ul className="space-y-1">
            {recent.map((d) => (
              <li key={d.id}>
                <DrillSummary drill={d} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
