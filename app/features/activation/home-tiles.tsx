import type { SerializeFrom } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { BCP_STATUS_LABELS, type BcpStatus } from "~/domains/bcp/model";
import { formatSpan } from "~/domains/bcp/recovery-state";
import { AFTER_ACTION_LABELS, PROGRAMME_LABELS } from "~/domains/exercises/model";
import { DEADLINE_COLOURS, dueLabel } from "~/domains/reporting/model";
import { SERVICE_LABELS } from "~/domains/resilience/model";
import { StateBadge, TimeToBreach } from "~/features/activation/badges";
import { Tile } from "~/features/activation/tile";
import { findingPath } from "~/features/exercises/plan-findings";
import { ServiceClockState } from "~/features/resilience/service-clocks";
import { paths } from "~/paths";
import { incidentTitle } from "~/shared/names";
import { countOf } from "~/shared/plural";
import { useDates } from "~/ui/dates";
import { StatusBadge } from "~/ui/status-badge";
import type { ApiData } from "~/web/api-types";

type TileProps = Parameters<typeof Tile>[0];
const BCP_LIST = paths.bcpList();

/**
 * Home's tiles: what is hit, which plans run, what is about to be late, the plans by status and the viewer's own
 * work. Each tile shows only when its source answered (the caller may not read every domain).
 */
export function HomeTiles({ view }: { view: SerializeFrom<ApiData<"get", "/home">> }) {
  const { day } = useDates();
  const {
    incidents,
    activePlans: plans,
    plans: summary,
    late,
    overdueChecks,
    overdueActions,
    overdueFindings,
    plansOverdueForExercise,
    serviceClocks,
    reportDeadlines,
    at: now,
  } = view;
  const breached = late?.some((p) => p.state === "Breached");
  const tiles: (TileProps | null | false)[] = [
    incidents && {
      title: "Open incidents and crises",
      figure: incidents.total,
      to: paths.incidents,
      linkLabel: "All incidents and crises",
      tone: "warn",
      children: incidents.rows.map((i) => (
        <li key={i.id}>
          <Link to={paths.incident(i.id)}>
            {i.type}: {i.name}
          </Link>{" "}
          · {i.status}
          {i.impact ? ` · ${i.impact} impact` : ""}
          {i.locationName ? ` · ${i.locationName}` : ""} · {countOf(i.sites, "site")},{" "}
          {countOf(i.people, "person", "people")} · <Link to={paths.analysis(i.id)}>Analysis</Link>
        </li>
      )),
    },
    plans && {
      title: "Active BCPs",
      figure: plans.length,
      to: paths.activeBcps,
      linkLabel: "All active BCPs",
      children: plans.slice(0, 8).map((plan) => (
        <li key={plan.bcpId}>
          {plan.bcpName} ·{" "}
          {plan.incidents.map((i, n) => (
            <span key={i.id}>
              {n > 0 ? ", " : ""}
              <Link to={paths.response(i.id)}>{i.title}</Link>
            </span>
          ))}
        </li>
      )),
    },
    late && {
      title: "Processes at risk or breached",
      figure: late.length,
      to: paths.activeBcps,
      linkLabel: "Active BCPs",
      tone: breached ? "alert" : "warn",
      // One line per process, on its soonest clock (GET /home ranks them: breached, then soonest breach).
      children: late.slice(0, 8).map((p) => (
        <li key={p.processId} data-testid="late-process">
          <Link to={paths.response(p.incident.id)}>{p.name}</Link> · {p.bcpName}{" "}
          <StateBadge state={p.state} /> <TimeToBreach process={p} now={now} />
          {p.activations > 1 ? (
            <span className="text-xs text-gray-600">
              {" "}
              · {incidentTitle(p.incident.title)} (soonest of {p.activations} activations)
            </span>
          ) : null}
        </li>
      )),
    },
    !!serviceClocks?.length && {
      title: "Important business services hit",
      figure: serviceClocks.length,
      to: paths.businessServices,
      linkLabel: SERVICE_LABELS.register,
      tone: serviceClocks.some((c) => c.state === "Breached") ? "alert" : "warn",
      children: serviceClocks.slice(0, 8).map((c) => (
        <li key={c.id}>
          <Link to={paths.businessService(c.service.id)}>{c.service.name}</Link> ·{" "}
          <Link to={paths.incident(c.incident.id)}>{c.incident.title}</Link>{" "}
          <ServiceClockState clock={c} now={now} />
        </li>
      )),
    },
    !!reportDeadlines?.length && {
      title: "Regulators' reports due",
      figure: reportDeadlines.length,
      to: paths.incident(reportDeadlines[0].incident.id),
      linkLabel: "The most urgent incident",
      tone: reportDeadlines.some((d) => d.state === "Overdue") ? "alert" : "warn",
      children: reportDeadlines.slice(0, 8).map((d) => (
        <li key={d.id}>
          <Link to={paths.incident(d.incident.id)}>
            {d.regimeLabel} {d.label.toLowerCase()}
          </Link>{" "}
          · {d.incident.title}{" "}
          <StatusBadge kind="report-deadline" colour={DEADLINE_COLOURS[d.state]} state={d.state}>
            {d.state}
          </StatusBadge>{" "}
          {d.dueAt ? (
            <span className="text-xs text-gray-600">{dueLabel(d.dueAt, new Date(now), formatSpan)}</span>
          ) : null}
        </li>
      )),
    },
    overdueChecks && {
      title: "Overdue status checks",
      figure: overdueChecks.length,
      to: paths.response(),
      linkLabel: "Record responses",
      tone: "alert",
      children: overdueChecks.slice(0, 8).map((p) => (
        <li key={p.id}>
          <Link to={paths.response(p.incident.id)}>{p.name}</Link> · {p.bcpName} · {p.incident.title}
        </li>
      )),
    },
    overdueActions && {
      title: "Overdue response actions",
      figure: overdueActions.total,
      to: paths.incidents,
      linkLabel: "All incidents and crises",
      tone: "alert",
      children: overdueActions.rows.map((a) => (
        <li key={a.id}>
          <Link to={paths.incident(a.incident.id, "response_actions")}>{a.title}</Link> ·{" "}
          {a.ownerName ?? "No owner"} · {a.incident.name}
        </li>
      )),
    },
    // Only where there are some: an after-action review's actions past their due day.
    !!overdueFindings?.total && {
      title: AFTER_ACTION_LABELS.overdueFindings,
      figure: overdueFindings.total,
      to: paths.incidents,
      linkLabel: "All incidents and crises",
      tone: "alert",
      children: overdueFindings.rows.map((f) => (
        <li key={f.id}>
          <Link to={findingPath(f)}>{f.action}</Link> · {f.owner.name} · due {day(f.dueDate)}
          {f.plan ? ` · ${f.plan.name}` : f.cmTest ? ` · ${f.cmTest.plan.code} · ${f.cmTest.plan.name}` : ""}
        </li>
      )),
    },
    !!plansOverdueForExercise && {
      title: PROGRAMME_LABELS.overduePlans,
      figure: plansOverdueForExercise,
      to: paths.exerciseProgramme,
      linkLabel: PROGRAMME_LABELS.title,
      tone: "warn",
    },
    summary && {
      title: "Plans by status",
      figure: summary.total,
      to: BCP_LIST,
      linkLabel: "All plans",
      children: (Object.keys(BCP_STATUS_LABELS) as BcpStatus[])
        .filter((s) => summary.byStatus[s])
        .map((s) => (
          <li key={s}>
            <Link to={`${BCP_LIST}?filter=${s.toLowerCase()}`}>{BCP_STATUS_LABELS[s]}</Link>:{" "}
            {summary.byStatus[s]}
          </li>
        )),
    },
    // The viewer's own work, only where there is some.
    !!summary?.awaitingMyApproval && {
      title: "My approvals",
      figure: summary.awaitingMyApproval,
      to: `${BCP_LIST}?filter=awaiting_my_approval`,
      linkLabel: "Awaiting my approval",
      tone: "warn",
    },
    !!summary?.mine && {
      title: "My assignments",
      figure: summary.mine,
      to: `${BCP_LIST}?filter=mine`,
      linkLabel: "My plans",
    },
  ];
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {tiles.map((tile) =>
        tile ? (
          <Tile key={tile.title} {...tile}>
            {tile.children ? <ul>{tile.children}</ul> : null}
          </Tile>
        ) : null,
      )}
    </div>
  );
}
