import { and, asc, eq } from "drizzle-orm";
import type { ApiDeps, Principal } from "~/api/context.server";
import { conflict, notFound } from "~/api/errors.server";
import { can } from "~/domains/access/policy";
import { impactedAssets } from "~/domains/assets/impact-schema.server";
import { assets } from "~/domains/assets/schema.server";
import { bcpProcesses, bcps } from "~/domains/bcp/schema.server";
import { dateSettingsOf } from "~/domains/companies/dates.server";
import { userNameColumns, users } from "~/domains/companies/users-schema.server";
import { keepVersion, keptVersion, keptVersionsOf } from "~/domains/evidence/keep.server";
import { bcpActivationProcesses, bcpActivations } from "~/domains/incidents/activation-schema.server";
import { changeIncident, findIncident } from "~/domains/incidents/records.server";
import { responseActions } from "~/domains/incidents/schema.server";
import { businessServiceClocks, businessServices } from "~/domains/resilience/schema.server";
import { EditConflict, editVersionsOf, recordEdit } from "~/platform/concurrency/versions.server";
import type { Db, Tx } from "~/platform/db/client.server";
import { readAll } from "~/platform/db/read-all.server";
import { type CompanyDates, companyDates } from "~/shared/dates";
import { displayName, incidentTitle } from "~/shared/names";
import { countOf } from "~/shared/plural";
import { richTextPlain } from "~/shared/sanitize.server";
import { presentDeadline } from "./deadline-view.server";
import { CRITERION_LABELS, RESULT_LABELS, regimeOf, reportRuleOf } from "./model";
import { REPORT_FIELD_LABELS, REPORT_FIELDS, REPORT_MESSAGES, type ReportFields } from "./report-fields";
import { incidentClassifications, incidentReportDeadlines, incidentReportDrafts } from "./schema.server";
import type { ReportDraftInput } from "./validation";

type Conn = Db | Tx;
type Incident = Awaited<ReturnType<typeof findIncident>>;
type DeadlineRow = typeof incidentReportDeadlines.$inferSelect;

const lines = (rows: string[], none = "None recorded.") => (rows.length ? rows.join("\n") : none);

/**
 * A report's fields filled from what Keel knows of the incident (issue 34 item 4): its times, classification,
 * the important business services and processes hit, the sites and people in its area, the actions taken and the
 * contact point (the response coordinator, else whoever opens the draft). Text the firm edits before sending.
 */
export async function prefillReport(db: Conn, user: Principal, incident: Incident, dates: CompanyDates) {
  const [classification] = await db
    .select()
    .from(incidentClassifications)
    .where(eq(incidentClassifications.incidentId, incident.id));
  const services = await db
    .select({
      name: businessServices.name,
      served: businessServices.served,
      since: businessServiceClocks.disruptedSince,
      breachedAt: businessServiceClocks.breachedAt,
    })
    .from(businessServiceClocks)
    .innerJoin(businessServices, eq(businessServices.id, businessServiceClocks.serviceId))
    .where(eq(businessServiceClocks.incidentId, incident.id))
    .orderBy(asc(businessServices.name));
  const processes = await db
    .select({ name: bcpProcesses.name, plan: bcps.name, since: bcpActivationProcesses.disruptedSince })
    .from(bcpActivationProcesses)
    .innerJoin(bcpActivations, eq(bcpActivations.id, bcpActivationProcesses.activationId))
    .innerJoin(bcpProcesses, eq(bcpProcesses.id, bcpActivationProcesses.processId))
    .innerJoin(bcps, eq(bcps.id, bcpActivations.bcpId))
    .where(eq(bcpActivations.incidentId, incident.id))
    .orderBy(asc(bcps.name), asc(bcpProcesses.name));
  const hit = await db
    .select({ site: assets.name, city: assets.city, personId: impactedAssets.personId })
    .from(impactedAssets)
    .leftJoin(assets, eq(assets.id, impactedAssets.assetId))
    .where(and(eq(impactedAssets.incidentId, incident.id), eq(impactedAssets.companyId, incident.companyId)));
  const actions = await db
    .select({ title: responseActions.title, status: responseActions.status })
    .from(responseActions)
    .where(eq(responseActions.incidentId, incident.id))
    .orderBy(asc(responseActions.createdAt));
  const [coordinator] = incident.responseCoordinatorId
    ? await db.select().from(users).where(eq(users.id, incident.responseCoordinatorId))
    : [];
  const contact = coordinator ?? user;
  const sites = hit.filter((h) => h.site);
  const people = hit.filter((h) => h.personId).length;
  const fields: ReportFields = {
    incident: `${incident.type}: ${incidentTitle(incident.title)}`,
    // The incident's description is rich text: a report field is plain text, a paragraph or bullet a line.
    description: richTextPlain(incident.description ?? ""),
    detectedAt: dates.dateTime(incident.alertDate ?? incident.publishedAt ?? incident.createdAt),
    awareAt: classification ? dates.dateTime(classification.awareAt) : "",
    classifiedAt: classification ? dates.dateTime(classification.classifiedAt) : "",
    classification: classification
      ? [
          `${RESULT_LABELS[classification.result]} (${classification.regimes.join(", ") || "no regime"})`,
          ...classification.criteria.map((c) => `- ${CRITERION_LABELS[c] ?? c}`),
          classification.reason,
        ].join("\n")
      : "",
    servicesAffected: lines(
      services.map(
        (s) =>
          `${s.name}: disrupted since ${dates.dateTime(s.since)}${s.breachedAt ? `, impact tolerance breached ${dates.dateTime(s.breachedAt)}` : ""}`,
      ),
    ),
    processesAffected: lines(
      processes.map((p) => `${p.name} (${p.plan}): disrupted since ${dates.dateTime(p.since)}`),
    ),
    sitesAffected: lines(sites.map((s) => [s.site, s.city].filter(Boolean).join(", "))),
    peopleAffected: `${countOf(people, "person", "people")} in the incident's area.`,
    clientsAffected: lines(
      [...new Set(services.map((s) => s.served))].map(
        (served) => `Served by the services affected: ${served}`,
      ),
      "",
    ),
    actionsTaken: lines(actions.map((a) => `${a.title} (${a.status})`)),
    contactPoint: `${displayName(contact)} <${contact.email}>`,
  };
  return fields;
}

/** The deadline row of an incident the user may read, or 404 (another company's, another incident's). */
async function deadlineOf(db: Conn, incident: Incident, deadlineId: string) {
  const [row] = await db
    .select()
    .from(incidentReportDeadlines)
    .where(
      and(
        eq(incidentReportDeadlines.id, deadlineId),
        eq(incidentReportDeadlines.incidentId, incident.id),
        eq(incidentReportDeadlines.companyId, incident.companyId),
      ),
    );
  if (!row) throw notFound();
  return row;
}

/** The draft's fields: as saved, or prefilled from the incident until first saved. */
async function fieldsOf(
  db: Conn,
  user: Principal,
  incident: Incident,
  deadline: DeadlineRow,
  dates: CompanyDates,
) {
  const [draft] = await db
    .select()
    .from(incidentReportDrafts)
    .where(eq(incidentReportDrafts.deadlineId, deadline.id));
  if (draft) return { fields: { ...emptyFields(), ...draft.fields }, savedAt: draft.updatedAt };
  return { fields: await prefillReport(db, user, incident, dates), savedAt: null };
}
/** A report draft's part of its incident's edit versions (one per report owed). */
const draftPart = (deadlineId: string) => `report:${deadlineId}`;

const emptyFields = () => Object.fromEntries(REPORT_FIELDS.map((f) => [f, ""])) as ReportFields;

/**
 * GET /incident/{id}/reports/{deadlineId}: one report's draft (or, once sent, the version kept when it was sent),
 * its deadline and its sent versions.
 */
export async function reportDraft(deps: ApiDeps, user: Principal, incidentId: string, deadlineId: string) {
  const incident = await findIncident(deps.db, user, incidentId);
  const deadline = await deadlineOf(deps.db, incident, deadlineId);
  const dates = companyDates(await dateSettingsOf(deps.db, incident.companyId));
  const [sent, versions] = await readAll(deps.db, [
    () => keptVersionsOf(deps.db, incident.companyId, "regulator_report", deadline.id),
    () => editVersionsOf(deps.db, "incident", incident.id),
  ]);
  const { fields, savedAt } = sent.length
    ? {
        fields: (await sentContent(deps.db, incident.companyId, deadline.id, sent[0].id)).fields,
        savedAt: null,
      }
    : await fieldsOf(deps.db, user, incident, deadline, dates);
  return {
    incident: { id: incident.id, type: incident.type, title: incident.title },
    deadline: presentDeadline(deadline, deps.now()),
    fields,
    savedAt,
    sentVersions: sent,
    canEdit: can(user, "incident.manage") && !deadline.sentAt,
    editVersion: versions[draftPart(deadline.id)] ?? 0,
  };
}

async function sentContent(db: Conn, companyId: string, deadlineId: string, versionId: string) {
  const kept = await keptVersion(db, companyId, "regulator_report", deadlineId, versionId);
  return kept.content as SentReport;
}

/** PUT /incident/{id}/reports/{deadlineId}: saves the draft's fields; a report already sent is refused. */
export async function saveReportDraft(
  deps: ApiDeps,
  user: Principal,
  incidentId: string,
  deadlineId: string,
  input: ReportDraftInput,
) {
  return changeIncident(deps, user, incidentId, async (tx, incident, now) => {
    const deadline = await deadlineOf(tx, incident, deadlineId);
    if (deadline.sentAt) throw conflict(REPORT_MESSAGES.alreadySent);
    // Two people on one draft: a save from a version someone has saved over since is refused, not silently lost.
    const editVersion = await recordEdit(
      tx,
      user,
      { entity: "incident", entityId: incident.id, part: draftPart(deadline.id) },
      now,
    ).catch(async (e) => {
      if (!(e instanceof EditConflict)) throw e;
      throw conflict(await draftChangedMessage(tx, incident, deadline.id));
    });
    const values = { fields: input, updatedById: user.id, updatedAt: now };
    await tx
      .insert(incidentReportDrafts)
      .values({ companyId: incident.companyId, incidentId: incident.id, deadlineId: deadline.id, ...values })
      .onConflictDoUpdate({ target: incidentReportDrafts.deadlineId, set: values });
    return { id: deadline.id, savedAt: now.toISOString(), editVersion };
  });
}

/** Who saved the draft last and when, in the company's dates. */
async function draftChangedMessage(db: Conn, incident: Incident, deadlineId: string) {
  const [row] = await db
    .select({
      at: incidentReportDrafts.updatedAt,
      ...userNameColumns,
    })
    .from(incidentReportDrafts)
    .leftJoin(users, eq(users.id, incidentReportDrafts.updatedById))
    .where(eq(incidentReportDrafts.deadlineId, deadlineId));
  const dates = companyDates(await dateSettingsOf(db, incident.companyId));
  return REPORT_MESSAGES.draftChanged(
    row?.email
      ? displayName({ firstName: row.firstName, lastName: row.lastName, email: row.email })
      : "someone else",
    row ? dates.dateTime(row.at) : "",
  );
}

/** What is kept when a report is sent: the report's identity, when, to whom and its reference, and its fields. */
export type SentReport = {
  format: number;
  incident: { id: string; title: string | null };
  regime: string;
  report: string;
  label: string;
  authority: string;
  sentAt: string;
  reference: string;
  fields: ReportFields;
};

/**
 * Keeps the report as sent (in the caller's transaction, the one recording it as sent): the draft's fields, or the
 * prefilled ones when it was never saved, with the sender, the time and the authority's reference.
 */
export async function keepSentReport(
  tx: Tx,
  user: Principal,
  incident: Incident,
  deadline: DeadlineRow,
  sent: { sentAt: Date; reference: string; now: Date },
) {
  const dates = companyDates(await dateSettingsOf(tx, incident.companyId));
  const { fields } = await fieldsOf(tx, user, incident, deadline, dates);
  const rule = reportRuleOf(deadline.regime, deadline.report);
  const content: SentReport = {
    format: 1,
    incident: { id: incident.id, title: incident.title },
    regime: deadline.regime,
    report: deadline.report,
    label: rule?.label ?? deadline.report,
    authority: regimeOf(deadline.regime)?.authority ?? "",
    sentAt: sent.sentAt.toISOString(),
    reference: sent.reference,
    fields,
  };
  return keepVersion(tx, {
    companyId: incident.companyId,
    kind: "regulator_report",
    subjectId: deadline.id,
    title: `${deadline.regime} ${content.label}: ${incidentTitle(incident.title)}`,
    keptBy: { id: user.id, name: displayName(user) },
    keptAt: sent.now,
    content,
  });
}

/** The report as its export carries it: the draft (or the sent version) with its deadline. */
export async function reportExport(deps: ApiDeps, user: Principal, incidentId: string, deadlineId: string) {
  const view = await reportDraft(deps, user, incidentId, deadlineId);
  const sent = view.sentVersions[0] ?? null;
  return {
    incident: view.incident,
    regime: view.deadline.regime,
    report: view.deadline.report,
    label: view.deadline.label,
    authority: view.deadline.authority,
    dueAt: view.deadline.dueAt?.toISOString() ?? null,
    sentAt: view.deadline.sentAt?.toISOString() ?? null,
    reference: view.deadline.reference,
    sentVersion: sent ? { version: sent.version, digest: sent.digest, keptBy: sent.keptBy.name } : null,
    fields: view.fields,
  };
}
export type ReportExportContent = Awaited<ReturnType<typeof reportExport>>;

/** The report as CSV: one row per field (field, label, value), RFC 4180 quoting. */
export function reportCsv(report: ReportExportContent) {
  const quote = (v: string) => `"${v.replace(/"/g, '""')}"`;
  const rows = [
    ["field", "label", "value"],
    ["regime", "Regime", report.regime],
    ["report", "Report", report.label],
    ["authority", "Authority", report.authority],
    ["dueAt", "Due at", report.dueAt ?? ""],
    ["sentAt", "Sent at", report.sentAt ?? ""],
    ["reference", "Reference", report.reference ?? ""],
    ...REPORT_FIELDS.map((f) => [f, REPORT_FIELD_LABELS[f], report.fields[f] ?? ""]),
  ];
  return `${rows.map((r) => r.map(quote).join(",")).join("\r\n")}\r\n`;
}
