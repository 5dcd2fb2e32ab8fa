import type { SubmissionResult } from "@conform-to/react";
import { useForm } from "@conform-to/react";
import type { z } from "zod";
import { BCP_MESSAGES } from "~/domains/bcp/model";
import { type ApprovalTarget, approvalSubject, sectionLabel } from "~/domains/bcp/sections";
import { seenVersions } from "~/domains/bcp/seen-versions";
import type { approverDecisionSchema, sendForApprovalSchema } from "~/domains/bcp/validation";
import { NOT_SIGNED_UP_YET } from "~/domains/users/model";
import { CommentField, ConformForm, FormErrors, SelectField } from "~/ui/forms";
import type { FormFailure } from "~/web/form-failure";

/** `canApprove`: the API's word on whether this person may be named approver of the plan. */
export type Person = {
  id: string;
  name: string;
  email: string;
  role: string;
  canApprove: boolean;
  invited?: boolean;
};
/** Sends a section, or the whole plan, to an approver. */
export function SendForApproval({
  bcpId,
  section,
  people,
  lastResult,
  currentApproverId,
  editedBy = [],
  incomplete,
}: {
  bcpId: string;
  section: ApprovalTarget;
  people: Person[];
  lastResult?: SubmissionResult<string[]>;
  currentApproverId?: string;
  /** Who changed it since its last approval: not offered (four eyes), and named so nobody wonders where they went. */
  editedBy?: { id: string }[];
  /** Sections not done yet of what the user tried to send: shown for confirmation. */
  incomplete?: FormFailure["confirm"];
}) {
  const title =
    section === "overall" ? "Send the plan for approval" : `Send ${sectionLabel(section)} for approval`;
  const edited = new Set(editedBy.map((p) => p.id));
  const eligible = people.filter((p) => p.canApprove);
  const notOffered = eligible.filter((p) => edited.has(p.id)).map((p) => p.name);
  const [form, fields] = useForm<z.input<typeof sendForApprovalSchema>>({
    id: `send-${section}`,
    lastResult,
    defaultValue: {
      bcpId,
      section,
      approverId: currentApproverId && !edited.has(currentApproverId) ? currentApproverId : "",
    },
  });
  return (
    <ConformForm form={form} className="rounded-md border border-gray-200 bg-white p-4" aria-label={title}>
      <h3 className="mb-2 font-medium">{title}</h3>
      <FormErrors id={form.errorId} errors={form.errors} />
      <input type="hidden" name="intent" value="sendForApproval" />
      <input type="hidden" name={fields.bcpId.name} value={bcpId} />
      <input type="hidden" name={fields.section.name} value={section} />
      <SelectField
        field={fields.approverId}
        label="Approver"
        options={eligible
          .filter((p) => !edited.has(p.id))
          .map((p) => ({
            value: p.id,
            label: `${p.name} (${p.email})${p.invited ? ` · ${NOT_SIGNED_UP_YET}` : ""}`,
          }))}
      />
      {notOffered.length ? (
        <p className="-mt-2 mb-3 text-sm text-gray-600" data-testid="editors-not-offered">
          {BCP_MESSAGES.editorsNotOffered(notOffered, approvalSubject(section))}
        </p>
      ) : null}
      {incomplete?.length ? (
        <div
          role="alertdialog"
          aria-label="Confirm"
          className="mb-3 rounded-md border border-orange-200 bg-orange-50 p-3"
        >
          <p className="mb-1 text-sm font-medium">These sections are not done yet:</p>
          <ul className="mb-2 list-disc pl-5 text-sm" data-testid="incomplete-sections">
            {incomplete.map((s) => (
              <li key={s.key}>
                {s.label}: {s.completionLabel}
              </li>
            ))}
          </ul>
          <p className="mb-2 text-sm">Send for approval anyway?</p>
          <div className="flex flex-wrap gap-2">
            <button type="submit" name="confirmIncomplete" value="true" className="btn-primary">
              Send anyway
            </button>
            <a
              href={`?bcpId=${bcpId}&section=${section === "overall" ? "services" : section}`}
              className="btn-secondary no-underline"
            >
              Cancel
            </a>
          </div>
        </div>
      ) : (
        <button type="submit" className="btn-primary">
          Send for approval
        </button>
      )}
    </ConformForm>
  );
}

/** The approver's decision, with approveComments (required to reject). Works from the emailed link without JavaScript. */
export function ApproverDecision({
  bcpId,
  section,
  editVersions,
  lastResult,
}: {
  bcpId: string;
  section: ApprovalTarget;
  /** The plan's edit versions as the page shows it: the decision is refused if they moved since (N3). */
  editVersions: Record<string, number>;
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useForm<z.input<typeof approverDecisionSchema>>({
    id: `decide-${section}`,
    lastResult,
    defaultValue: { bcpId, section },
  });
  return (
    <ConformForm
      form={form}
      className="rounded-md border border-orange-200 bg-orange-50 p-4"
      aria-label={`Approve or reject ${sectionLabel(section)}`}
    >
      <h2 className="mb-2 text-lg font-semibold">
        {section === "overall"
          ? "This plan awaits your approval"
          : `${sectionLabel(section)} awaits your approval`}
      </h2>
      <FormErrors id={form.errorId} errors={form.errors} />
      <input type="hidden" name="intent" value="decide" />
      <input type="hidden" name={fields.bcpId.name} value={bcpId} />
      <input type="hidden" name={fields.section.name} value={section} />
      <input type="hidden" name={fields.seen.name} value={seenVersions(editVersions, section)} />
      <CommentField field={fields.approveComments} label="Comments" />
      <div className="flex gap-2">
        <button type="submit" name={fields.status.name} value="APPROVED" className="btn-primary">
          Approve
        </button>
        <button type="submit" name={fields.status.name} value="REJECTED" className="btn-danger">
          Reject
        </button>
      </div>
    </ConformForm>
  );
}
