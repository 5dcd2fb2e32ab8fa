import { useForm } from "@conform-to/react";
import { Link } from "@remix-run/react";
import type { z } from "zod";
import type { recoveryGapAnswer } from "~/domains/registers/answers";
import { REGISTER_KIND_LABELS } from "~/domains/registers/model";
import type { acknowledgeGapSchema } from "~/domains/registers/validation";
import { paths } from "~/paths";
import { countOf } from "~/shared/plural";
import { useDates } from "~/ui/dates";
import { CommentField, ConformForm, FormErrors } from "~/ui/forms";
import { lastResultFor } from "~/web/form-failure";
import { ACKNOWLEDGE_GAP_INTENT, gapKey } from "./gap-intent";
import type { ProcessGaps } from "./gaps-by-process";

export type RecoveryGap = z.infer<typeof recoveryGapAnswer>;

export { ACKNOWLEDGE_GAP_INTENT, gapKey };

/**
 * The processes that cannot come back within their MAD because something they depend on recovers later
 * (issue 33): shown on the registers and on the plan. Each must be acknowledged with a reason before the plan
 * goes for approval; the people who may change the plan do it here, the others read who did and why.
 * `actionData`: the page action's answer, so a refused acknowledgement shows its error on its own form.
 */
export function RecoveryGaps({
  gaps,
  showPlan,
  actionData,
  elsewhere,
}: {
  gaps: RecoveryGap[];
  showPlan: boolean;
  actionData?: unknown;
  /**
   * A plan of many processes shows one at a time (issue 37): `gaps` are the open process's, drawn with their
   * forms; the other processes' are counted here, each linking to its process, where its gaps are.
   */
  elsewhere?: { processes: ProcessGaps[]; href: (processId: string) => string } | null;
}) {
  const dates = useDates();
  const others = elsewhere?.processes ?? [];
  const total = gaps.length + others.reduce((n, p) => n + p.gaps, 0);
  if (total === 0) return null;
  const open = gaps.filter((g) => !g.acknowledgement).length + others.reduce((n, p) => n + p.open, 0);
  return (
    <section
      className="card mb-6 border-l-4 border-amber-500"
      id="recovery-gaps"
      aria-labelledby="recovery-gaps-heading"
      data-testid="recovery-gaps"
    >
      <h2 id="recovery-gaps-heading" className="font-medium">
        Recovery promises not met ({total})
      </h2>
      <p className="mb-2 text-sm text-gray-600">
        Each process below depends on something that recovers later than the process's MAD. Each must be
        acknowledged with a reason before its plan goes for approval
        {open > 0 ? ` (${open} not acknowledged)` : ""}.
      </p>
      <ul className="space-y-3 text-sm">
        {gaps.map((g) => {
          const key = gapKey(g.process.id, g.dependsOn.id);
          return (
            <li key={key} data-testid="recovery-gap">
              <p>
                <span className="font-medium">{g.process.name}</span> (MAD {g.process.mad})
                {showPlan ? (
                  <>
                    {" "}
                    ·{" "}
                    {g.bcp.readable ? (
                      // Straight to the process's gaps: a plan of many processes opens one process at a time.
                      <Link to={paths.viewBcpProcess(g.bcp.id, g.process.id, "recovery-gaps")}>
                        {g.bcp.name}
                      </Link>
                    ) : (
                      g.bcp.name
                    )}
                  </>
                ) : null}{" "}
                depends on {g.dependsOn.kindLabel.toLowerCase()}{" "}
                {g.dependsOn.kind ? (
                  <Link
                    to={paths.registerEntry(REGISTER_KIND_LABELS[g.dependsOn.kind].segment, g.dependsOn.id)}
                  >
                    {g.dependsOn.name}
                  </Link>
                ) : (
                  <span className="font-medium">{g.dependsOn.name}</span>
                )}
                , which recovers in {g.dependsOn.recovery}.
              </p>
              {g.acknowledgement ? (
                <p className="mt-1 text-gray-600" data-testid="gap-acknowledged">
                  Acknowledged by {g.acknowledgement.by ?? "a former user"} on{" "}
                  {dates.dateTime(g.acknowledgement.at)}: “{g.acknowledgement.reason}”
                </p>
              ) : (
                <p className="mt-1 font-medium text-amber-800">Not acknowledged.</p>
              )}
              {g.mayAcknowledge ? (
                <AcknowledgeGapForm
                  gap={g}
                  formKey={key}
                  again={g.acknowledgement !== null}
                  lastResult={lastResultFor(actionData, ACKNOWLEDGE_GAP_INTENT, key)}
                />
              ) : null}
            </li>
          );
        })}
      </ul>
      {elsewhere && others.length > 0 ? (
        <div className="mt-3 text-sm" data-testid="recovery-gaps-elsewhere">
          <p className="text-gray-600">In the plan's other processes:</p>
          <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
            {others.map((p) => (
              <li key={p.id}>
                <Link to={elsewhere.href(p.id)}>{p.name}</Link> ({countOf(p.gaps, "gap")}
                {p.open > 0 ? `, ${p.open} not acknowledged` : ""})
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

function AcknowledgeGapForm({
  gap,
  formKey,
  again,
  lastResult,
}: {
  gap: RecoveryGap;
  formKey: string;
  again: boolean;
  lastResult: ReturnType<typeof lastResultFor>;
}) {
  const [form, fields] = useForm<z.input<typeof acknowledgeGapSchema>>({
    id: `acknowledge-${formKey}`,
    lastResult,
  });
  const label = `Acknowledge ${gap.process.name} ← ${gap.dependsOn.name}`;
  const body = (
    <ConformForm form={form} aria-label={label} className="mt-2">
      <FormErrors id={form.errorId} errors={form.errors} />
      <input type="hidden" name="intent" value={ACKNOWLEDGE_GAP_INTENT} />
      <input type="hidden" name="key" value={formKey} />
      <input type="hidden" name={fields.processId.name} value={gap.process.id} />
      <input type="hidden" name={fields.dependsOnId.name} value={gap.dependsOn.id} />
      <CommentField field={fields.reason} label="Why the gap is acceptable" />
      <button type="submit" className="btn-secondary">
        Acknowledge
      </button>
    </ConformForm>
  );
  // Acknowledged already: a new reason is there to give, folded away (it opens without JavaScript too).
  if (again && !lastResult)
    return (
      <details className="mt-1">
        <summary className="cursor-pointer text-sm">Give a new reason</summary>
        {body}
      </details>
    );
  return body;
}
