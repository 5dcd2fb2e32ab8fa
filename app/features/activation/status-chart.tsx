import { useDates } from "~/ui/dates";

/**
 * Stacked bars, one per status check, drawn with plain HTML (no JavaScript, prints as is), each with the
 * counts written out so the chart reads as a table too.
 */
export function StatusChart<S extends string>({
  title,
  statuses,
  colours,
  points,
}: {
  title: string;
  statuses: readonly S[];
  colours: Record<S, { hex: string }>;
  points: { at: string; counts: Record<S, number> }[];
}) {
  const { dateTime } = useDates();
  return (
    <figure className="mb-8 break-inside-avoid">
      <figcaption className="mb-2 font-semibold">{title}</figcaption>
      <table className="w-full text-left text-sm">
        <thead>
          <tr>
            <th className="w-44">Time</th>
            <th>Processes</th>
            {statuses.map((s) => (
              <th key={s} className="w-24">
                <span className="mr-1 inline-block h-3 w-3" style={{ background: colours[s].hex }} />
                {s}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {points.map((p) => {
            const total = statuses.reduce((sum, s) => sum + p.counts[s], 0) || 1;
            return (
              <tr key={p.at}>
                <td>{dateTime(p.at)}</td>
                <td>
                  <div className="flex h-4 w-full min-w-40 overflow-hidden rounded bg-gray-100" aria-hidden>
                    {statuses.map((s) =>
                      p.counts[s] ? (
                        <div
                          key={s}
                          style={{ width: `${(p.counts[s] / total) * 100}%`, background: colours[s].hex }}
                        />
                      ) : null,
                    )}
                  </div>
                </td>
                {statuses.map((s) => (
                  <td key={s}>{p.counts[s]}</td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </figure>
  );
}
