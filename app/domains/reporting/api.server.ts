import { z } from "zod";
import { endpoint } from "~/api/endpoint.server";
import {
  classificationAnswer,
  classifiedAnswer,
  openDeadlineAnswer,
  reportDraftAnswer,
  reportDraftSavedAnswer,
  reportSentAnswer,
} from "./answers";
import { openReportDeadlines } from "./clock.server";
import { reportCsv, reportDraft, reportExport, saveReportDraft } from "./drafts.server";
import { REPORT_EXPORTS } from "./report-fields";
import { renderReportPdf } from "./report-pdf.server";
import * as service from "./service.server";
import { classificationSchema, reportDraftSchema, reportSentSchema } from "./validation";

const idParams = z.object({ id: z.uuid() });
const reportParams = z.object({ id: z.uuid(), deadlineId: z.uuid() });
const EXPORT_TYPES = { pdf: "application/pdf", json: "application/json", csv: "text/csv" } as const;
const tag = "Incident classification and reporting";

export const reportingEndpoints = [
  endpoint({
    method: "get",
    path: "/incidentReports/due",
    tag,
    summary: "Reports due (not yet sent) in the company's open incidents, the soonest deadline first",
    permission: "incident.read",
    answer: z.array(openDeadlineAnswer),
    handler: ({ deps, user }) => openReportDeadlines(deps, user),
  }),
  endpoint({
    method: "get",
    path: "/incident/{id}/classification",
    tag,
    summary: "An incident's classification (null until classified) and its regulators' report deadlines",
    permission: "incident.read",
    params: idParams,
    answer: classificationAnswer,
    handler: ({ deps, user, params }) => service.classificationOf(deps, user, params.id),
  }),
  endpoint({
    method: "put",
    path: "/incident/{id}/classification",
    tag,
    summary:
      "Classify (or reclassify) an incident: awareness and classification times, DORA criteria, result and reason, regimes; a major incident starts the reporting clocks",
    permission: "incident.manage",
    params: idParams,
    body: classificationSchema,
    answer: classifiedAnswer,
    handler: ({ deps, user, params, body }) => service.classifyIncident(deps, user, params.id, body),
  }),
  endpoint({
    method: "post",
    path: "/incident/{id}/reports/sent",
    tag,
    summary: "Record a report as sent (time and the authority's reference): its deadline is met or late",
    permission: "incident.manage",
    params: idParams,
    body: reportSentSchema,
    answer: reportSentAnswer,
    handler: ({ deps, user, params, body }) => service.recordReportSent(deps, user, params.id, body),
  }),
  endpoint({
    method: "get",
    path: "/incident/{id}/reports/{deadlineId}",
    tag,
    summary:
      "A report's draft, prefilled from the incident until saved (once sent: the version kept when it was sent), with its deadline and sent versions",
    permission: "incident.read",
    params: reportParams,
    answer: reportDraftAnswer,
    handler: ({ deps, user, params }) => reportDraft(deps, user, params.id, params.deadlineId),
  }),
  endpoint({
    method: "put",
    path: "/incident/{id}/reports/{deadlineId}",
    tag,
    summary: "Save a report's draft (refused once the report is recorded as sent)",
    permission: "incident.manage",
    params: reportParams,
    body: reportDraftSchema,
    answer: reportDraftSavedAnswer,
    handler: ({ deps, user, params, body }) =>
      saveReportDraft(deps, user, params.id, params.deadlineId, body),
  }),
  ...REPORT_EXPORTS.map((format) =>
    endpoint({
      method: "get",
      path: `/incident/{id}/reports/{deadlineId}/${format}`,
      tag,
      summary: `A report (its draft, or its sent version) as ${format.toUpperCase()}`,
      permission: "incident.read",
      params: reportParams,
      produces: EXPORT_TYPES[format],
      handler: async ({ deps, user, params }) => {
        if (format === "pdf") {
          const { bytes, filename } = await renderReportPdf(deps, user, params.id, params.deadlineId);
          return download(Buffer.from(bytes), EXPORT_TYPES.pdf, filename);
        }
        const report = await reportExport(deps, user, params.id, params.deadlineId);
        const filename = `${report.regime}-${report.report}.${format}`;
        return format === "json"
          ? download(JSON.stringify(report, null, 2), EXPORT_TYPES.json, filename)
          : download(reportCsv(report), EXPORT_TYPES.csv, filename);
      },
    }),
  ),
];

/** A download: the export's bytes with its media type and file name. */
function download(body: BodyInit, type: string, filename: string) {
  return new Response(body, {
    headers: {
      "content-type": type === "text/csv" ? "text/csv; charset=utf-8" : type,
      "content-disposition": `attachment; filename="${filename}"`,
      "cache-control": "no-store",
    },
  });
}
