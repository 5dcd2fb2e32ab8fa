import { Link } from "@remix-run/react";
import { SETUP_MESSAGES, SETUP_STEP_LABELS, type SetupStep } from "~/domains/organisation/model";
import { paths } from "~/paths";
import { ChecklistCard, StepMark } from "~/ui/checklist";
import type { CompanySetup } from "./types";

/** Where each setup step is done. */
const STEP_LINKS: Record<SetupStep, string> = {
  organisation: paths.organisation,
  approver: paths.inviteUser,
  plan: paths.bcpCreate,
  exercise: paths.crisisManagementPlans,
};

/**
 * A new company's setup on Home (issue 32 item 8, UX review B-1): business unit and site → invite an approver →
 * first plan → first exercise, each ticked from the company's data; the first step not done carries the primary
 * action. Home shows it until every step is done. Links only: it works without JavaScript.
 */
export function SetupChecklist({ setup }: { setup: CompanySetup }) {
  const next = setup.steps.find((s) => !s.done)?.key;
  return (
    <ChecklistCard id="setup-checklist" title={SETUP_MESSAGES.title}>
      <ol className="space-y-3">
        {setup.steps.map((s, i) => (
          <li key={s.key} className="flex items-start gap-2" data-step={s.key} data-done={s.done}>
            <StepMark done={s.done} number={i + 1} fixed />
            <div className="min-w-0 flex-1">
              <p className={s.done ? "text-gray-500 line-through" : "font-medium"}>
                {SETUP_STEP_LABELS[s.key].step}
                <span className="sr-only">{s.done ? " (done)" : " (to do)"}</span>
              </p>
              {s.done ? null : <p className="text-sm text-gray-600">{SETUP_STEP_LABELS[s.key].help}</p>}
            </div>
            {s.done ? null : (
              <Link to={STEP_LINKS[s.key]} className={s.key === next ? "btn-primary" : "btn-secondary"}>
                {SETUP_STEP_LABELS[s.key].action}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </ChecklistCard>
  );
}
