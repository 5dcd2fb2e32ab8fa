import { Form } from "@remix-run/react";
import {
  ACCOUNTING_COLOURS,
  ACCOUNTING_LABELS,
  type AccountingCounts,
  PERSON_STATUSES,
  SITE_STATUSES,
} from "~/domains/assets/accounting";
import {
  ANSWERED_KEYS,
  ANSWERED_LABELS,
  type Answered,
  TALLY_LABELS,
} from "~/domains/incident-messages/model";
import type { AccountingEntry, ImpactView } from "~/features/incidents/answers";
import { formatDistance } from "~/shared/distance";
import { useDates } from "~/ui/dates";

type CountKey = keyof typeof ACCOUNTING_LABELS;

/** One status badge, coloured as accounting.ts defines it. */
function StatusBadge({ status }: { status: CountKey }) {
  return <span className={`badge ${ACCOUNTING_COLOURS[status].badge}`}>{ACCOUNTING_LABELS[status]}</span>;
}

/** "Safe 3 · Injured 1 …" for people and sites: a zero is quiet, anything else carries its colour. */
function Counts({ counts, answered }: { counts: AccountingCounts; answered: Answered | null }) {
  const line = (title: string, keys: CountKey[], values: Record<string, number>, total: number) => (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span className="font-medium">
        {title} ({total})
      </span>
      {keys.map((k) =>
        values[k] ? (
          <span key={k} className={`badge ${ACCOUNTING_COLOURS[k].badge}`} data-count={k}>
            {ACCOUNTING_LABELS[k]} {values[k]}
          </span>
        ) : (
          <span key={k} className="text-gray-500" data-count={k}>
            {ACCOUNTING_LABELS[k]} 0
          </span>
        ),
      )}
    </div>
  );
  return (
    <section aria-label="Accounted for" className="mb-4 space-y-2 border-b border-gray-200 pb-3">
      {line("People", [...PERSON_STATUSES, "needs_help", "none"], counts.people, counts.people.total)}
      {line("Sites", [...SITE_STATUSES, "none"], counts.sites, counts.sites.total)}
      {/* Everyone messaged, register or not, as the messages' tally counts them (UX review A-3). */}
      {answered ? (
        <div className="text-sm" data-testid="answered-by-message">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium">
              {ANSWERED_LABELS.title} ({answered.people})
            </span>
            {ANSWERED_KEYS.map((k) => (
              <span
                key={k}
                data-answered={k}
                className={
                  answered[k] && k !== "noAnswer"
                    ? `badge ${ACCOUNTING_COLOURS[k === "help" ? "needs_help" : k].badge}`
                    : "text-gray-500"
                }
              >
                {TALLY_LABELS[k]} {answered[k]}
              </span>
            ))}
          </div>
          <p className="text-xs text-gray-600">{ANSWERED_LABELS.hint}</p>
        </div>
      ) : null}
    </section>
  );
}

function History({ entries }: { entries: AccountingEntry[] }) {
  const dates = useDates();
  if (entries.length === 0) return null;
  return (
    <details className="mt-1 text-xs text-gray-600">
      <summary className="cursor-pointer">History ({entries.length})</summary>
      <ol className="mt-1 space-y-0.5 pl-4">
        {entries.map((e) => (
          <li key={e.id}>
            {dates.dateTime(e.createdAt)} · {e.label}
            {e.note ? ` · ${e.note}` : ""} — {e.viaLink ? "answered by message" : (e.byName ?? "—")}
          </li>
        ))}
      </ol>
    </details>
  );
}

type RowProps = Parameters<typeof Row>[0];

/** One column of the tab: its heading, and a row per impacted site (or person) with its accounting. */
function RowList({
  heading,
  label,
  rows,
  choices,
  canAccount,
}: {
  heading: string;
  label: string;
  rows: Omit<RowProps, "choices" | "canAccount">[];
  choices: RowProps["choices"];
  canAccount: boolean;
}) {
  return (
    <div>
      <h2 className="mb-2 font-medium">{heading}</h2>
      <ul className="space-y-2 text-sm" aria-label={label}>
        {rows.map((row) => (
          <Row key={row.id} {...row} choices={choices} canAccount={canAccount} />
        ))}
      </ul>
    </div>
  );
}

/** One impacted person or site: its status with who and when, the controls to change it, its history. */
function Row({
  id,
  name,
  distanceKm,
  status,
  statusBy,
  statusAt,
  history,
  choices,
  canAccount,
}: {
  id: string;
  name: string;
  distanceKm: number | null;
  status: CountKey | null;
  statusBy: string | null;
  statusAt: string | null;
  history: AccountingEntry[];
  choices: readonly CountKey[];
  canAccount: boolean;
}) {
  const dates = useDates();
  return (
    <li className="border-b border-gray-100 pb-2" data-testid="accounted-row">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="font-medium">{name}</span>
        <span className="text-gray-500">· {formatDistance(distanceKm)}</span>
        <StatusBadge status={status ?? "none"} />
        {status && statusAt ? (
          <span className="text-xs text-gray-500">
            {statusBy ?? "answered by message"}, {dates.dateTime(statusAt)}
          </span>
        ) : null}
      </div>
      {canAccount ? (
        <Form
          method="post"
          preventScrollReset
          className="mt-1 flex flex-wrap gap-1"
          aria-label={`Mark ${name}`}
        >
          <input type="hidden" name="intent" value="account" />
          <input type="hidden" name="impactedAssetId" value={id} />
          <input type="hidden" name="name" value={name} />
          {choices.map((c) => (
            <button
              key={c}
              type="submit"
              name="action"
              value={c}
              aria-pressed={status === c}
              className={`rounded border px-2 py-1 text-xs ${status === c ? `${ACCOUNTING_COLOURS[c].badge} border-transparent font-semibold` : "border-gray-300 bg-white text-gray-800"}`}
            >
              {ACCOUNTING_LABELS[c]}
            </button>
          ))}
        </Form>
      ) : null}
      <History entries={history} />
    </li>
  );
}

export function AssetsPeopleTab({
  impact,
  answered,
  canAccount,
}: {
  impact: ImpactView | null;
  answered: Answered | null;
  canAccount: boolean;
}) {
  const hitsNothing = !impact || (impact.assets.length === 0 && impact.people.length === 0);
  // Nothing hit and nobody messaged: nothing to account for.
  if (!impact || (hitsNothing && !answered?.people)) return <p className="text-gray-600">Data Not Found</p>;
  return (
    <div>
      <Counts counts={impact.counts} answered={answered} />
      <div className={hitsNothing ? "hidden" : "grid gap-6 lg:grid-cols-2"}>
        <RowList
          heading="Assets"
          label="Impacted sites"
          rows={impact.assets.map((a) => ({ ...a, name: a.asset.name }))}
          choices={SITE_STATUSES}
          canAccount={canAccount}
        />
        <RowList
          heading="People and others"
          label="Impacted people"
          rows={impact.people.map((p) => ({ ...p, name: p.person.name }))}
          choices={PERSON_STATUSES}
          canAccount={canAccount}
        />
      </div>
    </div>
  );
}
