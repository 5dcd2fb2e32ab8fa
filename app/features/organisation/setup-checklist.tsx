import { Link } from "@remix-run/react";
import { SETUP_MESSAGES, SETUP_STEP_LABELS, type SetupStep } from "~/domains/organisation/model";
import { paths } from "~/paths";
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
    <section aria-labelledby="setup-checklist" className="card mb-4" data-testid="setup-checklist">
      <h2 id="setup-checklist" className="mb-2 text-lg font-semibold">
        {SETUP_MESSAGES.title}
      </h2>
      <ol className="space-y-3">
        {setup.steps.map((s, i) => (
          <li key={s.key} className="flex items-start gap-2" data-step={s.key} data-done={s.done}>
            <span
              aria-hidden="true"
              className={`inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-sm ${s.done ? "bg-green-600 text-white" : "border border-gray-400 text-gray-600"}`}
            >
              {s.done ? "✓" : i + 1}
            </span>
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
    </section>
  );
}
