import { Link } from "@remix-run/react";
import { CHECKLIST_MESSAGES, RESPONSE_STEP_LABELS, type ResponseStep } from "~/domains/incidents/model";
import { paths } from "~/paths";
import { ChecklistCard, StepMark } from "~/ui/checklist";
import { useDates } from "~/ui/dates";
import type { ResponseChecklistView } from "./answers";

/** Where each step is done: the screen that does it. */
const stepLink = (step: ResponseStep, incidentId: string) =>
  ({
    team: `${paths.incident(incidentId, "details")}#response-team`,
    activate: paths.response(incidentId),
    message: paths.incidentMessages(incidentId),
    statusCheck: paths.response(incidentId),
  })[step];

/**
 * The guided first response (issue 32 item 5): coordinator and team → activate plans → message people → first
 * status check, each ticked from the incident's data. The first step not done carries the page's primary action,
 * so after activation the primary action moves on to messaging. Links only: it works without JavaScript.
 */
export function ResponseChecklist({
  checklist,
  incidentId,
}: {
  checklist: ResponseChecklistView;
  incidentId: string;
}) {
  const when = useDates().dateTime;
  return (
    <ChecklistCard id="response-checklist" title={CHECKLIST_MESSAGES.title}>
      <ol className="space-y-2">
        {checklist.steps.map((s, i) => (
          <li key={s.key} className="flex flex-wrap items-center gap-2" data-step={s.key} data-done={s.done}>
            <StepMark done={s.done} number={i + 1} />
            <span className={s.done ? "text-gray-500 line-through" : ""}>
              {RESPONSE_STEP_LABELS[s.key].step}
              <span className="sr-only">{s.done ? " (done)" : " (to do)"}</span>
            </span>
            {s.key === "statusCheck" && !s.done && checklist.nextCheckAt ? (
              <span className="text-sm text-gray-600">due {when(checklist.nextCheckAt)}</span>
            ) : null}
            {s.key === checklist.next ? (
              <Link to={stepLink(s.key, incidentId)} className="btn-primary">
                {RESPONSE_STEP_LABELS[s.key].action}
              </Link>
            ) : null}
          </li>
        ))}
      </ol>
      {checklist.next === null ? (
        <p className="mt-2 text-sm text-green-800">{CHECKLIST_MESSAGES.allDone}</p>
      ) : null}
      {checklist.teamSize === 0 ? (
        <p role="status" className="mt-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm">
          {CHECKLIST_MESSAGES.emptyTeam}
        </p>
      ) : null}
    </ChecklistCard>
  );
}
