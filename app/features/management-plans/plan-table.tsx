import { Link } from "@remix-run/react";
import { PLAN_STATUS_LABELS, PLAN_STATUSES, type PlanType } from "~/domains/management-plans/model";
import type { PlanPerson, PlanRowView } from "~/features/management-plans/view-types";
import { paths } from "~/paths";
import { FilterForm, FilterSelect } from "~/ui/filter-form";
import { CardTable } from "~/ui/table";
import { PlanStatusBadge } from "./status-badge";

/** The filters by a plan's person: its field and its role's name. */
const PERSON_FILTERS = [
  ["ownerId", "Owner"],
  ["approverId", "Approver"],
] as const;

/** Spec §3: the IMP table (CMP likewise) with its filters, and §6 row actions. */
export function PlanTable({
  type,
  plans,
  people,
  filters,
  canManage,
}: {
  type: PlanType;
  plans: PlanRowView[];
  people: PlanPerson[];
  filters: { ownerId?: string; approverId?: string; status?: string };
  canManage: boolean;
}) {
  return (
    <>
      <FilterForm
        label="Filters"
        submit={{ text: "Apply filters" }}
        className="card mb-4 flex flex-wrap items-end gap-4"
      >
        {PERSON_FILTERS.map(([name, role]) => (
          <FilterSelect
            key={name}
            name={name}
            label={`${type} ${role}`}
            value={filters[name] ?? ""}
            all="All"
            options={people.map((p) => ({ value: p.id, label: p.name }))}
          />
        ))}
        <FilterSelect
          name="status"
          label="Status"
          value={filters.status ?? ""}
          all="All"
          options={PLAN_STATUSES.map((s) => ({ value: s, label: PLAN_STATUS_LABELS[s] }))}
        />
      </FilterForm>
      <CardTable
        isEmpty={plans.length === 0}
        empty="Data Not Found"
        columns={["Name", "ID", "Owner", "Approver", "Country", "State", "City", "Site", "Status", "Actions"]}
      >
        {plans.map((p) => (
          <tr key={p.id} className="border-t border-gray-100 align-top">
            <td className="px-3 py-2 font-medium">
              <Link to={paths.managementPlan(p.id)}>{p.name}</Link>
            </td>
            <td className="px-3 py-2">{p.code}</td>
            <td className="px-3 py-2">{p.owner?.name ?? "N/A"}</td>
            <td className="px-3 py-2">{p.approver?.name ?? "N/A"}</td>
            <td className="px-3 py-2">{p.country}</td>
            <td className="px-3 py-2">{p.state}</td>
            <td className="px-3 py-2">{p.city}</td>
            <td className="px-3 py-2">{p.site}</td>
            <td className="px-3 py-2">
              <PlanStatusBadge status={p.status} />
            </td>
            <td className="px-3 py-2">
              <RowActions plan={p} canManage={canManage} />
            </td>
          </tr>
        ))}
      </CardTable>
    </>
  );
}

/** A manager's row actions: each a page of the plan's own (`<plan>/<step>`). */
const MANAGE_ACTIONS = [
  ["remove", "Remove"],
  ["edit", "Edit"],
  ["clone", "Clone"],
  ["cmtest", "Create CM Test"],
] as const;

/** Row actions: View full details, Remove, Edit, Clone, Create CM Test. Plain links and forms: no JavaScript needed. */
function RowActions({ plan, canManage }: { plan: PlanRowView; canManage: boolean }) {
  const link = paths.managementPlan(plan.id);
  return (
    <details className="relative">
      <summary className="cursor-pointer text-sm text-green-700" aria-label={`Actions for ${plan.name}`}>
        Actions
      </summary>
      <ul className="absolute right-0 z-10 mt-1 w-44 rounded-md border border-gray-200 bg-white p-1 shadow-lg">
        {[["", "View full details"] as const, ...(canManage ? MANAGE_ACTIONS : [])].map(([step, label]) => (
          <li key={label}>
            <Link className="block px-3 py-1 text-sm" to={step ? `${link}/${step}` : link}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
