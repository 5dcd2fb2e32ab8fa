import type { HistoryView } from "~/domains/activation/model";
import { responseStrategyLabel } from "~/shared/response-lists";
import { useDates } from "~/ui/dates";
import { ControlBadge, StrategyBadge } from "./badges";

/** Responses of one process, newest first. */
export function HistoryTable({ rows }: { rows: HistoryView[] }) {
  const { dateTime } = useDates();
  if (!rows.length) return <p className="text-sm text-gray-500">No response recorded yet.</p>;
  return (
    <table className="w-full text-left text-sm">
      <thead>
        <tr>
          <th>When</th>
          <th>Control status</th>
          <th>Strategy</th>
          <th>Strategy status</th>
          <th>Headcount available</th>
          <th>Notes</th>
          <th>By</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.id}>
            <td>{dateTime(r.respondedAt)}</td>
            <td>
              <ControlBadge status={r.controlStatus} />
            </td>
            <td>{responseStrategyLabel(r.strategy)}</td>
            <td>
              <StrategyBadge status={r.strategyStatus} />
            </td>
            <td>{r.headcountAvailable}</td>
            <td>{r.notes}</td>
            <td>{r.respondedBy}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
