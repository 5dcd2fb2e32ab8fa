import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { inWords } from "~/domains/bcp/audit-labels";
import { BCP_MESSAGES } from "~/domains/bcp/model";
import { FieldSheet } from "~/features/bcp/field-sheet";
import { PlanHeader } from "~/features/bcp/plan-parts";
import { PlanReadView } from "~/features/bcp/read-view";
import { KeptVersionNotice } from "~/features/evidence/kept-versions";
import { paths } from "~/paths";
import { DatesProvider } from "~/ui/dates";
import { apiClient } from "~/web/api.server";
import { requireUser } from "~/web/auth.server";
import { recordOrThrow } from "~/web/page-read.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data ? `${data.content.plan.bcpId} version ${data.version}` : "Approved version"} · Keel` },
];

/**
 * An approved version of a plan, exactly as it was approved (issue 35 item 6): the read view's sections drawn
 * from the kept content. Outside the app's layout, so the page prints as the plan alone.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser({ request, context });
  const url = new URL(request.url);
  const bcpId = url.searchParams.get("bcpId");
  const versionId = url.searchParams.get("versionId");
  if (!bcpId || !versionId) throw new Response(BCP_MESSAGES.dataNotFound, { status: 404 });
  const api = await apiClient({ request, context });
  const version = recordOrThrow(await api.get("/bcp/version", { bcpId, versionId }));
  // A version kept before the audit trail carried its words is worded here; what was kept is not changed.
  const { plan } = version.content;
  const audit = plan.audit.map((a) => ({ ...a, ...inWords(a.action, a.changes) }));
  return { ...version, content: { ...version.content, plan: { ...plan, audit } } };
}

export default function PlanVersion() {
  const kept = useLoaderData<typeof loader>();
  const { plan, analysis, field } = kept.content;
  return (
    // The plan's date format and time zone as they were when it was approved.
    <DatesProvider settings={plan.dates}>
      <main className="mx-auto min-w-0 max-w-5xl p-4 sm:p-8 print:p-0">
        <PlanHeader plan={plan} mode="kept" pdfHref={paths.bcpVersionPdf(plan.id, kept.id)} />
        <KeptVersionNotice version={kept} />
        {field ? <FieldSheet field={field} /> : null}
        <PlanReadView plan={plan} analysis={analysis} />
      </main>
    </DatesProvider>
  );
}
