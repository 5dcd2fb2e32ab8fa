import { APPROVAL_STATUS_LABELS, BCP_MESSAGES } from "~/domains/bcp/model";
import type { PlanDetail as Plan } from "~/domains/bcp/plan-view.server";
import { companyDates } from "~/shared/dates";

type Approval = Plan["overall"];
const DECISIONS: Record<string, string> = {
  "approval.approved": APPROVAL_STATUS_LABELS.APPROVED,
  "approval.rejected": APPROVAL_STATUS_LABELS.REJECTED,
};
const HISTORY_MAX = 5;

/**
 * The decisions on one approval target (the whole plan or a section), newest first, from the audit trail. The current
 * decision's comment is labelled with its decision and date; earlier ones are listed under their own heading, so an
 * old comment never reads as if it answered the request now awaiting a decision.
 */
export function ApprovalComments({ plan, approval }: { plan: Plan; approval: Approval }) {
  const dates = companyDates(plan.dates);
  const decisions = plan.audit.filter(
    (a) => DECISIONS[a.action] && (a.changes as { section?: string }).section === approval.section,
  );
  const decided = approval.status === "APPROVED" || approval.status === "REJECTED";
  // The newest decision is the current one while the target still stands decided.
  const earlier = (decided ? decisions.slice(1) : decisions).slice(0, HISTORY_MAX);
  return (
    <>
      {decided && approval.approveComments ? (
        <p className="mt-1" data-testid="approver-comments">
          <span className="font-medium">
            {BCP_MESSAGES.approverComments(
              APPROVAL_STATUS_LABELS[approval.status],
              dates.date(approval.decidedAt),
            )}
          </span>{" "}
          {approval.approveComments}
        </p>
      ) : null}
      {earlier.length > 0 ? (
        <div className="mt-2 text-sm" data-testid="approval-history">
          <p className="font-medium text-gray-700">{BCP_MESSAGES.approvalHistory}</p>
          <ul className="list-disc pl-5 text-gray-600">
            {earlier.map((a) => {
              const comment = String((a.changes as { approveComments?: unknown }).approveComments ?? "");
              return (
                <li key={a.id}>
                  {DECISIONS[a.action]}, {dates.date(a.at)}
                  {a.actor ? ` by ${a.actor.name}` : ""}
                  {comment ? `: “${comment}”` : ""}
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </>
  );
}
