import { useDates } from "~/ui/dates";
import { StackedCell } from "~/ui/table";

/** A status's colour, as the chart's bars draw it. */
function Swatch({ hex, className = "" }: { hex: string; className?: string }) {
  return <span className={`mr-1 inline-block h-3 w-3 ${className}`} style={{ background: hex }} />;
}

/**
 * Stacked bars, one per status check, drawn with plain HTML (no JavaScript, prints as is), each with the
 * counts written out so the chart reads as a table too. On a phone each check is a card (`stacked-rows`).
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
      <table className="stacked-rows w-full text-left text-sm">
        <thead>
          <tr>
            <th className="w-44 px-3 py-2">Time</th>
            <th className="px-3 py-2">Processes</th>
            {statuses.map((s) => (
              <th key={s} className="w-24 px-3 py-2">
                <Swatch hex={colours[s].hex} />
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
                <StackedCell label="Time">{dateTime(p.at)}</StackedCell>
                <StackedCell label="Processes">
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
                </StackedCell>
                {statuses.map((s) => (
                  <StackedCell key={s} label={s}>
                    {/* The headings (the legend) give way to the cells' labels on a phone: the colour goes with them. */}
                    <span>
                      <Swatch hex={colours[s].hex} className="md:hidden" />
                      {p.counts[s]}
                    </span>
                  </StackedCell>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </figure>
  );
}
