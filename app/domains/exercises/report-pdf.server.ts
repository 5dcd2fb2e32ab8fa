import type PDFDocument from "pdfkit";
import {
  type ColumnSpec,
  facts,
  footers,
  heading,
  newPdf,
  paragraph,
  table,
  titleBand,
} from "~/domains/bcp/pdf-layout.server";
import type { KeptVersion } from "~/domains/evidence/keep.server";
import { shortDigest } from "~/domains/evidence/model";
import { EXERCISE_LABEL, markExercise } from "~/domains/incidents/model";
import { companyDates } from "~/shared/dates";
import { REPORT_LABELS as L, rate, responseTime } from "./model";
import type { ExerciseReport } from "./report.server";

type Doc = InstanceType<typeof PDFDocument>;

/** Plain text as paragraphs (a blank line apart), or the muted "not written". */
function text(doc: Doc, value: string) {
  if (!value) return paragraph(doc, L.notWritten, { muted: true });
  for (const block of value.split(/\n{2,}/)) paragraph(doc, block);
}

/**
 * A kept post-exercise report as an A4 PDF in the house style, marked EXERCISE in its band, its metadata and every
 * page's footer, with the version and digest it was kept under.
 */
export function drawExerciseReport(kept: KeptVersion & { content: ExerciseReport }): Promise<Uint8Array> {
  const r = kept.content;
  const dates = companyDates(r.dates);
  const title = markExercise(r.incident.title, r.incident.exerciseType);
  const { doc, done } = newPdf({ Title: `${L.title}: ${title}`, Subject: L.title });
  titleBand(doc, {
    kicker: `${EXERCISE_LABEL} · ${L.title.toUpperCase()} · ${r.incident.exerciseType.toUpperCase()}`,
    title,
    subtitle: `${L.closedAt} ${dates.dateTime(r.closedAt)}`,
  });

  facts(doc, [
    ["Version", `${kept.version}, ${kept.keptBy.name}, ${dates.dateTime(kept.keptAt)}`],
    ["SHA-256", kept.digest],
    ["Response coordinator", r.incident.coordinator ?? "Not set"],
  ]);
  heading(doc, L.scenario);
  text(doc, r.scenario);
  heading(doc, L.objectives);
  text(doc, r.objectives);

  heading(doc, L.participants);
  table(
    doc,
    [
      ["Name", 3],
      [L.role, 3],
    ],
    r.participants.map((p) => [p.name, p.role]),
    L.none,
  );

  heading(doc, L.responseTimes);
  const timeColumns: ColumnSpec[] = [
    [L.messages, 1.2],
    [L.acknowledged, 1.4],
    [L.answered, 1.2],
    [L.medianAck, 1.8],
    [L.medianAnswer, 1.8],
  ];
  const timeCells = (g: ExerciseReport["groups"][number]) => [
    String(g.messages),
    `${g.acknowledged} (${rate(g.acknowledged, g.messages)})`,
    `${g.answered} (${rate(g.answered, g.messages)})`,
    responseTime(g.medianAckMinutes),
    responseTime(g.medianAnswerMinutes),
  ];
  table(
    doc,
    [[L.byGroup, 2.5], ...timeColumns],
    r.groups.map((g) => [g.name, ...timeCells(g)]),
    L.none,
  );
  table(
    doc,
    [[L.byPerson, 2.5], ...timeColumns],
    r.people.map((p) => [`${p.name} (${p.group})`, ...timeCells(p)]),
    L.none,
  );

  heading(doc, L.channels, L.channelNote);
  table(
    doc,
    [
      [L.channel, 2],
      [L.sent, 1],
      [L.reached, 1],
      [L.reachRate, 1.2],
      [L.answered, 1],
      [L.answerRate, 1.2],
    ],
    r.channels.map((c) => [
      c.channel,
      String(c.sent),
      String(c.reached),
      rate(c.reached, c.sent),
      String(c.answered),
      rate(c.answered, c.sent),
    ]),
    L.none,
  );

  heading(doc, L.processes);
  table(
    doc,
    [
      ["Process", 3],
      ["Plan", 3],
      [L.state, 1.5],
      ["MAD", 1.2],
      [L.madUsed, 1.3],
    ],
    r.processes.map((p) => [p.name, p.plan, p.state, p.mad, `${p.madUsedPct}%`]),
    L.none,
  );

  heading(doc, L.actions);
  table(
    doc,
    [
      ["Action", 4],
      [L.owner, 2],
      [L.due, 2],
      [L.status, 1.5],
    ],
    r.actions.map((a) => [a.title, a.owner ?? "No owner", a.dueAt ? dates.dateTime(a.dueAt) : "—", a.status]),
    L.none,
  );
  heading(doc, L.findings);
  table(
    doc,
    [
      ["Finding", 3],
      ["Corrective action", 3],
      [L.owner, 1.8],
      [L.due, 1.5],
      [L.status, 1],
    ],
    r.findings.map((f) => [f.finding, f.action, f.owner, dates.day(f.dueDate), f.status]),
    L.none,
  );

  heading(doc, L.observations);
  text(doc, r.observations);

  heading(doc, L.timeline);
  table(
    doc,
    [
      ["When", 2],
      ["Who", 2],
      ["What", 5],
    ],
    r.timeline.map((t) => [dates.dateTime(t.at), t.who ?? "Keel", t.text]),
    L.none,
  );

  footers(
    doc,
    `${EXERCISE_LABEL} · ${L.title} · version ${kept.version} · SHA-256 ${shortDigest(kept.digest)}`,
  );
  doc.end();
  return done;
}
