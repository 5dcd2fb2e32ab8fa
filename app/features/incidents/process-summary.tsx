import type { ImpactedProcess } from "~/domains/bcp/site-links";

/** Head count at each impacted site: "25 at Manchester DC, 5 at Leeds". */
export function siteLine(p: Pick<ImpactedProcess, "sites">) {
  return p.sites.map((s) => `${s.headcount ?? "?"} at ${s.name}`).join(", ");
}

/**
 * One impacted process as the wizard (step 4) and the PROCESSES tab show it: by name, with its plan, BC lead,
 * MAD, criticality and the head count at the impacted sites.
 */
export function ProcessSummary({
  process: p,
  byHand,
}: {
  /** `through`: reached through a register entry the incident hits, with the path (issue 33). */
  process: ImpactedProcess & { through?: string | null };
  byHand?: boolean;
}) {
  return (
    <span className="min-w-0">
      <span className="font-medium">{p.name}</span>
      <span className="text-gray-700">
        {" "}
        · {p.bcp.name} ({p.bcp.code}, {p.bcp.statusLabel})
      </span>
      <span className="block text-xs text-gray-600">
        BC lead {p.lead.name} · MAD {p.mad} · Criticality {p.criticality}
        {p.sites.length ? ` · Head count ${siteLine(p)}` : byHand ? " · Added by hand" : ""}
      </span>
      {p.through ? (
        <span className="block text-xs text-gray-600" data-testid="impact-path">
          Depends on it: {p.through}
        </span>
      ) : null}
    </span>
  );
}
