import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DRILL_LABELS } from "~/domains/drills/model";
import { DrillList } from "~/features/drills/drill-list";
import { drillsLoader } from "~/features/drills/drills.server";
import { PageHeader } from "~/ui/page";

export const meta: MetaFunction = () => [{ title: `${DRILL_LABELS.title} · Keel` }];

export const loader = ({ request, context }: LoaderFunctionArgs) => drillsLoader({ request, context });

/** The company's reachability drills (issue 36 item 5), each with its result and scorecard. */
export default function Drills() {
  const { drills } = useLoaderData<typeof loader>();
  return (
    <section>
      <PageHeader title={DRILL_LABELS.title}>
        Short tests that ask a roster to acknowledge, so you know who can be reached before an incident.
      </PageHeader>
      <DrillList drills={drills} />
    </section>
  );
}
