import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { REGISTER_KIND_LABELS, REGISTER_KINDS } from "~/domains/registers/model";
import { acknowledgeGapIntent } from "~/features/registers/acknowledge-gap.server";
import { ACKNOWLEDGE_GAP_INTENT, RecoveryGaps } from "~/features/registers/recovery-gaps";
import { paths } from "~/paths";
import { PageHeader } from "~/ui/page";
import { apiClient } from "~/web/api.server";
import { requireUser } from "~/web/auth.server";
import { actionContext, runIntents } from "~/web/form-action.server";

export const meta: MetaFunction = () => [{ title: "Registers · Keel" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser({ request, context });
  const api = await apiClient({ request, context });
  // One short page of each register: its count (capped at 10,000) is what this page shows.
  const [pages, gaps] = await Promise.all([
    Promise.all(REGISTER_KINDS.map((kind) => api.get("/registerEntry/all", { kind, pageSize: 1 }))),
    api.get("/registerEntry/recoveryGaps"),
  ]);
  const refused = pages.find((p) => !p.ok);
  if (refused && !refused.ok) throw new Response(refused.error.message, { status: refused.status });
  return {
    gaps: gaps.ok ? gaps.data : [],
    registers: REGISTER_KINDS.map((kind, i) => {
      const res = pages[i];
      return {
        kind,
        total: res.ok ? res.body.page.total : 0,
        capped: res.ok ? res.body.page.totalCapped : false,
      };
    }),
  };
}

/** A recovery gap acknowledged from the company-wide list. */
export async function action(args: ActionFunctionArgs) {
  await requireUser(args);
  return runIntents(await actionContext(args, paths.registers), {
    [ACKNOWLEDGE_GAP_INTENT]: acknowledgeGapIntent,
  });
}

/** The registers under the plans: what processes depend on, each kept once for the company. */
export default function Registers() {
  const { registers, gaps } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <section>
      <PageHeader
        title="Registers"
        actions={
          <>
            <Link to={paths.singlePointsOfFailure} className="btn-secondary">
              Single points of failure
            </Link>
            <Link to={paths.doraRegister} className="btn-secondary">
              DORA register of information
            </Link>
            <Link to={paths.dependencyTypes} className="btn-secondary">
              Dependency types
            </Link>
          </>
        }
      >
        What the processes of the plans depend on, kept once for the company.
      </PageHeader>
      <RecoveryGaps gaps={gaps} showPlan actionData={actionData} />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {registers.map(({ kind, total, capped }) => {
          const labels = REGISTER_KIND_LABELS[kind];
          return (
            <li key={kind} className="card">
              <h2 className="font-medium">
                <Link to={paths.register(labels.segment)}>{labels.title}</Link>
              </h2>
              <p className="mt-1 text-sm text-gray-600">{labels.description}</p>
              <p className="mt-2 text-sm" data-testid={`register-count-${kind}`}>
                {total.toLocaleString("en")}
                {capped ? "+" : ""} {total === 1 ? "entry" : "entries"}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
