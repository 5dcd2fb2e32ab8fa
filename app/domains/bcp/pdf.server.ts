import { DateTime } from "luxon";
import PDFDocument from "pdfkit";
import type { ApiDeps, Principal } from "~/api/context.server";
import { auditActionLabel, describeChanges } from "./audit-labels";
import { EXPOSURE_LABELS, type ExposureLevel, formatMad, IMPACT_COLOURS, IMPACT_LABELS } from "./levels";
import { BCP_MESSAGES } from "./messages";
import {
  facts,
  footers,
  heading,
  INK,
  MUTED,
  PAGE,
  PRIMARY,
  paragraph,
  subheading,
  table,
} from "./pdf-layout.server";
import { getPlan, type PlanDetail } from "./plan-view.server";
import { CORE_SECTION_KEYS } from "./sections";
import {
  APPROVAL_STATUS_COLOURS,
  APPROVAL_STATUSES,
  BCP_STATUS_COLOURS,
  COMPLETION_COLOURS,
  COMPLETION_LABELS,
  PROCESS_STATUS_LABELS,
} from "./statuses";

const date = (iso: string | null) => (iso ? DateTime.fromISO(iso).toUTC().toFormat("LLLL dd, yyyy") : "");
const dateTime = (iso: string) => DateTime.fromISO(iso).toUTC().toFormat("dd/LL/yyyy HH:mm 'UTC'");
const impactColour = (label: string) =>
  IMPACT_COLOURS[(Object.entries(IMPACT_LABELS).find(([, l]) => l === label)?.[0] ?? "none") as ExposureLevel]
    .hex;
const completionColour = (label: string) =>
  Object.entries(COMPLETION_LABELS).find(([, l]) => l === label)?.[0] as
    | keyof typeof COMPLETION_COLOURS
    | undefined;
const approvalColour = (label: string) => {
  const key = APPROVAL_STATUSES.find(
    (s) => label === s.replace("_", " ").toLowerCase() || label === labelOf(s),
  );
  return key ? APPROVAL_STATUS_COLOURS[key].hex : undefined;
};
function labelOf(s: string) {
  return s
    .split("_")
    .map((w) => w[0] + w.slice(1).toLowerCase())
    .join(" ");
}

/** The whole plan as a PDF: cover, executive summary, then each section as tables. */
export async function renderPlanPdf(deps: ApiDeps, user: Principal, bcpId: string) {
  const plan = await getPlan(deps, user, bcpId);
  const bytes = await drawPlan(plan, deps.now());
  return { bytes, filename: `${plan.bcpId}.pdf` };
}

export function drawPlan(plan: PlanDetail, now: Date): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: "A4",
    margin: PAGE.margin,
    bufferPages: true,
    info: { Title: `${plan.bcpId} ${plan.name}`, Author: "Keel", Subject: "Business continuity plan" },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on("error", reject);
  });

  cover(doc, plan, now);
  doc.addPage();
  executiveSummary(doc, plan);
  services(doc, plan);
  processes(doc, plan);
  locations(doc, plan);
  otherSections(doc, plan);
  auditTrail(doc, plan);
  footers(doc, `${plan.bcpId} · ${plan.name}`);
  doc.end();
  return done;
}

type Doc = InstanceType<typeof PDFDocument>;

function cover(doc: Doc, plan: PlanDetail, now: Date) {
  doc.rect(0, 0, PAGE.width, 260).fill(PRIMARY);
  doc.font("Helvetica").fontSize(12).fillColor("#ffffff").text("BUSINESS CONTINUITY PLAN", PAGE.margin, 120);
  doc
    .font("Helvetica-Bold")
    .fontSize(28)
    .text(plan.name, PAGE.margin, 142, { width: PAGE.width - PAGE.margin * 2 });
  doc
    .font("Helvetica")
    .fontSize(13)
    .text(plan.bcpId, PAGE.margin, doc.y + 6);
  doc.y = 300;
  doc.x = PAGE.margin;
  facts(doc, [
    ["Business Unit", plan.businessUnit ?? ""],
    ["Sub Business Unit", plan.subBusinessUnit ?? ""],
    ["Department", plan.department ?? ""],
    ["BCP Lead", plan.bcLead ?? ""],
    ["Assigned To", plan.assignee ?? ""],
    ["Created", date(plan.createdAt)],
    ["Last Updated", date(plan.updatedAt)],
    [
      "Approval",
      plan.overall.statusLabel + (plan.overall.approver ? ` (${plan.overall.approver.name})` : ""),
    ],
  ]);
  const y = doc.y + 14;
  doc.roundedRect(PAGE.margin, y, 160, 26, 5).fill(BCP_STATUS_COLOURS[plan.status].hex);
  doc
    .font("Helvetica-Bold")
    .fontSize(11)
    .fillColor("#ffffff")
    .text(plan.statusLabel, PAGE.margin, y + 8, {
      width: 160,
      align: "center",
    });
  doc
    .font("Helvetica")
    .fontSize(8)
    .fillColor(MUTED)
    .text(
      `Printed ${DateTime.fromJSDate(now).toUTC().toFormat("LLLL dd, yyyy HH:mm 'UTC'")} from Keel`,
      PAGE.margin,
      PAGE.height - 90,
    );
}

function executiveSummary(doc: Doc, plan: PlanDetail) {
  heading(doc, "Executive Summary");
  const processes = plan.services.flatMap((s) => s.processes);
  const critical = processes.filter((p) => p.criticalityLevel === "high");
  const sites = new Set(processes.flatMap((p) => p.locations.map((l) => l.siteName)));
  const headcount = processes.reduce((sum, p) => sum + p.totalGlobalHeadCount, 0);
  paragraph(
    doc,
    `${plan.name} covers ${plan.services.length} service${plan.services.length === 1 ? "" : "s"} and ${processes.length} process${processes.length === 1 ? "" : "es"} of ${plan.businessUnit ?? "the business unit"}${plan.subBusinessUnit ? ` / ${plan.subBusinessUnit}` : ""}, delivered from ${sites.size} location${sites.size === 1 ? "" : "s"} by a global head count of ${headcount}. ${critical.length} process${critical.length === 1 ? " is" : "es are"} of high criticality.`,
  );
  subheading(doc, "Section completion and approval");
  table(
    doc,
    [
      { header: "Section", width: 3 },
      {
        header: "Completion",
        width: 2,
        colour: (r) => COMPLETION_COLOURS[completionColour(r[1]) ?? "not_started"].hex,
      },
      { header: "Approval", width: 2, colour: (r) => approvalColour(r[2]) },
      { header: "Approver", width: 2.5 },
    ],
    plan.sections.map((s) => [
      s.label,
      s.completionLabel,
      s.approval.statusLabel,
      s.approval.approver?.name ?? "",
    ]),
  );
  if (critical.length > 0) {
    subheading(doc, "High-criticality processes");
    table(
      doc,
      [
        { header: "Process", width: 3 },
        { header: "Service", width: 2.5 },
        { header: "MAD", width: 1.3 },
        { header: "Critical Headcount", width: 1.4 },
      ],
      critical.map((p) => [
        p.name,
        plan.services.find((s) => s.id === p.bcpServiceId)?.name ?? "",
        formatMad(p.mad, p.madDuration),
        String(p.criticalProcessHeadcountAnalysis ?? ""),
      ]),
    );
  }
}

function sectionHelp(plan: PlanDetail, key: string) {
  const s = plan.sections.find((x) => x.key === key)!;
  return { label: s.label, help: `${s.help}  —  ${s.completionLabel}, ${s.approval.statusLabel}` };
}

function services(doc: Doc, plan: PlanDetail) {
  const { label, help } = sectionHelp(plan, "services");
  heading(doc, label, help);
  table(
    doc,
    [
      { header: "Service", width: 3 },
      { header: "Description", width: 5 },
      { header: "Processes", width: 1.2 },
    ],
    plan.services.map((s) => [s.name, s.description, String(s.processes.length)]),
  );
}

function processes(doc: Doc, plan: PlanDetail) {
  const { label, help } = sectionHelp(plan, "processes");
  heading(doc, label, help);
  for (const service of plan.services) {
    subheading(doc, service.name);
    table(
      doc,
      [
        { header: "Process", width: 2.3 },
        { header: "Financial", width: 1.3 },
        { header: "Legal", width: 1.05 },
        { header: "Brand", width: 1.05 },
        { header: "Service", width: 1.15 },
        { header: "Supply Chain", width: 1.15 },
        { header: "Criticality", width: 1.4, colour: (r) => impactColour(r[6]) },
        { header: "MAD", width: 1.1 },
        { header: "Critical / Global Staff", width: 1.35 },
        { header: "BC Strategy", width: 1.3 },
        { header: "Status", width: 1.2 },
      ],
      service.processes.map((p) => [
        p.name,
        EXPOSURE_LABELS[p.financialExposure],
        EXPOSURE_LABELS[p.legalExposure],
        EXPOSURE_LABELS[p.customerBrandOrReputationExposure],
        EXPOSURE_LABELS[p.qualityServiceLevel],
        EXPOSURE_LABELS[p.supplyChainExposure],
        IMPACT_LABELS[p.criticalityLevel],
        formatMad(p.mad, p.madDuration),
        `${p.criticalProcessHeadcountAnalysis ?? "—"} / ${p.totalGlobalHeadCount}`,
        p.isBCStrategyRequired ? "Yes" : "No",
        PROCESS_STATUS_LABELS[p.status],
      ]),
    );
    const explained = service.processes.filter(
      (p) => p.consequencesOfDisruption || p.criticalityLevelExplanation || p.justificationForNoBCStrategy,
    );
    if (explained.length > 0) {
      table(
        doc,
        [
          { header: "Process", width: 2 },
          { header: "Consequences of Disruption", width: 3 },
          { header: "Criticality Explanation", width: 3 },
          { header: "Justification for No BC Strategy", width: 2.5 },
        ],
        explained.map((p) => [
          p.name,
          p.consequencesOfDisruption,
          p.criticalityLevelExplanation,
          p.justificationForNoBCStrategy,
        ]),
      );
    }
  }
  if (plan.services.length === 0) paragraph(doc, BCP_MESSAGES.dataNotFound, { muted: true });
}

function locations(doc: Doc, plan: PlanDetail) {
  const loc = sectionHelp(plan, "deliveryLocations");
  const hc = sectionHelp(plan, "deliveryHeadcount");
  heading(doc, `${loc.label} and ${hc.label}`, `${loc.help}\n${hc.help}`);
  const rows = plan.services.flatMap((s) =>
    s.processes.flatMap((p) =>
      p.locations.length === 0
        ? [[p.name, BCP_MESSAGES.noLocations, "", "", "", `${p.totalHeadCount} / ${p.totalGlobalHeadCount}`]]
        : p.locations.map((l, i) => [
            i === 0 ? p.name : "",
            l.siteName,
            l.city,
            l.country,
            l.headcount == null ? "" : String(l.headcount),
            i === 0 ? `${p.totalHeadCount} / ${p.totalGlobalHeadCount}` : "",
          ]),
    ),
  );
  table(
    doc,
    [
      { header: "Process", width: 2.6 },
      { header: "Site", width: 2.4 },
      { header: "City", width: 1.5 },
      { header: "Country", width: 1.5 },
      { header: "Head Count", width: 1 },
      { header: "Total / Service Head Count", width: 1.6 },
    ],
    rows,
  );
}

function otherSections(doc: Doc, plan: PlanDetail) {
  const others = plan.sections.filter((s) => !CORE_SECTION_KEYS.includes(s.key));
  heading(doc, "Analysis Sections");
  table(
    doc,
    [
      { header: "Section", width: 2.5 },
      { header: "What it holds", width: 6 },
      { header: "Completion", width: 1.5 },
    ],
    others.map((s) => [s.label, s.help, s.completionLabel]),
  );
}

function auditTrail(doc: Doc, plan: PlanDetail) {
  heading(doc, "Audit Trail");
  table(
    doc,
    [
      { header: "When", width: 2 },
      { header: "Who", width: 2 },
      { header: "What", width: 2 },
      { header: "Details", width: 5 },
    ],
    plan.audit.map((a) => [
      dateTime(a.at),
      a.actor?.name ?? "",
      auditActionLabel(a.action),
      describeChanges(a.changes),
    ]),
  );
  doc.fillColor(INK);
}
