import type { SituationReport } from "~/domains/activation/model";
import { peopleAccountedLine } from "~/domains/activation/people-accounted";
import {
  moreLine,
  planHeadcountLine,
  SITREP_TALLY_KEYS,
  sitesLine,
  teamLine,
} from "~/domains/activation/situation";
import { formatMad } from "~/domains/bcp/model";
import { PROCESS_STATE_COLOURS, PROCESS_STATES, timeToBreachLabel } from "~/domains/bcp/recovery-state";
import { ANSWERED_LABELS, answeredLine, TALLY_LABELS } from "~/domains/incident-messages/model";
import { EXERCISE_LABEL, markExercise } from "~/domains/incidents/model";
import { SERVICE_CLOCK_COLOURS, SERVICE_CLOCK_HELP } from "~/domains/resilience/model";
import { companyDates } from "~/shared/dates";
import { incidentTitle } from "~/shared/names";
import { countOf } from "~/shared/plural";
import { StatusBadge } from "~/ui/status-badge";
import { StackedCell, StackedTable } from "~/ui/table";
import { OverdueBadge, StateBadge } from "./badges";

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="w-44 shrink-0 font-medium text-gray-600 print:w-36">{label}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

/** People to call, each with a tap-to-call phone and their site; a cut list says how many more. */
function NamedPeople({
  list,
  testId,
}: {
  list: NonNullable<SituationReport["messages"]>["needHelp"];
  testId?: string;
}) {
  return (
    <ul className="mt-1 space-y-0.5" data-testid={testId}>
      {list.people.map((p) => (
        <li key={`${p.name}|${p.phone}|${p.site}`}>
          <span className="font-medium">{p.name}</span> ·{" "}
          {p.phone ? <a href={`tel:${p.phone.replace(/[^\d+]/g, "")}`}>{p.phone}</a> : "no phone"}
          {p.site ? ` · ${p.site}` : ""}
        </li>
      ))}
      {list.total > list.people.length ? <li>{moreLine(list.people.length, list.total)}</li> : null}
    </ul>
  );
}

/**
 * The one-page situation report (issue 22, item 5): what is hit, each process's state and time to breach,
 * actions and owners, people accounted for, the next status check. On screen at the top of Analysis; printed,
 * it is the whole page (the charts are left out), sized to one A4 sheet for a typical incident.
 */
/** The look of the report's table headings. */
const SITREP_HEAD = { className: "text-xs text-gray-600", cellClassName: "py-1 pr-2" };
/** A report table's cell: as tight as its heading (the printout is one sheet). */
const CELL = "py-1 pl-0 pr-2";
const PROCESS_COLUMNS = ["Process", "Plan", "State", "Time to breach", "MAD", "Next status check"];
const ACTION_COLUMNS = ["Action", "Owner", "Due", "Status"];

export function SituationReportView({ report }: { report: SituationReport }) {
  const dates = companyDates(report.dates);
  const now = new Date(report.at);
  // Printed and passed on, an exercise's report still says it is one (as its PDF does).
  const title = markExercise(
    incidentTitle(report.incident.title, report.incident.type),
    report.incident.exerciseType,
  );
  return (
    <section
      aria-labelledby="sitrep-title"
      className="mb-8 rounded-lg border border-gray-200 p-4 text-sm print:mb-0 print:border-0 print:p-0 print:text-[9pt] print:leading-snug"
      data-testid="situation-report"
    >
      <p className="text-xs uppercase tracking-wide text-gray-600">
        {report.incident.exerciseType ? `${EXERCISE_LABEL} · ` : ""}Situation report · {report.incident.type}
      </p>
      <h2 id="sitrep-title" className="text-xl font-semibold">
        {title}
      </h2>
      <p className="text-gray-700">
        {report.incident.status}
        {report.incident.impact ? ` · ${report.incident.impact} impact` : ""} · as at{" "}
        {dates.dateTime(report.at)}
      </p>
      {report.gaps.length ? (
        <ul
          className="mt-3 rounded border border-red-300 bg-red-50 p-2 font-semibold text-red-800"
          aria-label="Gaps"
          data-testid="sitrep-gaps"
        >
          {report.gaps.map((g) => (
            <li key={g}>{g}</li>
          ))}
        </ul>
      ) : null}
      {report.messages?.needHelp.total ? (
        <div className="mt-3 rounded border border-red-300 p-2 text-red-800" data-testid="sitrep-need-help">
          <h3 className="font-semibold">Need help ({report.messages.needHelp.total})</h3>
          <NamedPeople list={report.messages.needHelp} />
        </div>
      ) : null}
      <dl className="mt-3 space-y-1">
        <Fact label="Alert">{dates.dateTime(report.incident.alertDate) || "—"}</Fact>
        <Fact label="Locations">{report.incident.locations.join(", ") || "—"}</Fact>
        <Fact label="Response coordinator">{report.incident.coordinator ?? "Not set"}</Fact>
        <Fact label="Response team">{teamLine(report.incident.team)}</Fact>
        <Fact label="Active plans">{report.plans.join(", ") || "None"}</Fact>
      </dl>

      <h3 className="mt-4 font-semibold">What is hit</h3>
      <dl className="mt-1 space-y-1">
        <Fact label="Sites">{report.hit ? sitesLine(report.hit.sites) : "Not shown"}</Fact>
        <Fact label="People impacted">{report.hit ? report.hit.people : "Not shown"}</Fact>
        <Fact label="Processes activated">{report.processes.length}</Fact>
      </dl>

      <h3 className="mt-4 font-semibold">Processes</h3>
      <ul className="mt-1 flex flex-wrap gap-2" aria-label="Processes by state">
        {PROCESS_STATES.map((state) => (
          <li
            key={state}
            className={`rounded px-2 py-0.5 text-xs font-medium ${report.states[state] ? PROCESS_STATE_COLOURS[state].badge : "bg-gray-50 text-gray-500"}`}
          >
            {state}: {report.states[state]}
          </li>
        ))}
      </ul>
      {report.processes.length === 0 ? (
        <p className="mt-1 text-gray-600">No plan activated yet.</p>
      ) : (
        <StackedTable className="mt-2 w-full text-left" columns={PROCESS_COLUMNS} head={SITREP_HEAD}>
          {report.processes.map((p) => (
            <tr key={p.id} className="border-t border-gray-100" data-testid="sitrep-process">
              <StackedCell label="Process" className={CELL}>
                {p.name}
              </StackedCell>
              <StackedCell label="Plan" className={CELL}>
                {p.bcpName}
              </StackedCell>
              <StackedCell label="State" className={CELL}>
                <StateBadge state={p.state} />
              </StackedCell>
              <StackedCell
                label="Time to breach"
                className={`${CELL} ${p.state === "Breached" ? "font-semibold text-red-700" : ""}`}
              >
                {p.state === "Recovered" ? "—" : timeToBreachLabel(p.breachAt, now)}
              </StackedCell>
              <StackedCell label="MAD" className={CELL}>
                {p.mad}
              </StackedCell>
              <StackedCell label="Next status check" className={CELL}>
                <span>
                  {p.nextCheckAt ? dates.dateTime(p.nextCheckAt) : "—"}{" "}
                  {p.checkOverdue ? <OverdueBadge label="Overdue" /> : null}
                </span>
              </StackedCell>
            </tr>
          ))}
        </StackedTable>
      )}

      {report.services?.length ? (
        <>
          <h3 className="mt-4 font-semibold">Important business services</h3>
          <ul className="mt-1 space-y-1" data-testid="sitrep-services">
            {report.services.map((c) => (
              <li key={c.id}>
                <span className="font-medium">{c.service.name}</span> · tolerance{" "}
                {formatMad(c.tolerance, c.toleranceUnit)}{" "}
                <StatusBadge
                  kind="service-clock"
                  colour={SERVICE_CLOCK_COLOURS[c.state].badge}
                  title={SERVICE_CLOCK_HELP[c.state]}
                  state={c.state}
                >
                  {c.state}
                </StatusBadge>{" "}
                <span className={c.state === "Breached" ? "font-semibold text-red-700" : ""}>
                  {c.breachedAt
                    ? `Breached at ${dates.dateTime(c.breachedAt)}`
                    : c.running
                      ? timeToBreachLabel(c.breachAt, now)
                      : ""}
                </span>
                {c.processes.length ? (
                  <span className="text-gray-600"> · {c.processes.join(", ")}</span>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}

      <h3 className="mt-4 font-semibold">Actions and owners</h3>
      {report.actions === null ? (
        <p className="text-gray-600">Not shown</p>
      ) : report.actions.length === 0 ? (
        <p className="text-gray-600">No response action yet.</p>
      ) : (
        <StackedTable className="mt-1 w-full text-left" columns={ACTION_COLUMNS} head={SITREP_HEAD}>
          {report.actions.map((a) => (
            <tr key={a.id} className="border-t border-gray-100">
              <StackedCell label="Action" className={CELL}>
                {a.title}
              </StackedCell>
              <StackedCell label="Owner" className={CELL}>
                {a.ownerName ?? "No owner"}
              </StackedCell>
              <StackedCell label="Due" className={CELL}>
                {a.dueAt ? dates.dateTime(a.dueAt) : "—"}
              </StackedCell>
              <StackedCell label="Status" className={CELL}>
                <span>
                  {a.status} {a.overdue ? <OverdueBadge label="Overdue" /> : null}
                </span>
              </StackedCell>
            </tr>
          ))}
        </StackedTable>
      )}

      <h3 className="mt-4 font-semibold">People accounted for</h3>
      <dl className="mt-1 space-y-1">
        <Fact label="Plan headcount">
          <span data-testid="plan-headcount">
            {report.planHeadcount ? planHeadcountLine(report.planHeadcount) : "Not shown"}
          </span>
        </Fact>
        <Fact label="Accounted for">
          <span data-testid="people-accounted">
            {report.peopleAccounted ? peopleAccountedLine(report.peopleAccounted) : "Not shown"}
          </span>
        </Fact>
        <Fact label={ANSWERED_LABELS.title}>
          <span data-testid="people-answered">
            {report.peopleAnswered ? answeredLine(report.peopleAnswered) : "Not shown"}
          </span>
        </Fact>
      </dl>

      <h3 className="mt-4 font-semibold">Messages</h3>
      {report.messages === null ? (
        <p className="text-gray-600">Not shown</p>
      ) : report.messages.messages.length === 0 ? (
        <p className="text-gray-600">No message sent yet.</p>
      ) : (
        <>
          <StackedTable
            className="mt-1 w-full text-left"
            columns={["Message", ...SITREP_TALLY_KEYS.map((k) => TALLY_LABELS[k])]}
            head={SITREP_HEAD}
            testId="sitrep-messages"
          >
            {report.messages.messages.map((m) => (
              <tr key={m.id} className="border-t border-gray-100">
                <StackedCell label="Message" className={CELL}>
                  <span>
                    {m.subject} <span className="text-xs text-gray-600">{dates.dateTime(m.sentAt)}</span>
                  </span>
                </StackedCell>
                {SITREP_TALLY_KEYS.map((k) => (
                  <StackedCell
                    key={k}
                    label={TALLY_LABELS[k]}
                    className={`${CELL} ${k === "help" && m.tally.help ? "font-semibold text-red-700" : ""}`}
                  >
                    {m.tally[k]}
                  </StackedCell>
                ))}
              </tr>
            ))}
          </StackedTable>
          {report.messages.total > report.messages.messages.length ? (
            <p className="text-xs text-gray-600">
              The latest {report.messages.messages.length} of {countOf(report.messages.total, "message")}.
            </p>
          ) : null}
          <p className="mt-2 font-medium">No answer ({report.messages.noAnswer.total})</p>
          {report.messages.noAnswer.total ? (
            <NamedPeople list={report.messages.noAnswer} testId="sitrep-no-answer" />
          ) : (
            <p className="text-gray-600">Everyone messaged has answered.</p>
          )}
        </>
      )}

      <h3 className="mt-4 font-semibold">Next status check</h3>
      <p className={report.nextCheck?.overdue ? "font-semibold text-red-700" : ""}>
        {report.nextCheck
          ? `${dates.dateTime(report.nextCheck.at)}${report.nextCheck.overdue ? " (overdue)" : ""}`
          : "None scheduled"}
      </p>
    </section>
  );
}
