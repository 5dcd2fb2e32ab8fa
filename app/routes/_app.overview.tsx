import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { ActivationView } from "~/domains/activation/types";
import { BCP_STATUS_LABELS, type BcpStatus } from "~/domains/bcp/statuses";
import type { IncidentListRow } from "~/domains/incidents/types";
import { Tile } from "~/features/activation/tile";
import { paths } from "~/paths";
import { formatDate } from "~/shared/dates";
import { PageHeader } from "~/ui/page";
import { apiClient } from "~/web/api.server";
import { requireUser } from "~/web/auth.server";

export const meta: MetaFunction = () => [{ title: "Home · Keel" }];

const BCP_LIST = "/businesscontinuityplan";

interface PlanSummary {
  total: number;
  byStatus: Record<BcpStatus, number>;
  mine: number;
  awaitingMyApproval: number;
}

/** The landing page: what a BCM manager needs first; each tile links to its list. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser({ request, context });
  const api = await apiClient({ request, context });
  const [incidents, active, plans] = await Promise.all([
    api.get<IncidentListRow[]>("/incident/recent"),
    api.get<ActivationView[]>("/bcpProcess/getAllActiveBcps"),
    api.get<PlanSummary>("/bcp/summary"),
  ]);
  const activations = active.ok ? active.data : [];
  const processes = activations.flatMap((a) => a.processes.map((p) => ({ ...p, activation: a })));
  return {
    incidents: incidents.ok ? incidents.data : null,
    activations: active.ok ? activations : null,
    plans: plans.ok ? plans.data : null,
    overdue: processes.filter((p) => p.checkOverdue),
    breaches: processes.filter((p) => p.madBreached),
  };
}

type TileProps = Parameters<typeof Tile>[0];

export default function Overview() {
  const { incidents, activations, plans, overdue, breaches } = useLoaderData<typeof loader>();
  // Each tile shows only when its source answered (the caller may not read every domain).
  const tiles: (TileProps | null)[] = [
    incidents && {
      title: "Open incidents and crises",
      figure: incidents.length,
      to: paths.incidents,
      linkLabel: "All incidents and crises",
      children: incidents.map((i) => (
        <li key={i.id}>
          {i.type}: {i.name} · {i.status} · {formatDate(i.createdOn, "MMM dd")}
        </li>
      )),
    },
    activations && {
      title: "Active BCPs",
      figure: activations.length,
      to: paths.activeBcps,
      linkLabel: "All active BCPs",
      children: activations.slice(0, 5).map((a) => (
        <li key={a.id}>
          {a.bcpName} · {a.incident.title}
        </li>
      )),
    },
    activations && {
      title: "Overdue status checks",
      figure: overdue.length,
      to: paths.response(),
      linkLabel: "Record responses",
      tone: "alert",
      children: overdue.slice(0, 5).map((p) => (
        <li key={p.id}>
          <Link to={paths.response(p.activation.incident.id)}>{p.name}</Link> · {p.activation.bcpName}
        </li>
      )),
    },
    activations && {
      title: "MAD breaches",
      figure: breaches.length,
      to: paths.activeBcps,
      linkLabel: "Active BCPs",
      tone: "alert",
      children: breaches.slice(0, 5).map((p) => (
        <li key={p.id}>
          {p.name} · {p.hoursSinceDisruption} h of {p.madHours} h
        </li>
      )),
    },
    plans && {
      title: "Plans by status",
      figure: plans.total,
      to: BCP_LIST,
      linkLabel: "All plans",
      children: (Object.keys(BCP_STATUS_LABELS) as BcpStatus[])
        .filter((s) => plans.byStatus[s])
        .map((s) => (
          <li key={s}>
            <Link to={`${BCP_LIST}?filter=${s.toLowerCase()}`}>{BCP_STATUS_LABELS[s]}</Link>:{" "}
            {plans.byStatus[s]}
          </li>
        )),
    },
    plans && {
      title: "My approvals",
      figure: plans.awaitingMyApproval,
      to: `${BCP_LIST}?filter=awaiting_my_approval`,
      linkLabel: "Awaiting my approval",
    },
    plans && {
      title: "My assignments",
      figure: plans.mine,
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
