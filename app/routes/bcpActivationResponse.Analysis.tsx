import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ACTIVATION_MESSAGES, type AnalysisView, type SituationReport } from "~/domains/activation/model";
import { PROCESS_STATE_COLOURS, PROCESS_STATES } from "~/domains/bcp/recovery-state";
import { StateBadge, TimeToBreach } from "~/features/activation/badges";
import { SituationReportView } from "~/features/activation/situation-report";
import { StatusChart } from "~/features/activation/status-chart";
import type { IncidentListRow } from "~/features/incidents/answers";
import { ExerciseBanner } from "~/features/incidents/exercise-banner";
import { paths } from "~/paths";
import type { DateSettings } from "~/shared/dates";
import { countOf } from "~/shared/plural";
import { CONTROL_STATUSES, STATUS_COLOURS, STRATEGY_STATUSES } from "~/shared/response-lists";
import { DatesProvider, useDates } from "~/ui/dates";
import { StackedCell, StackedTable } from "~/ui/table";
import { apiClient } from "~/web/api.server";
import { requireUser } from "~/web/auth.server";
import { dataOrThrow } from "~/web/page-read.server";

const MAD_COLUMNS = ["Process", "BCP", "Hours since disruption", "MAD (hours)", "Chart", "State"];
const HEADCOUNT_COLUMNS = ["Process", "Available", "Required", "Chart"];
/** A chart's cell: a third of a desktop table; on a phone its bar takes the card's width under its label. */
const CHART_CELL = "md:w-1/3";
const CHART_BAR = "relative h-4 w-full rounded bg-gray-100";

export const meta: MetaFunction = () => [{ title: "Analysis · Keel" }];

/** Spec §2: rendered without the common layout (no top bar or sidebar); plain HTML tables, printable. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser({ request, context });
  const incidentId = new URL(request.url).searchParams.get("incidentId");
  const api = await apiClient({ request, context });
  if (!incidentId) {
    // Without an incident chosen: the open incidents and crises to pick from.
    const open = await api.get("/incident/all", { pageSize: 50 });
    const incidents = open.ok
      ? open.data.filter((i) => i.status !== "Completed" && i.status !== "Cancelled")
      : [];
    return { analysis: null, report: null, incidents, dates: null };
  }
  const [analysis, report, dates] = await Promise.all([
    api.get("/bcpResponse/analysis", { incidentId }),
    api.get("/bcpResponse/situationReport", { incidentId }),
    // Outside the app layout, so the company's date format is loaded here (app/ui/dates.tsx).
    api.get("/company/dates"),
  ]);
  return {
    analysis: dataOrThrow(analysis),
    report: report.ok ? report.data : null,
    incidents: [],
    dates: dates.ok ? dates.data : null,
  };
}

export default function Analysis() {
  const { dates } = useLoaderData<typeof loader>();
  return (
    <DatesProvider settings={dates}>
      <AnalysisPage />
    </DatesProvider>
  );
}

function AnalysisPage() {
  const { analysis, report, incidents } = useLoaderData<typeof loader>();
  const { dateTime } = useDates();
  if (!analysis)
    return (
      <main className="p-8">
        <h1 className="text-2xl font-semibold">Analysis</h1>
        <p className="mt-2">Choose an open incident or crisis:</p>
        {incidents.length ? (
          <ul className="mt-2 list-disc pl-6" aria-label="Open incidents and crises">
            {incidents.map((i) => (
              <li key={i.id}>
                <a href={paths.analysis(i.id)}>
                  {i.type}: {i.name}
                </a>{" "}
                <span className="text-sm text-gray-600">{i.status}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-gray-600">No open incident or crisis.</p>
        )}
        <a href={paths.response()}>Back to BCP Activation Response</a>
      </main>
    );
  const total = analysis.processes.length;
  const notReported = analysis.states["Not reported"];
  const maxHours = Math.max(1, ...analysis.processes.flatMap((p) => [p.hoursSinceDisruption, p.madHours]));
  return (
    <main className="mx-auto max-w-5xl p-8 print:p-0">
      <header className={`mb-6 flex items-start justify-between ${report ? "print:hidden" : ""}`}>
        <div>
          <ExerciseBanner exerciseType={analysis.incident.exerciseType} />
          <h1 className="text-2xl font-semibold">Analysis</h1>
          <p className="text-gray-600">
            {analysis.incident.type}: {analysis.incident.title} · {analysis.incident.status}
          </p>
        </div>
        <nav className="flex flex-col items-end gap-1 text-sm print:hidden" aria-label="Report">
          <a href={paths.situationReportPdf(analysis.incident.id)}>{ACTIVATION_MESSAGES.sitrepPdf}</a>
          {/* The report leaves out what is hit for those who may not open the incident: no link for them. */}
          {report?.hit ? (
            <a href={paths.incident(analysis.incident.id)}>
              Back to the {analysis.incident.type.toLowerCase()}
            </a>
          ) : null}
          <a href={paths.response(analysis.incident.id)}>Back to BCP Activation Response</a>
        </nav>
      </header>
      {report ? <SituationReportView report={report} /> : null}
      {/* Printed, the page is the situation report alone: one A4 sheet. */}
      <div className={report ? "print:hidden" : ""}>
        <section className="mb-6 break-inside-avoid" aria-label="Situation">
          <p className="mb-2 text-sm text-gray-600">
            Situation at {dateTime(analysis.at)} ·{" "}
            <span data-testid="not-reported">
              {notReported} of {countOf(total, "process", "processes")} not reported
            </span>
          </p>
          <ul className="flex flex-wrap gap-2">
            {PROCESS_STATES.map((state) => (
              <li
                key={state}
                className={`rounded px-2 py-1 text-sm font-medium ${analysis.states[state] ? PROCESS_STATE_COLOURS[state].badge : "bg-gray-50 text-gray-500"}`}
              >
                {state}: {analysis.states[state]}
              </li>
            ))}
          </ul>
          <p className="mt-2 text-sm">
            Print this page for the one-page situation report above (the printout leaves out the charts
            below), or download it as a PDF.
          </p>
        </section>
        {analysis.series.length === 0 ? (
          <p className="mb-6 text-gray-600">No response recorded yet.</p>
        ) : null}
        <StatusChart
          title="Processes by control status"
          statuses={CONTROL_STATUSES}
          colours={STATUS_COLOURS}
          points={analysis.series.map((p) => ({ at: p.at, counts: p.control }))}
        />
        <StatusChart
          title="Processes by strategy status"
          statuses={STRATEGY_STATUSES}
          colours={STATUS_COLOURS}
          points={analysis.series.map((p) => ({ at: p.at, counts: p.strategy }))}
        />
        <figure className="mb-8 break-inside-avoid">
          <figcaption className="mb-2 font-semibold">Time since disruption against MAD</figcaption>
          <StackedTable columns={MAD_COLUMNS} className="w-full text-left text-sm">
            {analysis.processes.map((p) => (
              <tr key={p.id} data-testid="mad-row">
                <StackedCell label="Process">{p.name}</StackedCell>
                <StackedCell label="BCP">{p.bcpName}</StackedCell>
                <StackedCell label="Hours since disruption">{p.hoursSinceDisruption}</StackedCell>
                <StackedCell label="MAD (hours)">{p.madHours}</StackedCell>
                <StackedCell label="Chart" className={CHART_CELL}>
                  <div className={CHART_BAR} aria-hidden>
                    <div
                      className="h-4 rounded"
                      style={{
                        width: `${Math.min(100, (p.hoursSinceDisruption / maxHours) * 100)}%`,
                        background: PROCESS_STATE_COLOURS[p.state].hex,
                      }}
                    />
                    <div
                      className="absolute top-0 h-4 w-0.5 bg-black"
                      style={{ left: `${(p.madHours / maxHours) * 100}%` }}
                    />
                  </div>
                </StackedCell>
                <StackedCell label="State">
                  <span>
                    <StateBadge state={p.state} /> <TimeToBreach process={p} now={analysis.at} />
                  </span>
                </StackedCell>
              </tr>
            ))}
          </StackedTable>
        </figure>
        <figure className="break-inside-avoid">
          <figcaption className="mb-2 font-semibold">Headcount available against required</figcaption>
          <StackedTable columns={HEADCOUNT_COLUMNS} className="w-full text-left text-sm">
            {analysis.processes.map((p) => {
              const available = p.latestResponse?.headcountAvailable ?? 0;
              const required = p.headcountRequired ?? 0;
              const scale = Math.max(1, available, required);
              return (
                <tr key={p.id}>
                  <StackedCell label="Process">{p.name}</StackedCell>
                  <StackedCell label="Available">{p.latestResponse ? available : "—"}</StackedCell>
                  <StackedCell label="Required">{p.headcountRequired ?? "—"}</StackedCell>
                  <StackedCell label="Chart" className={CHART_CELL}>
                    <div className={CHART_BAR} aria-hidden>
                      <div
                        className={`h-4 rounded ${available < required ? "bg-amber-500" : "bg-green-600"}`}
                        style={{ width: `${(available / scale) * 100}%` }}
                      />
                      <div
                        className="absolute top-0 h-4 w-0.5 bg-black"
                        style={{ left: `${(required / scale) * 100}%` }}
                      />
                    </div>
                  </StackedCell>
                </tr>
              );
            })}
          </StackedTable>
        </figure>
      </div>
    </main>
  );
}
