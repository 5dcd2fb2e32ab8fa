import type { ReactNode } from "react";
import { BCP_MESSAGES, EXPOSURE_LABELS, formatMad } from "~/domains/bcp/model";
import type { ProcessFocus } from "~/domains/bcp/process-focus";
import { countOf } from "~/shared/plural";
import { ImpactBadge, ProcessStatusBadge } from "./badges";
import type { Plan } from "./plan-parts";

type Service = Plan["services"][number];
export type ProcessItem = Service["processes"][number];

/** A process's fields, read-only (view screen and the manage screen's summaries). */
export function ProcessDetails({ process }: { process: ProcessItem }) {
  const rows: [string, string][] = [
    ["Consequences of Disruption", process.consequencesOfDisruption],
    ["Financial Exposure", EXPOSURE_LABELS[process.financialExposure]],
    ["Legal Exposure", EXPOSURE_LABELS[process.legalExposure]],
    ["Brand Exposure", EXPOSURE_LABELS[process.customerBrandOrReputationExposure]],
    ["Service Exposure", EXPOSURE_LABELS[process.qualityServiceLevel]],
    ["Supply Chain Exposure", EXPOSURE_LABELS[process.supplyChainExposure]],
    ["Criticality Explanation", process.criticalityLevelExplanation],
    ["BC Strategy Required", process.isBCStrategyRequired ? "Yes" : "No"],
    ["Justification for No BC Strategy", process.justificationForNoBCStrategy],
    ["MAD", formatMad(process.mad, process.madDuration)],
    ["Global Head Count", String(process.totalGlobalHeadCount)],
    [
      "Critical Process Headcount",
      process.criticalProcessHeadcountAnalysis == null
        ? ""
        : String(process.criticalProcessHeadcountAnalysis),
    ],
    ["MALO Criteria Explanation", process.maloCriterialExplanation],
  ];
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className="text-gray-500">{label}</dt>
          <dd>{value || "—"}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ProcessTitle({ process }: { process: ProcessItem }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <h4 className="font-medium">{process.name}</h4>
      <ImpactBadge level={process.criticalityLevel} />
      <ProcessStatusBadge status={process.status} />
    </div>
  );
}

export function LocationTable({ process }: { process: ProcessItem }) {
  if (process.locations.length === 0)
    return <p className="text-sm text-gray-600">{BCP_MESSAGES.noLocations}</p>;
  return (
    <table className="min-w-full text-sm">
      <thead className="text-left text-gray-600">
        <tr>
          <th className="py-1 pr-3 font-medium">Site</th>
          <th className="py-1 pr-3 font-medium">City</th>
          <th className="py-1 pr-3 font-medium">Country</th>
          <th className="py-1 pr-3 font-medium">Head Count</th>
        </tr>
      </thead>
      <tbody>
        {process.locations.map((l) => (
          <tr key={l.id} className="border-t border-gray-100">
            <td className="py-1 pr-3">{l.siteName}</td>
            <td className="py-1 pr-3">{l.city || "—"}</td>
            <td className="py-1 pr-3">{l.country || "—"}</td>
            <td className="py-1 pr-3">{l.headcount ?? "—"}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="border-t border-gray-200 font-medium">
          <td className="py-1 pr-3" colSpan={3}>
            Total / Service Head Count
          </td>
          <td className="py-1 pr-3">
            {process.totalHeadCount} / {process.totalGlobalHeadCount}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}

/** A process's card in a section's list: its title, then what the section says of it. */
function ProcessCard({ process, children }: { process: ProcessItem; children: ReactNode }) {
  return (
    <li className="card py-3">
      <ProcessTitle process={process} />
      <div className="mt-2">{children}</div>
    </li>
  );
}

/**
 * A read-only section body for this domain's sections. `focus`: the plan holds only the open process (the read
 * view of a plan of many processes); the services count and the process list come from it.
 */
export function SectionContent({
  plan,
  section,
  focus,
}: {
  plan: Plan;
  section: string;
  focus?: ProcessFocus | null;
}) {
  const processes = plan.services.flatMap((s) => s.processes);
  const countIn = (s: Plan["services"][number]) =>
    focus ? focus.processes.filter((p) => p.serviceId === s.id).length : s.processes.length;
  if (section === "services") {
    if (plan.services.length === 0) return <p className="text-gray-600">{BCP_MESSAGES.dataNotFound}</p>;
    return (
      <ul className="space-y-2">
        {plan.services.map((s) => (
          <li key={s.id} className="card py-3">
            <h3 className="font-medium">{s.name}</h3>
            {s.description ? <p className="text-sm text-gray-600">{s.description}</p> : null}
            <p className="text-xs text-gray-500">{countOf(countIn(s), "process", "processes")}</p>
          </li>
        ))}
      </ul>
    );
  }
  if (section === "processes") {
    if (processes.length === 0) return <p className="text-gray-600">{BCP_MESSAGES.dataNotFound}</p>;
    return (
      <div className="space-y-4">
        {plan.services
          .filter((s) => !focus || s.processes.length > 0)
          .map((s) => (
            <section key={s.id}>
              <h3 className="mb-2 font-semibold">{s.name}</h3>
              <ul className="space-y-3">
                {s.processes.map((p) => (
                  <ProcessCard key={p.id} process={p}>
                    <ProcessDetails process={p} />
                  </ProcessCard>
                ))}
              </ul>
            </section>
          ))}
      </div>
    );
  }
  if (section === "deliveryLocations" || section === "deliveryHeadcount") {
    if (processes.length === 0) return <p className="text-gray-600">{BCP_MESSAGES.dataNotFound}</p>;
    return (
      <ul className="space-y-3">
        {processes.map((p) => (
          <ProcessCard key={p.id} process={p}>
            <LocationTable process={p} />
          </ProcessCard>
        ))}
      </ul>
    );
  }
  return (
    <p className="card text-gray-600">
      This section is filled in on its own screen; its content will show here once it is built.
    </p>
  );
}
