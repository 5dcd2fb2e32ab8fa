import { Link } from "@remix-run/react";
import { planSeenVersions } from "~/domains/management-plans/seen";
import type { PlanDetails } from "~/features/management-plans/view-types";
import { paths } from "~/paths";
import { COMMENT_MAX_LENGTH, COMMENT_MIN_ROWS } from "~/shared/validation-rules";
import { IntentForm } from "./intent-form";
import { PlanStatusBadge } from "./status-badge";

/** The plan's header: who owns and approves it, its status, and the approval and row actions. */
export function PlanHeaderPanel({
  plan,
  canManage,
  isApprover,
}: {
  plan: PlanDetails;
  canManage: boolean;
  isApprover: boolean;
}) {
  const link = paths.managementPlan(plan.id);
  return (
    <div className="card mb-6">
      <dl className="grid gap-3 text-sm md:grid-cols-4">
        <div>
          <dt className="text-gray-500">ID</dt>
          <dd>{plan.code}</dd>
        </div>
        <div>
          <dt className="text-gray-500">Owner</dt>
          <dd>{plan.owner?.name ?? "N/A"}</dd>
        </div>
        <div>
          <dt className="text-gray-500">Approver</dt>
          <dd>{plan.approver?.name ?? "N/A"}</dd>
        </div>
        <div>
          <dt className="text-gray-500">Status</dt>
          <dd data-testid="plan-status">
            <PlanStatusBadge status={plan.status} />
          </dd>
        </div>
      </dl>
      {plan.description ? <p className="mt-3 text-sm text-gray-700">{plan.description}</p> : null}
      {plan.approveComments ? (
        <p className="mt-2 text-sm text-gray-600">Approver's comments: {plan.approveComments}</p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        {canManage && plan.status !== "CANCELLED" ? (
          <>
            <Link to={`${link}/edit`} className="btn-secondary">
              Edit
            </Link>
            <Link to={`${link}/clone`} className="btn-secondary">
              Clone
            </Link>
            <Link to={`${link}/remove`} className="btn-danger">
              Remove
            </Link>
            {plan.status !== "AWAITING_APPROVAL" ? (
              <IntentForm intent="send">
                <button type="submit" className="btn-primary">
                  Send for approval
                </button>
              </IntentForm>
            ) : null}
          </>
        ) : null}
      </div>
      {isApprover && plan.status === "AWAITING_APPROVAL" ? (
        <IntentForm intent="decide" className="mt-4 max-w-xl" label="Approval">
          {/* What this page showed: the decision is refused if the plan changed since (N3). */}
          <input type="hidden" name="seen" value={planSeenVersions(plan)} />
          <label htmlFor="approveComments" className="label">
            Comments
          </label>
          <textarea
            id="approveComments"
            name="approveComments"
            className="input"
            rows={COMMENT_MIN_ROWS}
            maxLength={COMMENT_MAX_LENGTH}
          />
          <div className="mt-2 flex gap-2">
            <button type="submit" name="decision" value="APPROVED" className="btn-primary">
              Approve
            </button>
            <button type="submit" name="decision" value="REJECTED" className="btn-danger">
              Reject
            </button>
          </div>
        </IntentForm>
      ) : null}
    </div>
  );
}
