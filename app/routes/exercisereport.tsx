import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { EVIDENCE_LABELS } from "~/domains/evidence/model";
import { REPORT_LABELS as L } from "~/domains/exercises/model";
import { KeptVersionNotice } from "~/features/evidence/kept-versions";
import { ExerciseReportView, ReportLinks } from "~/features/exercises/exercise-report";
import { ExerciseBanner, exercisePageTitle } from "~/features/incidents/exercise-banner";
import { paths } from "~/paths";
import { DatesProvider } from "~/ui/dates";
import { apiClient } from "~/web/api.server";
import { requireUser } from "~/web/auth.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: `${L.title}${data?.kept ? ` · ${exercisePageTitle(data.kept.content.incident.title, data.kept.content.incident.exerciseType)}` : ""} · Keel`,
  },
];

/**
 * An exercise's post-exercise report exactly as it was kept (issue 35 items 2 and 6): the newest, or the version
 * asked for. Outside the app's layout, so the page prints as the report alone; the PDF says the same.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser({ request, context });
  const url = new URL(request.url);
  const id = url.searchParams.get("incident_id");
  if (!id) throw new Response("Not found", { status: 404 });
  const api = await apiClient({ request, context });
  const panel = await api.get(`/incident/${id}/exercise-report`);
  if (!panel.ok) throw new Response("Not found", { status: 404 });
  const versionId = url.searchParams.get("versionId") ?? panel.data.versions[0]?.id;
  if (!versionId) return { incidentId: id, kept: null };
  const kept = await api.get(`/incident/${id}/exercise-report/version`, { versionId });
  if (!kept.ok) throw new Response("Not found", { status: 404 });
  return { incidentId: id, kept: kept.data };
}

export default function ExerciseReportPage() {
  const { incidentId, kept } = useLoaderData<typeof loader>();
  if (!kept)
    return (
      <main className="mx-auto min-w-0 max-w-5xl p-4 sm:p-8">
        <h1 className="mb-4 text-2xl font-semibold">{L.title}</h1>
        <p className="card mb-4">{L.notYet}</p>
        <ReportLinks incidentId={incidentId} pdfHref={null} />
      </main>
    );
  const report = kept.content;
  return (
    // The company's date format and time zone as they were when the report was kept.
    <DatesProvider settings={report.dates}>
      <main className="mx-auto min-w-0 max-w-5xl p-4 sm:p-8 print:p-0">
        <ExerciseBanner exerciseType={report.incident.exerciseType} />
        <p className="text-sm font-semibold uppercase tracking-wide text-gray-600">
          {L.title} · {report.incident.exerciseType}
        </p>
        <h1 className="mb-4 break-words text-2xl font-semibold">{report.incident.title}</h1>
        <ReportLinks incidentId={incidentId} pdfHref={paths.exerciseReportPdf(incidentId, kept.id)} />
        <KeptVersionNotice version={kept} byLabel={L.keptBy} atLabel={L.keptAt} />
        <ExerciseReportView report={report} />
        <p className="mt-6 text-xs text-gray-500">{EVIDENCE_LABELS.keptNotice}</p>
      </main>
    </DatesProvider>
  );
}
