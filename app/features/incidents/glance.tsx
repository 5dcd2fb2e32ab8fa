import { Link } from "@remix-run/react";
import { ACTIVATION_MESSAGES } from "~/domains/activation/model";
import { PROCESS_STATE_COLOURS, PROCESS_STATES, type ProcessState } from "~/domains/bcp/recovery-state";
import { ANSWERED_LABELS, type Answered, answeredLine } from "~/domains/incident-messages/model";
import { GLANCE_LABELS } from "~/domains/incidents/model";
import { SoonerElsewhere, StateBadge, TimeToBreach } from "~/features/activation/badges";
import { paths } from "~/paths";
import { telHref } from "~/shared/phone";

type Urgent = {
  top: {
    name: string;
    bcpNumber: string;
    state: ProcessState;
    breachAt: string;
    checkOverdue: boolean;
    soonerElsewhere: Parameters<typeof SoonerElsewhere>[0]["sooner"];
  } | null;
  counts: Record<ProcessState, number>;
  total: number;
};
type Silent = { total: number; people: { name: string; phone: string | null }[] };

/**
 * The state of the response in one look, on every tab of a published incident (issue 32 item 3; UX review A-6,
 * the process whose MAD runs out first with the count in each state, and everyone messaged by their latest
 * answer with the first who have not answered named, a tap from a call. Links only: it works without JavaScript.
 */
export function IncidentGlance({
  incidentId,
  urgent,
  answered,
  closed,
  now,
}: {
  incidentId: string;
  /** Completed or Cancelled: no plan is to be activated any more. */
  closed: boolean;
  /** Null: not the reader's to see (activation.read). */
  urgent: Urgent | null;
  answered: (Answered & { silentPeople: Silent }) | null;
  now: string;
}) {
  if (!urgent && !answered) return null;
  const silent = answered?.silentPeople;
  return (
    <section aria-labelledby="glance-title" className="card mb-4" data-testid="incident-glance">
      <h2 id="glance-title" className="sr-only">
        {GLANCE_LABELS.title}
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        {urgent ? (
          <div data-testid="glance-urgent" className="min-w-0">
            <h3 className="text-sm font-semibold text-gray-700">{GLANCE_LABELS.urgent}</h3>
            {urgent.top ? (
              <>
                <p className="mt-1 flex flex-wrap items-center gap-2">
                  <span className="font-medium">{urgent.top.name}</span>
                  <span className="text-sm text-gray-600">{urgent.top.bcpNumber}</span>
                  <StateBadge state={urgent.top.state} />
                  <TimeToBreach process={urgent.top} now={now} />
                </p>
                <SoonerElsewhere
                  sooner={urgent.top.soonerElsewhere}
                  now={now}
                  link={(id) => paths.incident(id, "processes")}
                />
                <p className="mt-1 flex flex-wrap items-center gap-2 text-xs" data-testid="glance-states">
                  {PROCESS_STATES.filter((s) => urgent.counts[s]).map((s) => (
                    <span
                      key={s}
                      className={`rounded px-2 py-0.5 font-medium ${PROCESS_STATE_COLOURS[s].badge}`}
                    >
                      {s}: {urgent.counts[s]}
                    </span>
                  ))}
                  <Link to={paths.incident(incidentId, "processes")} className="text-sm">
                    {GLANCE_LABELS.processes} ({urgent.total})
                  </Link>
                  {/* A download, not a page of the app: a plain link (the PDF opens in the browser). */}
                  <a href={paths.situationReportPdf(incidentId)} className="text-sm">
                    {ACTIVATION_MESSAGES.sitrepPdf}
                  </a>
                </p>
              </>
            ) : (
              <p className="mt-1 text-sm text-gray-600">
                {closed ? ACTIVATION_MESSAGES.noneActiveClosed : ACTIVATION_MESSAGES.noneActiveYet}
              </p>
            )}
          </div>
        ) : null}
        {answered ? (
          <div data-testid="glance-answered" className="min-w-0">
            <h3 className="text-sm font-semibold text-gray-700">{ANSWERED_LABELS.title}</h3>
            <p className="mt-1 text-sm">
              {answeredLine(answered)}{" "}
              <Link to={paths.incidentMessages(incidentId)}>{GLANCE_LABELS.messages}</Link>
            </p>
            {silent && silent.total > 0 ? (
              <p className="mt-1 text-sm" data-testid="glance-silent">
                <span className="font-medium">{GLANCE_LABELS.silent}:</span>{" "}
                {silent.people.map((p, i) => (
                  <span key={`${p.name} ${p.phone ?? ""}`}>
                    {i > 0 ? ", " : ""}
                    {p.name}
                    {p.phone ? (
                      <>
                        {" "}
                        (<a href={telHref(p.phone)}>{p.phone}</a>)
                      </>
                    ) : null}
                  </span>
                ))}
                {silent.total > silent.people.length
                  ? ` ${GLANCE_LABELS.more(silent.total - silent.people.length)}`
                  : ""}
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
