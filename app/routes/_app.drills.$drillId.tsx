import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { DRILL_LABELS, DRILL_SUBJECT, ROSTER_BACK_LABELS } from "~/domains/drills/model";
import { scorecardLoader } from "~/features/drills/drills.server";
import { ScorecardView } from "~/features/drills/scorecard-view";
import { paths } from "~/paths";
import { PageHeader } from "~/ui/page";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${DRILL_LABELS.scorecard} · ${data?.card.drill.rosterName ?? "Drill"} · Keel` },
];

export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  scorecardLoader({ request, context, params });

/** A drill's scorecard: who answered, on which channel, and who could not be reached. */
export default function DrillScorecard() {
  const { card, back, mayStart } = useLoaderData<typeof loader>();
  return (
    <section>
      <PageHeader
        title={`${DRILL_LABELS.scorecard}: ${card.drill.rosterName}`}
        actions={
          <>
            <Link to={back} className="btn-secondary no-underline">
              {ROSTER_BACK_LABELS[card.drill.rosterKind]}
            </Link>
            {mayStart ? (
              <Link
                to={paths.newDrill(card.drill.rosterKind, card.drill.rosterId)}
                className="btn-secondary no-underline"
              >
                {DRILL_LABELS.start}
              </Link>
            ) : null}
          </>
        }
      >
        {DRILL_SUBJECT}
      </PageHeader>
      <ScorecardView card={card} />
    </section>
  );
}
