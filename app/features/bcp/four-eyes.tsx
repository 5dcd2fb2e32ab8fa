import { approverEdited, BCP_MESSAGES } from "~/domains/bcp/model";
import { type ApprovalTarget, approvalSubject, OVERALL } from "~/domains/bcp/sections";

// Apart from the approval forms: the plan page shows these without loading the forms' code (plan-page-forms.tsx).

/**
 * Four eyes: in place of the approver's decision form when they changed what awaits them (`mine`), or for the plan's
 * managers above the form that sends it to someone else.
 */
export function ApproverEditedNotice({
  approval,
  section,
  mine = false,
  sendHref,
}: {
  approval: { status: string; approver: { id: string; name: string } | null; editedBy: { id: string }[] };
  section: ApprovalTarget;
  mine?: boolean;
  /** Where the plan's managers send it to someone else, when not beside the form already. */
  sendHref?: string;
}) {
  if (approval.status !== "AWAITING_APPROVAL" || !approverEdited(approval)) return null;
  const what = approvalSubject(section);
  return (
    <p
      role="note"
      data-testid="approver-edited"
      className="rounded-md border border-orange-300 bg-orange-50 p-3 text-sm text-orange-900"
    >
      {mine
        ? BCP_MESSAGES.youEdited(what)
        : BCP_MESSAGES.approverEditedSent(approval.approver?.name ?? "", what)}
      {sendHref ? (
        <>
          {" "}
          <a href={sendHref} className="font-medium underline">
            Send it to another approver
          </a>
        </>
      ) : null}
    </p>
  );
}

/** The approval of one target of a plan as the API answers it: a section's, or the whole plan's. */
export function approvalOf<A>(
  plan: { overall: A; sections: { key: string; approval: A }[] },
  target: ApprovalTarget,
): A {
  if (target === OVERALL) return plan.overall;
  return plan.sections.find((s) => s.key === target)?.approval ?? plan.overall;
}

type ApprovalState = { status: string; approver: { name: string } | null };

/**
 * Above an approved (or awaiting) plan's forms, before any edit (UX review B-8): saving a change withdraws the
 * approval and sends the plan back to its approver, as the backend does (app/domains/bcp/workflow.server.ts).
 */
export function EditApprovalNotice({
  overall,
  section,
}: {
  overall: ApprovalState;
  section?: ApprovalState & { label: string };
}) {
  const approved = [overall, section].find((a) => a?.status === "APPROVED");
  const awaiting = [overall, section].find((a) => a?.status === "AWAITING_APPROVAL");
  const what = (a: ApprovalState) => (a === overall ? "This plan" : (section?.label ?? "This section"));
  const text = approved
    ? BCP_MESSAGES.editWithdrawsApproval(what(approved), approved.approver?.name ?? null)
    : awaiting
      ? BCP_MESSAGES.editResendsApproval(what(awaiting), awaiting.approver?.name ?? null)
      : null;
  if (!text) return null;
  return (
    <p
      role="note"
      data-testid="edit-approval-notice"
      className={`mb-4 rounded-md border p-3 text-sm ${approved ? "border-orange-300 bg-orange-50 text-orange-900" : "border-gray-200 bg-gray-50"}`}
    >
      {text}
    </p>
  );
}
