import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { ActivationView } from "~/domains/activation/types";
import { BCP_STATUS_LABELS, type BcpStatus } from "~/domains/bcp/statuses";
import { actionOverdue } from "~/domains/incidents/labels";
import { StateBadge, TimeToBreach } from "~/features/activation/badges";
import { Tile } from "~/features/activation/tile";
import { paths } from "~/paths";
import { PageHeader } from "~/ui/page";
import { apiClient } from "~/web/api.server";
import { requireUser } from "~/web/auth.server";

export const meta: MetaFunction = () => [{ title: "Home · Keel" }];

const BCP_LIST = "/businesscontinuityplan";

const OPEN = (status: string) => status !== "Completed" && status !== "Cancelled";

/**
 * Home answers three questions at a glance: what is hit (open incidents and crises), which plans are running,
 * what is about to be late (processes at risk or breached, overdue status checks and response actions). Every
 * line is a link; zero is quiet, a breach is red. Approvals and assignments show only when there are some.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser({ request, context });
  const api = await apiClient({ request, context });
  const [incidents, active, plans] = await Promise.all([
    api.get("/incident/all", { pageSize: 50 }),
    api.get("/bcpProcess/getAllActiveBcps"),
    api.get("/bcp/summary"),
  ]);
  const open = incidents.ok ? incidents.data.filter((i) => OPEN(i.status)) : null;
  const activations = active.ok ? active.data : [];
  const processes = activations.flatMap((a) => a.processes.map((p) => ({ ...p, activation: a })));
  // One line per plan, with the incidents it is active for.
  const byPlan = new Map<
    string,
    { bcpId: string; bcpName: string; incidents: ActivationView["incident"][] }
  >();
  for (const a of activations) {
    const line = byPlan.get(a.bcpId) ?? { bcpId: a.bcpId, bcpName: a.bcpName, incidents: [] };
    line.incidents.push(a.incident);
    byPlan.set(a.bcpId, line);
  }
  // Overdue response actions of the open incidents (the first ten, newest first).
  const actionLists = await Promise.all(
    (open ?? []).slice(0, 10).map(async (i) => ({
      incident: i,
      res: await api.get(`/incident/${i.id}/actions`),
    })),
  );
  const now = new Date();
  const overdueActions = actionLists.flatMap(({ incident, res }) =>
    res.ok ? res.data.filter((a) => actionOverdue(a, now)).map((a) => ({ ...a, incident })) : [],
  );
  const late = processes
    .filter((p) => p.state === "Breached" || p.state === "At risk")
    .sort((a, b) => new Date(a.breachAt).getTime() - new Date(b.breachAt).getTime());
  return {
    incidents: open,
    plans: active.ok ? [...byPlan.values()] : null,
    summary: plans.ok ? plans.data : null,
    late: active.ok ? late : null,
    overdue: processes.filter((p) => p.checkOverdue),
    overdueActions,
    now: now.toISOString(),
  };
}

type TileProps = Parameters<typeof Tile>[0];

export default function Overview() {
  const { incidents, plans, summary, late, overdue, overdueActions, now } = useLoaderData<typeof loader>();
  const breached = late?.some((p) => p.state === "Breached");
  // Each tile shows only when its source answered (the caller may not read every domain).
  const tiles: (TileProps | null | false)[] = [
    incidents && {
      title: "Open incidents and crises",
      figure: incidents.length,
      to: paths.incidents,
      linkLabel: "All incidents and crises",
      tone: "warn",
      children: incidents.slice(0, 8).map((i) => (
        <li key={i.id}>
          <Link to={paths.incident(i.id)}>
            {i.type}: {i.name}
          </Link>{" "}
          · {i.status}
          {i.impact ? ` · ${i.impact} impact` : ""}
          {i.incidentLocations.length ? ` · ${i.incidentLocations.join(", ")}` : ""} ·{" "}
          <Link to={paths.analysis(i.id)}>Analysis</Link>
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
      children: late.slice(0, 8).map((p) => (
        <li key={p.id}>
          <Link to={paths.response(p.activation.incident.id)}>{p.name}</Link> · {p.activation.bcpName}{" "}
          <StateBadge state={p.state} /> <TimeToBreach process={p} now={now} />
        </li>
      )),
    },
    late && {
      title: "Overdue status checks",
      figure: overdue.length,
      to: paths.response(),
      linkLabel: "Record responses",
      tone: "alert",
      children: overdue.slice(0, 8).map((p) => (
        <li key={p.id}>
          <Link to={paths.response(p.activation.incident.id)}>{p.name}</Link> · {p.activation.bcpName} ·{" "}
          {p.activation.incident.title}
        </li>
      )),
    },
    incidents && {
      title: "Overdue response actions",
      figure: overdueActions.length,
      to: paths.incidents,
      linkLabel: "All incidents and crises",
      tone: "alert",
      children: overdueActions.slice(0, 8).map((a) => (
        <li key={a.id}>
          <Link to={paths.incident(a.incident.id, "response_actions")}>{a.title}</Link> ·{" "}
          {a.ownerName ?? "No owner"} · {a.incident.name}
        </li>
      )),
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
    <section>
      <PageHeader title="Home" />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {tiles.map((tile) =>
          tile ? (
            <Tile key={tile.title} {...tile}>
              {tile.children ? <ul>{tile.children}</ul> : null}
            </Tile>
          ) : null,
        )}
      </div>
    </section>
  );
}
