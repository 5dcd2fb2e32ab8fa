import { formatMad, type MadUnit } from "~/domains/bcp/model";
import { TOLERANCE_FIT, TOLERANCE_MEASURE_NAMES, TOLERANCE_MEASURES } from "~/domains/resilience/model";
import { StatusBadge } from "~/ui/status-badge";

type Tolerance = {
  tolerance: number;
  toleranceUnit: MadUnit;
  maxCustomers: number | null;
  maxTransactions: number | null;
  maxValue: number | null;
};

/** "1 Days; Customers affected ≤ 50,000": the tolerance's time and each further limit set. */
export function ToleranceSummary({ service }: { service: Tolerance }) {
  const limits = TOLERANCE_MEASURE_NAMES.filter((m) => service[m] !== null).map(
    (m) => `${TOLERANCE_MEASURES[m]} ≤ ${service[m]!.toLocaleString("en-GB")}`,
  );
  return (
    <span>
      <strong>{formatMad(service.tolerance, service.toleranceUnit)}</strong>
      {limits.length ? <span className="text-gray-600"> · {limits.join(" · ")}</span> : null}
    </span>
  );
}

/** The MAD-within-tolerance check of one mapped process. */
export function ToleranceFitBadge({ within }: { within: boolean }) {
  const fit = TOLERANCE_FIT[within ? "within" : "outside"];
  return (
    <StatusBadge colour={fit.badge} kind="tolerance-fit" state={within ? "within" : "outside"}>
      {fit.label}
    </StatusBadge>
  );
}
