import { Link, useSearchParams } from "@remix-run/react";
import { BCP_MESSAGES } from "~/domains/bcp/model";
import type { PlanListRow } from "~/domains/bcp/plans.server";
import { PROGRAMME_LABELS } from "~/domains/exercises/model";
import { BcpStatusBadge } from "~/features/bcp/badges";
import { paths } from "~/paths";
import { Confirm } from "~/ui/confirm";
import { StackedCell } from "~/ui/table";
import { useLink } from "./use-link";

const COLUMNS: { key: string; label: string }[] = [
  { key: "bcpId", label: "BCP ID" },
  { key: "name", label: "Name" },
  { key: "businessUnit", label: "Business Unit" },
  { key: "subBusinessUnit", label: "Sub Business Unit" },
  { key: "bcLead", label: "BC Lead" },
  { key: "status", label: "Status" },
];

/** A listed plan, flagged when it is overdue for an exercise (issue 35 item 4). */
type ListedPlan = PlanListRow & { exerciseOverdue?: boolean };

export function PlanTable({ plans }: { plans: ListedPlan[] }) {
  const [params] = useSearchParams();
  const link = useLink();
  const sort = params.get("sort");
  const order = params.get("order") ?? "asc";
  const confirm = params.get("confirm");
  const target = params.get("bcpId");
  if (plans.length === 0) return <p className="card text-gray-600">{BCP_MESSAGES.dataNotFound}</p>;
  const confirmed = confirm ? plans.find((p) => p.id === target) : undefined;
  return (
    <>
      {confirmed && confirm ? <ConfirmPlan plan={confirmed} kind={confirm} /> : null}
      <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
        <table className="stacked-rows min-w-full text-sm">
          <thead className="bg-gray-50 text-left text-gray-600">
            <tr>
              {COLUMNS.map((c) => (
                <th key={c.key} scope="col" className="px-3 py-2 font-medium">
                  <Link
                    to={link({
                      sort: c.key,
                      order: sort === c.key && order === "asc" ? "desc" : "asc",
                      page: null,
                    })}
                    className="text-gray-700 no-underline"
                    aria-sort={sort === c.key ? (order === "asc" ? "ascending" : "descending") : undefined}
                  >
                    {c.label}
                    {sort === c.key ? (order === "asc" ? " ▲" : " ▼") : ""}
                  </Link>
                </th>
              ))}
              <th scope="col" className="px-3 py-2 font-medium">
                Actions
              </th>
            </tr>
          </thead>
          <tbody>
            {plans.map((p) => (
              <tr key={p.id} className="border-t border-gray-100 align-top" data-plan={p.name}>
                <td className="px-3 py-2 font-mono text-xs">{p.bcpId}</td>
                <td className="px-3 py-2 font-medium">
                  <Link to={paths.viewBcp(p.id)}>{p.name}</Link>
                </td>
                <StackedCell label="Business Unit">{p.businessUnit}</StackedCell>
                <StackedCell label="Sub Business Unit">{p.subBusinessUnit ?? "—"}</StackedCell>
                <StackedCell label="BC Lead">{p.bcLead}</StackedCell>
                <StackedCell label="Status">
                  <BcpStatusBadge status={p.status} />
                  {p.exerciseOverdue ? (
                    <Link
                      to={paths.exerciseProgramme}
                      className="ml-1 inline-block rounded-full bg-red-100 px-2 py-0.5 text-xs text-red-800 no-underline"
                      data-testid="exercise-overdue"
                    >
                      {PROGRAMME_LABELS.exerciseOverdue}
                    </Link>
                  ) : null}
                </StackedCell>
                <td className="px-3 py-2">
                  <div className="flex flex-wrap gap-2 text-xs">
                    <Link to={paths.viewBcp(p.id)}>View full details</Link>
                    {p.status !== "CANCELLED" && p.permissions.canManage ? (
                      <Link to={paths.manageBcp(p.id)}>Edit</Link>
                    ) : null}
                    {p.status !== "CANCELLED" && p.permissions.canAdminister ? (
                      <>
                        <Link to={link({ confirm: "clone", bcpId: p.id })}>Clone</Link>
                        <Link to={link({ confirm: "archive", bcpId: p.id })} className="text-red-700">
                          Remove
                        </Link>
                      </>
                    ) : null}
                    {p.status === "CANCELLED" && p.permissions.canAdminister ? (
                      <Link to={link({ confirm: "restore", bcpId: p.id })}>Restore</Link>
                    ) : null}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** Spec §9's confirmations (archiving, cloning) and restoring, through the one confirmation component. */
function ConfirmPlan({ plan, kind }: { plan: PlanListRow; kind: string }) {
  const link = useLink();
  const text = CONFIRMATIONS[kind as keyof typeof CONFIRMATIONS] ?? CONFIRMATIONS.clone;
  const intent = kind in CONFIRMATIONS ? kind : "clone";
  return (
    <Confirm
      title={`${text.verb} ${plan.bcpId} ${plan.name}?`}
      confirmLabel={text.verb}
      cancelHref={link({ confirm: null, bcpId: null })}
      fields={{ intent, bcpId: plan.id }}
      danger={intent === "archive"}
    >
      {text.body(plan)}
    </Confirm>
  );
}

const CONFIRMATIONS = {
  archive: {
    verb: "Archive",
    body: (plan: PlanListRow) =>
      `It will be shown as Cancelled and can no longer be edited${plan.bcLead ? `; its BC lead, ${plan.bcLead}, is no longer asked for it` : ""}. It can be restored later.`,
  },
  restore: {
    verb: "Restore",
    body: () =>
      "It comes back In Progress, with all its content, to be reviewed and sent for approval again.",
  },
  clone: {
    verb: "Clone",
    body: () =>
      "The copy takes its services, processes, delivery locations and analysis sections, as a new draft.",
  },
} as const;
