import { Form, Link } from "@remix-run/react";
import { PLAN_STATUS_LABELS, PLAN_STATUSES, type PlanType } from "~/domains/management-plans/model";
import type { PlanPerson, PlanRowView } from "~/features/management-plans/view-types";
import { paths } from "~/paths";
import { PlanStatusBadge } from "./status-badge";

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
      <Form method="get" className="card mb-4 flex flex-wrap items-end gap-4" aria-label="Filters">
        <div>
          <label htmlFor="ownerId" className="label">
            {type} Owner
          </label>
          <select id="ownerId" name="ownerId" defaultValue={filters.ownerId ?? ""} className="input">
            <option value="">All</option>
            {people.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="approverId" className="label">
            {type} Approver
          </label>
          <select id="approverId" name="approverId" defaultValue={filters.approverId ?? ""} className="input">
            <option value="">All</option>
            {people.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="status" className="label">
            Status
          </label>
          <select id="status" name="status" defaultValue={filters.status ?? ""} className="input">
            <option value="">All</option>
            {PLAN_STATUSES.map((s) => (
              <option key={s} value={s}>
                {PLAN_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-secondary">
          Apply filters
        </button>
      </Form>
      {plans.length === 0 ? (
        <p className="card text-gray-600">Data Not Found</p>
      ) : (
        <div className="card overflow-x-auto p-0">
          <table className="min-w-full text-left text-sm">
            <thead className="bg-gray-50 text-xs uppercase text-gray-500">
              <tr>
                {[
                  "Name",
                  "ID",
                  "Owner",
                  "Approver",
                  "Country",
                  "State",
                  "City",
                  "Site",
                  "Status",
                  "Actions",
                ].map((h) => (
                  <th key={h} scope="col" className="px-3 py-2">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
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
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

/** Row actions: View full details, Remove, Edit, Clone, Create CM Test. Plain links and forms: no JavaScript needed. */
function RowActions({ plan, canManage }: { plan: PlanRowView; canManage: boolean }) {
  const link = paths.managementPlan(plan.id);
  return (
    <details className="relative">
      <summary className="cursor-pointer text-sm text-green-700" aria-label={`Actions for ${plan.name}`}>
        Actions
      </summary>
      <ul className="absolute right-0 z-10 mt-1 w-44 rounded-md border border-gray-200 bg-white p-1 shadow-lg">
        <li>
          <Link className="block px-3 py-1 text-sm" to={link}>
            View full details
          </Link>
        </li>
        {canManage ? (
          <>
            <li>
              <Link className="block px-3 py-1 text-sm" to={`${link}/remove`}>
                Remove
              </Link>
            </li>
            <li>
              <Link className="block px-3 py-1 text-sm" to={`${link}/edit`}>
                Edit
              </Link>
            </li>
            <li>
              <Link className="block px-3 py-1 text-sm" to={`${link}/clone`}>
                Clone
              </Link>
            </li>
            <li>
              <Link className="block px-3 py-1 text-sm" to={`${link}/cmtest`}>
                Create CM Test
              </Link>
            </li>
          </>
        ) : null}
      </ul>
    </details>
  );
}
