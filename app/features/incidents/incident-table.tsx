import { Form, Link, useSearchParams } from "@remix-run/react";
import {
  canEscalate,
  INCIDENT_COLUMNS,
  INCIDENT_STATUS_COLOURS,
  ROW_ACTIONS,
} from "~/domains/incidents/model";
import type { IncidentListRow } from "~/features/incidents/answers";
import { ExerciseTag } from "~/features/incidents/exercise-banner";
import { paths } from "~/paths";
import { incidentTitle } from "~/shared/names";
import { useConfirmStep } from "~/ui/confirm";
import { useDates } from "~/ui/dates";
import { StatusBadge } from "~/ui/status-badge";

function cell(row: IncidentListRow, key: (typeof INCIDENT_COLUMNS)[number][0], day: (iso: string) => string) {
  switch (key) {
    case "createdOn":
    case "updatedOn":
      return day(row[key]);
    case "incidentLocations":
      return row.incidentLocations.join(", ") || "—";
    case "status":
      return (
        <StatusBadge kind="incident-status" colour={INCIDENT_STATUS_COLOURS[row.status]}>
          {row.status}
        </StatusBadge>
      );
    case "name":
      // A draft resumes the wizard at the step it was left on.
      return row.isDraft ? (
        <>
          <Link to={paths.wizardStep(row.type, row.currentTab, row.id)}>
            {incidentTitle(row.name, row.type)}
          </Link>{" "}
          <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs text-gray-700">Draft</span>
          <ExerciseTag exerciseType={row.exerciseType} />
        </>
      ) : (
        <>
          <Link to={paths.incident(row.id)} className={row.isRead ? "" : "font-semibold"}>
            {row.name}
          </Link>
          <ExerciseTag exerciseType={row.exerciseType} />
        </>
      );
    case "type":
      return (
        <span
          className={`rounded-full px-2 py-0.5 text-xs ${row.type === "Crisis" ? "bg-red-100 text-red-800" : "bg-gray-100 text-gray-800"}`}
        >
          {row.type}
        </span>
      );
    default:
      return row[key] ?? "—";
  }
}

export function Star({ row }: { row: Pick<IncidentListRow, "id" | "favourite" | "name"> }) {
  return (
    <Form method="post" className="inline">
      <input type="hidden" name="id" value={row.id} />
      <input type="hidden" name="favourite" value={row.favourite ? "false" : "true"} />
      <button
        type="submit"
        name="intent"
        value="favourite"
        aria-label={row.favourite ? `Unstar ${row.name}` : `Star ${row.name}`}
        aria-pressed={row.favourite}
        className={row.favourite ? "text-amber-500" : "text-gray-400"}
      >
        {row.favourite ? "★" : "☆"}
      </button>
    </Form>
  );
}

/** Spec §6 row actions in a disclosure menu (details/summary works without JavaScript). */
/** The row's menu; disable and edit only for users who may manage incidents, escalate for those who may escalate. */
export function RowActions({
  row,
  canManage,
  mayEscalate,
}: {
  row: IncidentListRow;
  canManage: boolean;
  mayEscalate: boolean;
}) {
  const [params] = useSearchParams();
  const confirm = useConfirmStep();
  const confirmHref = (kind: string) => confirm.href(kind, row.id);
  return (
    <details className="relative">
      <summary className="cursor-pointer text-sm" aria-label={`Actions for ${row.name}`}>
        Actions
      </summary>
      <ul className="absolute right-0 z-10 mt-1 w-52 rounded-md border border-gray-200 bg-white p-1 text-sm shadow">
        <li>
          <Link className="block px-2 py-1" to={paths.incident(row.id)}>
            {ROW_ACTIONS.view}
          </Link>
        </li>
        <li>
          <Form method="post">
            <input type="hidden" name="id" value={row.id} />
            <button type="submit" name="intent" value="read" className="block w-full px-2 py-1 text-left">
              {ROW_ACTIONS.markRead}
            </button>
          </Form>
        </li>
        <li>
          <Link
            className="block px-2 py-1"
            to={`?${new URLSearchParams({ ...Object.fromEntries(params), view: "card" })}#card-${row.id}`}
          >
            {ROW_ACTIONS.cardView}
          </Link>
        </li>
        {canManage ? (
          <>
            {row.isDraft ? null : (
              <li>
                <Link className="block px-2 py-1" to={confirmHref("disable")}>
                  {ROW_ACTIONS.disable}
                </Link>
              </li>
            )}
            <li>
              <Link className="block px-2 py-1" to={paths.wizardStep(row.type, "general_info", row.id)}>
                {ROW_ACTIONS.edit}
              </Link>
            </li>
            {mayEscalate && canEscalate(row) ? (
              <li>
                <Link className="block px-2 py-1" to={confirmHref("escalate")}>
                  {ROW_ACTIONS.escalate}
                </Link>
              </li>
            ) : null}
          </>
        ) : null}
      </ul>
    </details>
  );
}

/** The incident list's rows and what the viewer may do with them: the table (wide screens) and the cards take the same. */
type IncidentListProps = { rows: IncidentListRow[]; canManage: boolean; mayEscalate: boolean };

export function IncidentTable({ rows, canManage, mayEscalate }: IncidentListProps) {
  const dates = useDates();
  return (
    <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
      <table className="min-w-full text-left text-sm">
        <thead className="bg-gray-50">
          <tr>
            <th className="px-3 py-2">
              <span className="sr-only">Favourite</span>
            </th>
            {INCIDENT_COLUMNS.map(([key, label]) => (
              <th key={key} className="px-3 py-2 font-medium">
                {label}
              </th>
            ))}
            <th className="px-3 py-2">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-t border-gray-100" data-testid="incident-row">
              <td className="px-3 py-2">
                <Star row={row} />
              </td>
              {INCIDENT_COLUMNS.map(([key]) => (
                <td key={key} className="px-3 py-2">
                  {cell(row, key, dates.date)}
                </td>
              ))}
              <td className="px-3 py-2">
                <RowActions row={row} canManage={canManage} mayEscalate={mayEscalate} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function IncidentCards({ rows, canManage, mayEscalate }: IncidentListProps) {
  const dates = useDates();
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {rows.map((row) => (
        <li key={row.id} id={`card-${row.id}`} className="card" data-testid="incident-card">
          <div className="mb-2 flex items-start justify-between gap-2">
            <h2 className="font-medium">
              <Link to={paths.incident(row.id)}>{row.name}</Link>{" "}
              <span className="text-xs text-gray-500">{row.type}</span>
            </h2>
            <Star row={row} />
          </div>
          <dl className="grid grid-cols-2 gap-1 text-sm">
            {INCIDENT_COLUMNS.filter(([k]) => k !== "name" && k !== "type").map(([key, label]) => (
              <div key={key} className="contents">
                <dt className="text-gray-500">{label}</dt>
                <dd>{cell(row, key, dates.date)}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-2 flex justify-end">
            <RowActions row={row} canManage={canManage} mayEscalate={mayEscalate} />
          </div>
        </li>
      ))}
    </ul>
  );
}
