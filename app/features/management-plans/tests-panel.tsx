import { Link } from "@remix-run/react";
import { AFTER_ACTION_LABELS } from "~/domains/exercises/model";
import { CM_TEST_OUTCOME_LABELS, CM_TEST_OUTCOMES } from "~/domains/management-plans/model";
import type { PlanDetails } from "~/features/management-plans/view-types";
import { paths } from "~/paths";
import { useDates } from "~/ui/dates";
import { ErrorList } from "~/ui/forms";
import { IntentField, IntentForm, useIntentErrors } from "./intent-form";
import { SanitisedHtml } from "./rich-text";

/**
 * CM tests: the last one and when the next is due, each test's scenario, participants, outcome and findings, and
 * once run a link to its corrective actions (the follow-ups written as free text before are shown as notes).
 */
export function TestsPanel({ plan, canTest }: { plan: PlanDetails; canTest: boolean }) {
  const { day } = useDates();
  return (
    <section id="cm-tests" aria-labelledby="tests-heading" className="mb-6">
      <div className="mb-2 flex items-center justify-between">
        <h2 id="tests-heading" className="text-lg font-semibold">
          CM tests
        </h2>
        {canTest && plan.status !== "CANCELLED" ? (
          <Link to={paths.managementPlanTest(plan.id)} className="btn-secondary">
            Create CM Test
          </Link>
        ) : null}
      </div>
      <dl className="card mb-3 grid gap-2 text-sm md:grid-cols-2">
        <div>
          <dt className="text-gray-500">Last test</dt>
          <dd data-testid="last-test">
            {plan.lastTest
              ? `${day(plan.lastTest.conductedOn ?? plan.lastTest.scheduledFor)} · ${plan.lastTest.outcomeLabel}`
              : "Not tested yet"}
          </dd>
        </div>
        <div>
          <dt className="text-gray-500">Next test due</dt>
          <dd data-testid="next-test" className={plan.testOverdue ? "font-medium text-red-700" : undefined}>
            {day(plan.nextTestDue)}
            {plan.testOverdue ? " (overdue)" : ""}
          </dd>
        </div>
      </dl>
      <ul className="space-y-3">
        {plan.tests.map((t) => (
          <li key={t.id} className="card text-sm" aria-label={`CM test ${t.scenario}`}>
            <p className="font-medium">
              {day(t.scheduledFor)} · {t.exerciseType} exercise · {t.statusLabel}
              {t.outcomeLabel ? ` · ${t.outcomeLabel}` : ""}
            </p>
            <p className="mt-1">Scenario: {t.scenario}</p>
            {t.participants.length ? <p>Participants: {t.participants.join(", ")}</p> : null}
            {t.findings ? (
              <div className="mt-2">
                <p className="text-gray-500">Findings</p>
                <SanitisedHtml html={t.findings} />
              </div>
            ) : null}
            {t.followUpActions.length ? (
              <div className="mt-2">
                <p className="text-gray-500">{AFTER_ACTION_LABELS.cmTestNotes}</p>
                <ul className="list-disc pl-5">
                  {t.followUpActions.map((a) => (
                    <li key={`${a.action}-${a.dueDate}`}>
                      {a.action}
                      {a.owner ? ` (${a.owner})` : ""}
                      {a.dueDate ? ` by ${day(a.dueDate)}` : ""}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            {t.status === "COMPLETED" ? (
              // Its follow-ups are tracked corrective actions (issue 35), on the test's own page.
              <p className="mt-2">
                <Link to={paths.cmTestActions(t.id)}>{AFTER_ACTION_LABELS.cmTestLink}</Link>
              </p>
            ) : null}
            {t.status === "SCHEDULED" && canTest ? <OutcomeForm testId={t.id} /> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function OutcomeForm({ testId }: { testId: string }) {
  const errors = useIntentErrors("recordOutcome", testId);
  return (
    <details className="mt-3">
      <summary className="cursor-pointer text-green-700">Record outcome</summary>
      <IntentForm intent="recordOutcome" target={testId} className="mt-2 grid gap-2" label="Record outcome">
        <div>
          <label htmlFor={`outcome-${testId}`} className="label">
            Outcome
          </label>
          <select id={`outcome-${testId}`} name="outcome" className="input">
            {CM_TEST_OUTCOMES.map((o) => (
              <option key={o} value={o}>
                {CM_TEST_OUTCOME_LABELS[o]}
              </option>
            ))}
          </select>
          <ErrorList errors={errors.field("outcome")} />
        </div>
        <IntentField
          intent="recordOutcome"
          target={testId}
          name="conductedOn"
          label="Conducted on"
          type="date"
        />
        <div>
          <label htmlFor={`findings-${testId}`} className="label">
            Findings
          </label>
          <textarea id={`findings-${testId}`} name="findings" className="input" rows={4} />
        </div>
        <button type="submit" className="btn-primary justify-self-start">
          Save outcome
        </button>
      </IntentForm>
    </details>
  );
}
