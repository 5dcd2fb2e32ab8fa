/**
 * The plan page's forms: an approver's decision and the recovery gaps' acknowledgements. Most readers see neither,
 * and their form code (conform) is a quarter of the page's own JavaScript, so the page loads them on demand
 * (plan-page-forms-slot.tsx).
 */
export { RecoveryGaps } from "~/features/registers/recovery-gaps";
export { ApproverDecision } from "./approval-forms";
