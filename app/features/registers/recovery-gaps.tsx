import { Link } from "@remix-run/react";
import type { z } from "zod";
import type { recoveryGapAnswer } from "~/domains/registers/answers";
import { REGISTER_KIND_LABELS } from "~/domains/registers/model";
import { paths } from "~/paths";

export type RecoveryGap = z.infer<typeof recoveryGapAnswer>;

/**
 * The processes that cannot come back within their MAD because something they depend on recovers later
 * (issue 33): shown on the registers and on the plan. It blocks nothing; it tells the plan's author what to fix
 * (a faster recovery of the dependency, a workaround in the block's strategies, or an honest MAD).
 */
export function RecoveryGaps({ gaps, showPlan }: { gaps: RecoveryGap[]; showPlan: boolean }) {
  if (gaps.length === 0) return null;
  return (
    <section
      className="card mb-6 border-l-4 border-amber-500"
      aria-labelledby="recovery-gaps-heading"
      data-testid="recovery-gaps"
    >
      <h2 id="recovery-gaps-heading" className="font-medium">
        Recovery promises not met ({gaps.length})
      </h2>
      <p className="mb-2 text-sm text-gray-600">
        Each process below depends on something that recovers later than the process's MAD.
      </p>
      <ul className="space-y-1 text-sm">
        {gaps.map((g) => (
          <li key={`${g.process.id}-${g.dependsOn.id}`}>
            <span className="font-medium">{g.process.name}</span> (MAD {g.process.mad})
            {showPlan ? (
              <> · {g.bcp.readable ? <Link to={paths.viewBcp(g.bcp.id)}>{g.bcp.name}</Link> : g.bcp.name}</>
            ) : null}{" "}
            depends on {g.dependsOn.kindLabel.toLowerCase()}{" "}
            {g.dependsOn.kind ? (
              <Link to={paths.registerEntry(REGISTER_KIND_LABELS[g.dependsOn.kind].segment, g.dependsOn.id)}>
                {g.dependsOn.name}
              </Link>
            ) : (
              <span className="font-medium">{g.dependsOn.name}</span>
            )}
            , which recovers in {g.dependsOn.recovery}.
          </li>
        ))}
      </ul>
    </section>
  );
}
