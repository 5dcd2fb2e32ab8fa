/**
 * The plan page's forms: an approver's decision, the recovery gaps' acknowledgements, and on the editor the form
 * that sends the plan for approval. Most readers see none of them, and their code is a quarter of the page's own
 * JavaScript, so the pages load them on demand (plan-page-forms-slot.tsx; the editor was over its 130 KB budget).
 */
export { RecoveryGaps } from "~/features/registers/recovery-gaps";
export { ApproverDecision, SendForApproval } from "./approval-forms";
