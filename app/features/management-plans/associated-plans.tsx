import { Form, Link, useActionData } from "@remix-run/react";
import type { PlanRowView } from "~/features/management-plans/view-types";
import { paths } from "~/paths";
import { ErrorList } from "~/ui/forms";
import { PlanStatusBadge } from "./status-badge";

/**
 * The ASSOCIATED IMPS (ASSOCIATED IMPS/CMPS for a crisis) tab: the plans associated with the event, and a
 * form of checkboxes over the applicable plans, with the ones covering its places suggested (pre-ticked
 * when nothing is associated yet). Meant to be mounted by the incident view.
 */
export function AssociatedPlansPanel({
  incidentType,
  associated,
  applicable,
  suggestedIds,
  canAssociate,
  intent,
}: {
  incidentType: "Incident" | "Crisis";
  associated: PlanRowView[];
  applicable: PlanRowView[];
  suggestedIds: string[];
  canAssociate: boolean;
  /** The intent the hosting page's action dispatches on, if it has several forms. */
  intent?: string;
}) {
  const result = useActionData<{ fields?: Record<string, string[]>; message?: string }>();
  const chosen = new Set(associated.length ? associated.map((p) => p.id) : suggestedIds);
  const title = incidentType === "Crisis" ? "ASSOCIATED IMPS/CMPS" : "ASSOCIATED IMPS";
  return (
    <section aria-labelledby="associated-heading">
      <h2 id="associated-heading" className="mb-2 text-lg font-semibold">
        {title}
      </h2>
      {associated.length === 0 ? (
        <p className="card text-gray-600">Data Not Found</p>
      ) : (
        <ul className="card mb-4 space-y-2" aria-label="Associated plans">
          {associated.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center gap-2">
              <Link to={paths.managementPlan(p.id)}>{p.name}</Link>
              <span className="text-sm text-gray-500">{p.code}</span>
              <PlanStatusBadge status={p.status} />
            </li>
          ))}
        </ul>
      )}
      {canAssociate ? (
        <Form method="post" className="card" aria-label="Choose associated plans">
          <input type="hidden" name="incidentType" value={incidentType} />
          {intent ? <input type="hidden" name="intent" value={intent} /> : null}
          <fieldset>
            <legend className="label">
              Plans that can apply ({incidentType === "Crisis" ? "approved CMPs and IMPs" : "approved IMPs"})
            </legend>
            {applicable.length === 0 ? <p className="text-sm text-gray-600">Data Not Found</p> : null}
            {applicable.map((p) => (
              <label key={p.id} className="flex items-center gap-2 py-1 text-sm">
                <input type="checkbox" name="planIds" value={p.id} defaultChecked={chosen.has(p.id)} />
                {p.name} ({p.code})
                {suggestedIds.includes(p.id) ? <span className="text-green-700"> · suggested</span> : null}
              </label>
            ))}
          </fieldset>
          <ErrorList errors={result?.fields?.planIds ?? (result?.message ? [result.message] : undefined)} />
          <button type="submit" className="btn-primary mt-2">
            Save associated plans
          </button>
        </Form>
      ) : null}
    </section>
  );
}
