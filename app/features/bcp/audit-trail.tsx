import { companyDates } from "~/shared/dates";
import type { Plan } from "./plan-parts";

/** Who changed what, and when (newest first). */
export function AuditTrail({ plan }: { plan: Plan }) {
  const dates = companyDates(plan.dates);
  return (
    <section aria-labelledby="audit-heading">
      <h2 id="audit-heading" className="mb-3 text-xl font-semibold">
        Audit Trail
      </h2>
      {plan.audit.length === 0 ? (
        <p className="text-gray-600">Data Not Found</p>
      ) : (
        <ol
          className="divide-y divide-gray-100 rounded-lg border border-gray-200 bg-white"
          data-testid="audit-trail"
        >
          {plan.audit.map((a) => (
            <li key={a.id} className="px-4 py-2 text-sm">
              <div className="flex flex-wrap justify-between gap-2">
                <span>
                  <strong>{a.label ?? a.action}</strong> by {a.actor?.name ?? "—"}
                </span>
                <time dateTime={a.at} className="text-gray-500">
                  {dates.dateTime(a.at)}
                </time>
              </div>
              {a.summary ? <p className="text-gray-600">{a.summary}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
