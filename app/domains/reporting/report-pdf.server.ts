import type { ApiDeps, Principal } from "~/api/context.server";
import {
  documentTitle,
  facts,
  footers,
  heading,
  newPdf,
  paragraph,
  subheading,
} from "~/domains/bcp/pdf-layout.server";
import { dateSettingsOf } from "~/domains/companies/dates.server";
import { companyDates } from "~/shared/dates";
import { incidentTitle } from "~/shared/names";
import { reportExport } from "./drafts.server";
import { REPORT_FIELD_LABELS, REPORT_FIELDS } from "./report-fields";

/**
 * A regulator report as a PDF (the plans' pdfkit layout): what it is, to whom, its deadline and reference, then
 * each field. A sent report prints its kept version, named with its digest.
 */
export async function renderReportPdf(
  deps: ApiDeps,
  user: Principal,
  incidentId: string,
  deadlineId: string,
) {
  const report = await reportExport(deps, user, incidentId, deadlineId);
  const dates = companyDates(await dateSettingsOf(deps.db, user.companyId));
  const { doc, done } = newPdf({ Title: `${report.regime} ${report.label}`, Subject: "Regulator report" });
  documentTitle(doc, `${report.regime} · ${report.label}`, 18);
  paragraph(doc, `${report.incident.type}: ${incidentTitle(report.incident.title)}`, { muted: true });
  facts(doc, [
    ["To", report.authority],
    ["Due", report.dueAt ? dates.dateTime(report.dueAt) : ""],
    ["Sent", report.sentAt ? dates.dateTime(report.sentAt) : "Not sent (draft)"],
    ["Reference", report.reference ?? ""],
    [
      "Kept version",
      report.sentVersion
        ? `${report.sentVersion.version}, sent by ${report.sentVersion.keptBy}, SHA-256 ${report.sentVersion.digest}`
        : "",
    ],
  ]);
  heading(doc, "Report");
  for (const f of REPORT_FIELDS) {
    subheading(doc, REPORT_FIELD_LABELS[f]);
    paragraph(doc, report.fields[f] || "—");
  }
  footers(doc, `${report.regime} ${report.label} · ${report.sentAt ? "sent" : "draft"}`);
  doc.end();
  return { bytes: await done, filename: `${report.regime}-${report.report}.pdf` };
}
