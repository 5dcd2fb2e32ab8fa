import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { can } from "~/domains/access/policy";
import { EVIDENCE_LABELS as E } from "~/domains/evidence/model";
import { SELF_ASSESSMENT_LABELS as L } from "~/domains/resilience/self-assessment-model";
import { KeptVersionNotice, KeptVersionsList } from "~/features/evidence/kept-versions";
import { ApproveSelfAssessment, SelfAssessmentDocument } from "~/features/resilience/self-assessment";
import { selfAssessmentAction } from "~/features/resilience/self-assessment-action.server";
import { VulnerabilityForms } from "~/features/resilience/vulnerabilities";
import { paths } from "~/paths";
import { PageHeader } from "~/ui/page";
import { apiClient } from "~/web/api.server";
import { requirePermission } from "~/web/auth.server";
import { lastResultFor } from "~/web/form-failure";

export const meta: MetaFunction = () => [{ title: `${L.title} · Keel` }];

/**
 * The self-assessment (issue 34 item 5): as it stands, generated from the register, with the approval form; or,
 * with ?versionId=, an approved version exactly as it was kept. Every approved version is listed with its digest.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requirePermission({ request, context }, "businessService.read");
  const versionId = new URL(request.url).searchParams.get("versionId");
  const api = await apiClient({ request, context });
  const canApprove = can(user, "businessService.manage");
  // Who may approve keeps the vulnerabilities (on the self-assessment as it stands, not on a kept version).
  const keeps = canApprove && !versionId;
  const [versions, kept, current, vulnerabilities, services] = await Promise.all([
    api.get("/selfAssessment/versions"),
    versionId ? api.get("/selfAssessment/version", { versionId }) : null,
    versionId ? null : api.get("/selfAssessment"),
    keeps ? api.get("/selfAssessment/vulnerabilities") : null,
    keeps ? api.get("/businessService/all") : null,
  ]);
  if (!versions.ok) throw new Response(versions.error.message, { status: versions.status });
  if (kept && !kept.ok)
    throw new Response(kept.error.message, { status: kept.status === 400 ? 404 : kept.status });
  if (current && !current.ok) throw new Response(current.error.message, { status: current.status });
  return {
    versions: versions.data,
    kept: kept?.ok ? kept.data : null,
    current: current?.ok ? current.data : null,
    canApprove,
    vulnerabilities: vulnerabilities?.ok ? vulnerabilities.data : null,
    services: services?.ok ? services.data.map(({ id, name }) => ({ id, name })) : [],
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requirePermission({ request, context }, "businessService.manage");
  return selfAssessmentAction({ request, context });
}

export default function SelfAssessment() {
  const { versions, kept, current, canApprove, vulnerabilities, services } = useLoaderData<typeof loader>();
  const lastResult = lastResultFor(useActionData<typeof action>(), "approve");
  const doc = kept?.content ?? current;
  return (
    <article className="min-w-0">
      <PageHeader
        title={doc ? `${L.title}: ${doc.company}` : L.title}
        actions={
          <a href={paths.selfAssessmentPdf(kept?.id)} className="btn-secondary no-underline print:hidden">
            {L.download}
          </a>
        }
      >
        {kept ? null : L.current}
      </PageHeader>
      {kept ? (
        <>
          <p className="mb-2 text-sm print:hidden">
            <a href={paths.selfAssessment()}>{L.title} as it stands</a>
          </p>
          <KeptVersionNotice version={kept} />
        </>
      ) : null}
      <KeptVersionsList
        heading={E.approvedVersions}
        versions={versions}
        href={(v) => paths.selfAssessment(v.id)}
      />
      {doc ? <SelfAssessmentDocument doc={doc} /> : null}
      {vulnerabilities ? <VulnerabilityForms rows={vulnerabilities} services={services} /> : null}
      {!kept && canApprove ? <ApproveSelfAssessment lastResult={lastResult} /> : null}
    </article>
  );
}
