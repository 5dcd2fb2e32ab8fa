import type PDFDocument from "pdfkit";
import type { ApiDeps, Principal } from "~/api/context.server";
import { can } from "~/domains/access/policy";
import { PROCESS_STATE_COLOURS, type ProcessState, timeToBreachLabel } from "~/domains/bcp/recovery-state";
import { ANALYSIS_PDF } from "~/domains/bcp-analysis/pdf-sections.server";
import { type PlanAnalysis, planAnalysis } from "~/domains/bcp-analysis/plan-analysis.server";
import { type CompanyDates, companyDates } from "~/shared/dates";
import { incidentTitle } from "~/shared/names";
import { auditActionLabel, describeChanges } from "./audit-labels";
import { approvedLine } from "./field-sheet";
import { type FieldSheet, planFieldSheet } from "./field-sheet.server";
import {
  APPROVAL_STATUS_COLOURS,
  APPROVAL_STATUS_LABELS,
  type ApprovalStatus,
  BCP_MESSAGES,
  BCP_STATUS_COLOURS,
  COMPLETION_COLOURS,
  COMPLETION_LABELS,
  type Completion,
  EXPOSURE_LABELS,
  type ExposureLevel,
  FIELD_SHEET_LABELS,
  formatMad,
  IMPACT_COLOURS,
  IMPACT_LABELS,
  PROCESS_STATUS_LABELS,
} from "./model";
import {
  FONT,
  facts,
  footers,
  heading,
  INK,
  MUTED,
  newPdf,
  PAGE,
  PRIMARY,
  paragraph,
  subheading,
  table,
} from "./pdf-layout.server";
import { getPlan, type PlanDetail } from "./plan-view.server";
import { sectionLabel } from "./sections";

type Doc = InstanceType<typeof PDFDocument>;
/** The plan's activations still running, with each process's state (domains/bcp/recovery-state.ts). */
export type PlanActivations = {
  incident: { type: string; title: string | null };
  activatedAt: Date;
  reason: string;
  processes: {
    name: string;
    state: ProcessState;
    breachAt: Parameters<typeof timeToBreachLabel>[0];
    disruptedSince: Date;
    nextCheckAt: Date | null;
    checkOverdue: boolean;
  }[];
}[];
/**
 * The activations live above the plans (the domains' layers, .dependency-cruiser.cjs): they answer at startup
 * (app/backend.server.ts registers it), so the printed plan imports none of them. Unregistered, printing fails.
 */
type ActivationsOfPlan = (deps: ApiDeps, user: Principal, bcpId: string) => Promise<PlanActivations>;
let activationsOfPlan: ActivationsOfPlan = () => {
  throw new Error("No answer to a plan's activations was registered (app/backend.server.ts registers it).");
};
export function registerPlanActivations(answer: ActivationsOfPlan) {
  activationsOfPlan = answer;
}
/** What the printed plan puts first: version, approval, review and each site's field sheet. */
type Ctx = {
  plan: PlanDetail;
  field: FieldSheet | null;
  analysis: PlanAnalysis;
  activations: PlanActivations;
  dates: CompanyDates;
  contents: { label: string; page: number }[];
};

const impactColour = (label: string) =>
  IMPACT_COLOURS[(Object.entries(IMPACT_LABELS).find(([, l]) => l === label)?.[0] ?? "none") as ExposureLevel]
    .hex;
const byLabel = <K extends string>(labels: Record<K, string>, label: string) =>
  (Object.entries(labels) as [K, string][]).find(([, l]) => l === label)?.[0];

/** The whole plan as a PDF: cover, contents, every section in full, approvals, audit trail. */
export async function renderPlanPdf(deps: ApiDeps, user: Principal, bcpId: string) {
  const plan = await getPlan(deps, user, bcpId);
  const analysis = await planAnalysis(deps, user, bcpId);
  // A plan printed while it is active carries its response: each process's state, as every screen shows it.
  const activations = can(user, "activation.read") ? await activationsOfPlan(deps, user, plan.id) : [];
  const field = await planFieldSheet(deps, user, bcpId, { read: { plan, analysis } });
  const bytes = await drawPlan(plan, analysis, deps.now(), activations, field);
  return { bytes, filename: `${plan.bcpId}.pdf` };
}

export function drawPlan(
  plan: PlanDetail,
  analysis: PlanAnalysis,
  now: Date,
  activations: PlanActivations = [],
  field: FieldSheet | null = null,
  /** A kept (approved) version: its line on the cover instead of "Printed …", and its footer. */
  kept?: { cover: string; footer: string },
): Promise<Uint8Array> {
  const { doc, done } = newPdf({ Title: `${plan.bcpId} ${plan.name}`, Subject: "Business continuity plan" });
  const ctx: Ctx = { plan, field, analysis, activations, dates: companyDates(plan.dates), contents: [] };

  cover(doc, ctx, now, kept?.cover);
  doc.addPage(); // the contents, drawn once every section's page is known
  doc.addPage();
  const mark = (label: string, help?: string) => {
    heading(doc, label, help);
    ctx.contents.push({ label, page: doc.bufferedPageRange().start + doc.bufferedPageRange().count });
  };
  if (activations.length > 0) {
    mark("Active Response");
    activeResponse(doc, ctx, now);
  }
  // What a team needs first, on paper: each site's address, when to invoke, the first hour (issue 32 item 7).
  if (field) {
    mark(FIELD_SHEET_LABELS.title);
    fieldSheetPages(doc, field);
    doc.addPage();
  }
  mark("Section Status and Approvals");
  statusAndApprovals(doc, ctx);
  // The executive summary first, as the plan's reader expects; then the sections in the plan's order.
  const ordered = [
    ...plan.sections.filter((s) => s.key === "executiveSummary"),
    ...plan.sections.filter((s) => s.key !== "executiveSummary"),
  ];
  for (const s of ordered) {
    mark(s.label, s.help);
    paragraph(
      doc,
      `Completion: ${s.completionLabel} · Approval: ${s.approval.statusLabel}${s.approval.approver ? ` (${s.approval.approver.name}${s.approval.decidedAt ? `, ${ctx.dates.date(s.approval.decidedAt)}` : ""})` : ""}`,
      { muted: true },
    );
    (CORE[s.key] ?? ANALYSIS_PDF[s.key])?.(doc, ctx.analysis, ctx);
  }
  // The audit trail is for auditors, not the field: an annex on its own pages.
  doc.addPage();
  mark(FIELD_SHEET_LABELS.annex);
  auditTrail(doc, ctx);
  contentsPage(doc, ctx);
  footers(doc, kept?.footer ?? `${plan.bcpId} · ${plan.name}`);
  doc.end();
  return done;
}

function cover(doc: Doc, { plan, dates, field }: Ctx, now: Date, keptLine?: string) {
  doc.rect(0, 0, PAGE.width, 260).fill(PRIMARY);
  doc.font(FONT.regular).fontSize(12).fillColor("#ffffff").text("BUSINESS CONTINUITY PLAN", PAGE.margin, 120);
  doc
    .font(FONT.bold)
    .fontSize(26)
    .text(plan.name, PAGE.margin, 142, { width: PAGE.width - PAGE.margin * 2 });
  doc
    .font(FONT.regular)
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
    ["Created", dates.date(plan.createdAt)],
    ["Last Updated", dates.date(plan.updatedAt)],
    [
      "Approval",
      plan.overall.statusLabel +
        (plan.overall.approver ? ` (${plan.overall.approver.name})` : "") +
        (plan.overall.decidedAt ? `, ${dates.date(plan.overall.decidedAt)}` : ""),
    ],
    ...(field
      ? ([
          [
            FIELD_SHEET_LABELS.version,
            field.version ? String(field.version) : FIELD_SHEET_LABELS.notApproved,
          ],
          [FIELD_SHEET_LABELS.approved, approvedLine(field, dates.date)],
          [FIELD_SHEET_LABELS.nextReview, field.nextReviewAt ? dates.date(field.nextReviewAt) : "—"],
        ] as [string, string][])
      : []),
  ]);
  const y = doc.y + 14;
  doc.roundedRect(PAGE.margin, y, 160, 26, 5).fill(BCP_STATUS_COLOURS[plan.status].hex);
  doc
    .font(FONT.bold)
    .fontSize(11)
    .fillColor("#ffffff")
    .text(plan.statusLabel, PAGE.margin, y + 7, { width: 160, align: "center" });
  doc
    .font(FONT.regular)
    .fontSize(8)
    .fillColor(MUTED)
    .text(keptLine ?? `Printed ${dates.dateTime(now)} from Keel`, PAGE.margin, PAGE.height - 90, {
      width: PAGE.width - PAGE.margin * 2,
    });
}

/** Each site: its address, when to invoke the plan, and the first hour as a numbered checklist. */
function fieldSheetPages(doc: Doc, field: FieldSheet) {
  paragraph(doc, FIELD_SHEET_LABELS.intro, { muted: true });
  if (field.sites.length === 0) return paragraph(doc, FIELD_SHEET_LABELS.noSites, { muted: true });
  for (const site of field.sites) {
    subheading(doc, site.name);
    paragraph(doc, `${FIELD_SHEET_LABELS.address}: ${site.address ?? FIELD_SHEET_LABELS.noAddress}`);
    paragraph(doc, `${FIELD_SHEET_LABELS.invocation}:`, { muted: true });
    for (const line of site.invocation) paragraph(doc, `•  ${line}`);
    paragraph(doc, `${FIELD_SHEET_LABELS.firstHour}:`, { muted: true });
    for (const [i, line] of site.firstHour.entries()) paragraph(doc, `[  ]  ${i + 1}. ${line}`);
  }
}

function contentsPage(doc: Doc, { contents }: Ctx) {
  doc.switchToPage(1);
  doc.x = PAGE.margin;
  doc.y = PAGE.margin;
  heading(doc, "Contents");
  const width = PAGE.width - PAGE.margin * 2;
  for (const entry of contents) {
    const y = doc.y;
    doc
      .font(FONT.regular)
      .fontSize(10.5)
      .fillColor(INK)
      .text(entry.label, PAGE.margin, y, { width: width - 40 });
    doc.text(String(entry.page), PAGE.margin + width - 40, y, { width: 40, align: "right" });
    doc.y = Math.max(doc.y, y + 15);
  }
}

/** Each activation of the plan: its incident, and every process's state and time to breach, in the state's colour. */
function activeResponse(doc: Doc, { activations, dates }: Ctx, now: Date) {
  for (const a of activations) {
    subheading(doc, `${a.incident.type}: ${incidentTitle(a.incident.title)}`);
    paragraph(doc, `Activated ${dates.dateTime(a.activatedAt)} · ${a.reason}`, { muted: true });
    table(
      doc,
      [
        ["Process", 3],
        {
          header: "State",
          width: 1.6,
          colour: (r) => PROCESS_STATE_COLOURS[r[1] as ProcessState]?.hex,
        },
        ["Time to Breach", 2.4],
        ["Disrupted Since", 2.4],
        ["Next Status Check", 2.4],
      ],
      a.processes.map((p) => [
        p.name,
        p.state,
        p.state === "Recovered" ? "—" : timeToBreachLabel(p.breachAt, now),
        dates.dateTime(p.disruptedSince),
        p.nextCheckAt ? `${dates.dateTime(p.nextCheckAt)}${p.checkOverdue ? " (overdue)" : ""}` : "—",
      ]),
    );
  }
}

function statusAndApprovals(doc: Doc, { plan, dates }: Ctx) {
  table(
    doc,
    [
      ["Section", 2.6],
      {
        header: "Completion",
        width: 1.7,
        colour: (r) => COMPLETION_COLOURS[byLabel<Completion>(COMPLETION_LABELS, r[1]) ?? "not_started"].hex,
      },
      {
        header: "Approval",
        width: 1.8,
        colour: (r) => {
          const key = byLabel<ApprovalStatus>(APPROVAL_STATUS_LABELS, r[2]);
          return key ? APPROVAL_STATUS_COLOURS[key].hex : undefined;
        },
      },
      ["Approver", 2],
      ["Decided", 1.6],
      ["Comments", 2.4],
    ],
    [
      ...plan.sections.map((s) => ({ label: s.label, completion: s.completionLabel, a: s.approval })),
      { label: sectionLabel("overall"), completion: "", a: plan.overall },
    ].map(({ label, completion, a }) => [
      label,
      completion,
      a.statusLabel,
      a.approver?.name ?? "",
      dates.date(a.decidedAt),
      a.approveComments ?? "",
    ]),
  );
}

/** The sections of this domain (services, processes, locations, head counts). */
const CORE: Record<string, (doc: Doc, a: PlanAnalysis, ctx: Ctx) => void> = {
  services(doc, _a, { plan }) {
    table(
      doc,
      [
        ["Service", 3],
        ["Description", 5],
        ["Processes", 1.2],
      ],
      plan.services.map((s) => [s.name, s.description, String(s.processes.length)]),
    );
  },
  processes(doc, _a, { plan }) {
    if (plan.services.length === 0) return paragraph(doc, BCP_MESSAGES.dataNotFound, { muted: true });
    for (const service of plan.services) {
      subheading(doc, service.name);
      table(
        doc,
        [
          ["Process", 2.1],
          ["Financial", 1.35],
          ["Legal", 1.05],
          ["Brand", 1.05],
          ["Service", 1.2],
          ["Supply Chain", 1.15],
          { header: "Criticality", width: 1.45, colour: (r) => impactColour(r[6]) },
          ["MAD", 1.05],
          ["Critical / Global Staff", 1.3],
          ["BC Strategy", 1.2],
          ["Status", 1.25],
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
            ["Process", 2],
            ["Consequences of Disruption", 3],
            ["Criticality Explanation", 3],
            ["Justification for No BC Strategy", 2.5],
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
  },
  deliveryLocations(doc, _a, { plan }) {
    const rows = plan.services.flatMap((s) =>
      s.processes.flatMap((p) =>
        p.locations.length === 0
          ? [[p.name, BCP_MESSAGES.noLocations, "", ""]]
          : p.locations.map((l, i) => [i === 0 ? p.name : "", l.siteName, l.city, l.country]),
      ),
    );
    table(
      doc,
      [
        ["Process", 3],
        ["Site", 3],
        ["City", 2],
        ["Country", 2],
      ],
      rows,
    );
  },
  deliveryHeadcount(doc, _a, { plan }) {
    const rows = plan.services.flatMap((s) =>
      s.processes.map((p) => [
        p.name,
        p.locations.map((l) => `${l.siteName}: ${l.headcount ?? "—"}`).join("\n"),
        `${p.totalHeadCount} / ${p.totalGlobalHeadCount}`,
        p.criticalProcessHeadcountAnalysis == null ? "" : String(p.criticalProcessHeadcountAnalysis),
      ]),
    );
    table(
      doc,
      [
        ["Process", 3],
        ["Head Count per Site", 3.5],
        ["Total / Service Head Count", 2],
        ["Critical Headcount", 1.5],
      ],
      rows,
    );
  },
};

function auditTrail(doc: Doc, { plan, dates }: Ctx) {
  table(
    doc,
    [
      ["When", 2.6],
      ["Who", 2],
      ["What", 2.5],
      ["Details", 4.4],
    ],
    plan.audit.map((a) => [
      dates.dateTime(a.at),
      a.actor?.name ?? "",
      auditActionLabel(a.action),
      describeChanges(a.changes, 400, a.action),
    ]),
  );
  doc.fillColor(INK);
}
