import { Link } from "@remix-run/react";
import { formatMad } from "~/domains/bcp/mad";
import { timeToBreachLabel } from "~/domains/bcp/recovery-state";
import { SERVICE_CLOCK_COLOURS, SERVICE_CLOCK_HELP } from "~/domains/resilience/model";
import { paths } from "~/paths";
import { incidentTitle } from "~/shared/names";
import { useDates } from "~/ui/dates";
import { StatusBadge } from "~/ui/status-badge";
import type { ServiceClockView } from "./answers";

/** A service clock's state badge and, while it runs, its time to tolerance breach. */
export function ServiceClockState({
  clock,
  now,
}: {
  clock: Pick<ServiceClockView, "state" | "running" | "breachAt">;
  now: string;
}) {
  return (
    <>
      <StatusBadge
        kind="service-clock"
        colour={SERVICE_CLOCK_COLOURS[clock.state].badge}
        title={SERVICE_CLOCK_HELP[clock.state]}
        state={clock.state}
      >
        {clock.state}
      </StatusBadge>
      {clock.running ? (
        <span
          className={`text-xs ${clock.state === "Breached" ? "font-semibold text-red-700" : "text-gray-600"}`}
        >
          {" "}
          {timeToBreachLabel(clock.breachAt, new Date(now))}
        </span>
      ) : null}
    </>
  );
}

/**
 * The important business services hit by an incident, each on its own tolerance clock: state, time to tolerance
 * breach (from the disruption start), a recorded breach with its time. `showIncident`: name the incident (Home).
 */
export function ServiceClocks({
  clocks,
  now,
  showIncident = false,
}: {
  clocks: ServiceClockView[];
  now: string;
  showIncident?: boolean;
}) {
  const dates = useDates();
  return (
    <ul className="divide-y divide-gray-100" data-testid="service-clocks">
      {clocks.map((c) => (
        <li key={c.id} className="flex flex-wrap items-start justify-between gap-2 py-2">
          <div className="min-w-0">
            <Link to={paths.businessService(c.service.id)} className="font-medium">
              {c.service.name}
            </Link>
            {showIncident ? (
              <span className="text-sm text-gray-600">
                {" "}
                in <Link to={paths.incident(c.incident.id)}>{incidentTitle(c.incident.title)}</Link>
              </span>
            ) : null}
            <p className="text-xs text-gray-600">
              Tolerance {formatMad(c.tolerance, c.toleranceUnit)} from {dates.dateTime(c.disruptedSince)} ·{" "}
              {c.usedPct} % gone
              {c.processes.length ? ` · ${c.processes.join(", ")}` : ""}
              {c.entries.length ? ` · ${c.entries.join(", ")}` : ""}
            </p>
            {c.breachedAt ? (
              <p className="text-xs font-semibold text-red-700">
                Tolerance breached at {dates.dateTime(c.breachedAt)}
              </p>
            ) : null}
          </div>
          <div className="flex flex-col items-end gap-1">
            <ServiceClockState clock={c} now={now} />
          </div>
        </li>
      ))}
    </ul>
  );
}
