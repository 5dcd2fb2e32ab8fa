import type PDFDocument from "pdfkit";
import { formatMad } from "~/domains/bcp/model";
import {
  type Column,
  ensureSpace,
  FONT,
  facts,
  INK,
  MUTED,
  newPdf,
  PAGE,
  paragraph,
  subheading,
  table,
  titleBand,
} from "~/domains/bcp/pdf-layout.server";
import {
  PROCESS_STATE_COLOURS,
  PROCESS_STATES,
  type ProcessState,
  timeToBreachLabel,
} from "~/domains/bcp/recovery-state";
import { ANSWERED_LABELS, answeredLine, TALLY_LABELS } from "~/domains/incident-messages/model";
import { EXERCISE_LABEL, markExercise } from "~/domains/incidents/model";
import { SERVICE_CLOCK_COLOURS } from "~/domains/resilience/model";
import { companyDates } from "~/shared/dates";
import { incidentTitle } from "~/shared/names";
import { countOf } from "~/shared/plural";
import type { SituationReport } from "./model";
import { peopleAccountedLine } from "./people-accounted";
import { moreLine, personLine, planHeadcountLine, SITREP_TALLY_KEYS, sitesLine, teamLine } from "./situation";

type Doc = InstanceType<typeof PDFDocument>;
const OVERDUE = "#b91c1c";

/**
 * A clock table's third and fourth columns: the state (its cells in the state's colour), then the time to the
 * breach, red once breached.
 */
const clockColumns = <S extends string>(
  colours: Record<S, { hex: string }>,
  stateWidth: number,
  breach: { header: string; width: number },
): Column[] => [
  { header: "State", width: stateWidth, colour: (r) => colours[r[2] as S]?.hex },
  { ...breach, colour: (r) => (r[2] === "Breached" ? OVERDUE : undefined) },
];

/**
 * The situation report as one A4 page (PDFKit and the embedded DejaVu font, as the plan PDF): a leadership
 * brief, not the whole record. A long incident flows onto a second page rather than losing rows.
 */
export function drawSituationReport(report: SituationReport): Promise<Uint8Array> {
  const dates = companyDates(report.dates);
  // An exercise's report says so in its title, its metadata and its band (it may be printed and passed on).
  const title = markExercise(
    incidentTitle(report.incident.title, report.incident.type),
    report.incident.exerciseType,
  );
  const { doc, done } = newPdf({ Title: `Situation report: ${title}`, Subject: "Situation report" });
  const width = PAGE.width - PAGE.margin * 2;

  // The whole title, however long (leadership reads it first): the band grows with it.
  titleBand(doc, {
    kicker: `${report.incident.exerciseType ? `${EXERCISE_LABEL} · ` : ""}SITUATION REPORT · ${report.incident.type.toUpperCase()}`,
    title,
    subtitle: `${report.incident.status}${report.incident.impact ? ` · ${report.incident.impact} impact` : ""} · as at ${dates.dateTime(report.at)}`,
  });

  // What the response lacks, and who needs help, come before anything else, in red.
  for (const gap of report.gaps) alertLine(doc, gap);
  if (report.messages?.needHelp.total) {
    if (report.gaps.length) doc.moveDown(0.3);
    alertLine(doc, `Need help (${report.messages.needHelp.total})`);
    namedPeople(doc, report.messages.needHelp, OVERDUE);
  }
  if (report.gaps.length || report.messages?.needHelp.total) doc.moveDown(0.4);

  facts(doc, [
    ["Alert", dates.dateTime(report.incident.alertDate)],
    ["Locations", report.incident.locations.join(", ")],
    ["Response coordinator", report.incident.coordinator ?? "Not set"],
    ["Response team", teamLine(report.incident.team)],
    ["Active plans", report.plans.join(", ") || "None"],
  ]);

  subheading(doc, "What is hit");
  facts(doc, [
    ["Sites", report.hit ? sitesLine(report.hit.sites) : "Not shown"],
    ["People impacted", report.hit ? String(report.hit.people) : "Not shown"],
    ["Processes activated", String(report.processes.length)],
  ]);

  subheading(doc, "Processes");
  statesLine(doc, report.states);
  const now = new Date(report.at);
  table(
    doc,
    [
      ["Process", 2.3],
      ["Plan", 2],
      ...clockColumns(PROCESS_STATE_COLOURS, 1.2, { header: "Time to breach", width: 2.5 }),
      ["MAD", 1],
      ["Headcount", 1.5],
      {
        header: "Next status check",
        width: 2.3,
        colour: (r) => (r[6].endsWith("overdue") ? OVERDUE : undefined),
      },
    ],
    report.processes.map((p) => [
      p.name,
      p.bcpName,
      p.state,
      p.state === "Recovered" ? "—" : timeToBreachLabel(p.breachAt, now),
      p.mad,
      `${p.headcountAvailable ?? "—"} / ${p.headcountRequired ?? "—"}`,
      p.nextCheckAt ? `${dates.dateTime(p.nextCheckAt)}${p.checkOverdue ? " overdue" : ""}` : "—",
    ]),
    "No plan activated yet",
  );

  if (report.services?.length) {
    subheading(doc, "Important business services");
    table(
      doc,
      [
        ["Service", 3],
        ["Tolerance", 1.5],
        ...clockColumns(SERVICE_CLOCK_COLOURS, 1.5, { header: "Time to tolerance breach", width: 3.2 }),
        ["Processes", 3.5],
      ],
      report.services.map((c) => [
        c.service.name,
        formatMad(c.tolerance, c.toleranceUnit),
        c.state,
        c.breachedAt
          ? `Breached at ${dates.dateTime(c.breachedAt)}`
          : c.running
            ? timeToBreachLabel(c.breachAt, now)
            : "—",
        c.processes.join(", "),
      ]),
      "",
    );
  }

  subheading(doc, "Actions and owners");
  if (report.actions === null) paragraph(doc, "Not shown", { muted: true });
  else
    table(
      doc,
      [
        ["Action", 4],
        ["Owner", 2],
        { header: "Due", width: 2.2, colour: (r) => (r[3].endsWith("overdue") ? OVERDUE : undefined) },
        { header: "Status", width: 2.6, colour: (r) => (r[3].endsWith("overdue") ? OVERDUE : undefined) },
      ],
      report.actions.map((a) => [
        a.title,
        a.ownerName ?? "No owner",
        a.dueAt ? dates.dateTime(a.dueAt) : "—",
        a.overdue ? `${a.status} · overdue` : a.status,
      ]),
      "No response action yet",
    );

  subheading(doc, "People accounted for");
  facts(doc, [
    ["Plan headcount", report.planHeadcount ? planHeadcountLine(report.planHeadcount) : "Not shown"],
    ["Accounted for", report.peopleAccounted ? peopleAccountedLine(report.peopleAccounted) : "Not shown"],
    [ANSWERED_LABELS.title, report.peopleAnswered ? answeredLine(report.peopleAnswered) : "Not shown"],
  ]);

  subheading(doc, "Messages");
  if (report.messages === null) paragraph(doc, "Not shown", { muted: true });
  else if (report.messages.messages.length === 0) paragraph(doc, "No message sent yet.", { muted: true });
  else {
    table(
      doc,
      [
        ["Message", 4],
        ...SITREP_TALLY_KEYS.map((k) => ({
          header: TALLY_LABELS[k],
          width: 1.2,
          colour: k === "help" ? (r: string[]) => (r[4] !== "0" ? OVERDUE : undefined) : undefined,
        })),
      ],
      report.messages.messages.map((m) => [
        `${m.subject} · ${dates.dateTime(m.sentAt)}`,
        ...SITREP_TALLY_KEYS.map((k) => String(m.tally[k])),
      ]),
    );
    const { messages, total, noAnswer } = report.messages;
    if (total > messages.length)
      paragraph(doc, `The latest ${messages.length} of ${countOf(total, "message")}.`, { muted: true });
    doc
      .font(FONT.bold)
      .fontSize(9.5)
      .fillColor(INK)
      .text(`No answer (${noAnswer.total})`, PAGE.margin, doc.y, { width });
    if (noAnswer.total) namedPeople(doc, noAnswer, INK);
    else paragraph(doc, "Everyone messaged has answered.", { muted: true });
  }

  subheading(doc, "Next status check");
  if (report.nextCheck) {
    doc
      .font(FONT.bold)
      .fontSize(9.5)
      .fillColor(report.nextCheck.overdue ? OVERDUE : INK)
      .text(
        `${dates.dateTime(report.nextCheck.at)}${report.nextCheck.overdue ? " (overdue)" : ""}`,
        PAGE.margin,
        doc.y,
        { width },
      );
  } else paragraph(doc, "None scheduled", { muted: true });

  doc
    .font(FONT.regular)
    .fontSize(7.5)
    .fillColor(MUTED)
    .text(`Printed from Keel · ${dates.dateTime(report.at)}`, PAGE.margin, doc.y + 10, { width });
  doc.end();
  return done;
}

/** "Not reported 1 · On track 2 · At risk 1 · Breached 0 · Recovered 0", each word in its state's colour. */
function statesLine(doc: Doc, states: Record<ProcessState, number>) {
  doc.font(FONT.bold).fontSize(9.5);
  const y = doc.y;
  let x = PAGE.margin;
  PROCESS_STATES.forEach((state, i) => {
    const text = `${i > 0 ? "  ·  " : ""}${state} ${states[state]}`;
    doc
      .fillColor(states[state] ? PROCESS_STATE_COLOURS[state].hex : MUTED)
      .text(text, x, y, { lineBreak: false });
    x += doc.widthOfString(text);
  });
  doc.x = PAGE.margin;
  doc.y = y + 16;
}

/** One line in bold red: a gap in the response, or the heading over the people who need help. */
function alertLine(doc: Doc, text: string) {
  ensureSpace(doc, 16);
  doc
    .font(FONT.bold)
    .fontSize(10)
    .fillColor(OVERDUE)
    .text(text, PAGE.margin, doc.y, { width: PAGE.width - PAGE.margin * 2 });
}

/** People by name with phone and site, one a line; a cut list says how many more. */
function namedPeople(
  doc: Doc,
  list: { total: number; people: { name: string; phone: string | null; site: string | null }[] },
  colour: string,
) {
  const lines = list.people.map(personLine);
  const more = moreLine(list.people.length, list.total);
  for (const line of more ? [...lines, more] : lines) {
    ensureSpace(doc, 14);
    doc
      .font(FONT.regular)
      .fontSize(9.5)
      .fillColor(colour)
      .text(line, PAGE.margin + 10, doc.y, { width: PAGE.width - PAGE.margin * 2 - 10 });
  }
  doc.moveDown(0.3);
}
