import type { SubmissionResult } from "@conform-to/react";
import { Link } from "@remix-run/react";
import { AFTER_ACTION_LABELS } from "~/domains/exercises/model";
import { FindingList, type FindingRow } from "./after-action";
import { findingPath } from "./plan-findings";

/**
 * Home's list of the caller's own open corrective actions, each with its Close form. Where it was raised is a
 * link only for those who may open it (an External reads no incident nor IMP/CMP).
 */
export function OwnFindings({
  findings,
  opensIncidents,
  opensTests,
  closing,
}: {
  findings: { total: number; rows: FindingRow[] } | null;
  opensIncidents: boolean;
  opensTests: boolean;
  closing?: { key: string; result: SubmissionResult<string[]> };
}) {
  if (!findings?.total) return null;
  const source = (f: FindingRow) => {
    const name = f.incident?.title ?? (f.cmTest ? `${f.cmTest.plan.code} · ${f.cmTest.scenario}` : "");
    const opens = f.incident ? opensIncidents : opensTests;
    return opens ? <Link to={findingPath(f)}>{name}</Link> : name;
  };
  return (
    <section aria-labelledby="own-findings" className="mt-6">
      <h2 id="own-findings" className="mb-2 text-lg font-semibold">
        {AFTER_ACTION_LABELS.ownFindings} ({findings.total})
      </h2>
      <FindingList findings={findings.rows} source={source} closeResult={closing} />
    </section>
  );
}
