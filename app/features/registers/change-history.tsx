import { HISTORY_LIMIT, HISTORY_LABELS as L } from "~/domains/registers/history";
import { useDates } from "~/ui/dates";

type Change = { field: string; from: string; to: string };
type Item = { id: string; label: string; at: string; actor: string | null; changes: Change[] };

/**
 * Who changed a register entry or an important business service, when, and each field from what to what, newest
 * first: what an auditor reads of the system of record. Plain markup, so it reads the same without JavaScript.
 */
export function ChangeHistory({
  history,
  className = "mt-6 max-w-3xl",
}: {
  history: Item[];
  className?: string;
}) {
  const dates = useDates();
  return (
    <section className={`card ${className}`} aria-label={L.title}>
      <h2 className="mb-2 font-medium">{L.title}</h2>
      {history.length === 0 ? (
        <p className="text-sm text-gray-600">{L.none}</p>
      ) : (
        <ol className="divide-y divide-gray-100 text-sm">
          {history.map((h) => (
            <li key={h.id} className="py-2">
              <p>
                <span className="font-medium">{h.label}</span> · {dates.dateTime(h.at)}
                {h.actor ? ` · ${h.actor}` : ""}
              </p>
              {h.changes.length > 0 ? (
                <ul className="mt-1 space-y-0.5 text-gray-700">
                  {h.changes.map((c) => (
                    <li key={c.field} className="break-words">
                      {c.field}: <span className="text-gray-500">{c.from || L.empty}</span> →{" "}
                      {c.to || L.empty}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {history.length >= HISTORY_LIMIT ? (
        <p className="mt-2 text-xs text-gray-500">{L.latest(HISTORY_LIMIT)}</p>
      ) : null}
    </section>
  );
}
