import {
  BCP_MANUAL_TARGETS,
  BCP_MESSAGES,
  BCP_STATUS_LABELS,
  BCP_TRANSITIONS,
  PROCESS_STATUS_LABELS,
  PROCESS_TRANSITIONS,
} from "~/domains/bcp/model";
import type { Person } from "~/features/bcp/approval-forms";
import type { ProcessItem } from "~/features/bcp/plan-content";
import type { Plan } from "~/features/bcp/plan-parts";
import { SelectInput } from "~/ui/forms";

/** For plan administrators: the assignee (/bcp/updateAssignee) and the statuses one may pick by hand. */
export function PlanAdmin({ plan, people }: { plan: Plan; people: Person[] }) {
  // Cancelling is archiving, done from the list after its confirmation.
  const targets = BCP_MANUAL_TARGETS.filter(
    (s) => s !== "CANCELLED" && BCP_TRANSITIONS[plan.status].includes(s),
  );
  return (
    <div className="mb-6 flex flex-wrap gap-6 rounded-md border border-gray-200 bg-white p-4 text-sm">
      <form method="post" className="flex items-end gap-2">
        <input type="hidden" name="intent" value="updateAssignee" />
        <SelectInput
          id="assigneeId"
          name="assigneeId"
          label="Assigned To"
          defaultValue={plan.assigneeId ?? ""}
          className="input w-64"
          empty="Nobody"
          options={people.map((p) => ({ value: p.id, label: `${p.name} (${p.email})` }))}
        />
        <button type="submit" className="btn-secondary">
          Assign
        </button>
      </form>
      {targets.length ? (
        <form method="post" className="flex items-end gap-2">
          <input type="hidden" name="intent" value="planStatus" />
          {/* Starts on the current status: one click must never move the plan (UX review B-8). */}
          <SelectInput
            id="plan-status"
            name="status"
            label="Change status"
            required
            defaultValue=""
            className="input w-48"
            empty={BCP_MESSAGES.currentStatusOption(BCP_STATUS_LABELS[plan.status])}
            options={targets.map((s) => ({ value: s, label: BCP_STATUS_LABELS[s] }))}
          />
          <button type="submit" className="btn-secondary">
            Set status
          </button>
        </form>
      ) : null}
    </div>
  );
}

export function ProcessStatusForm({ process }: { process: ProcessItem }) {
  const next = PROCESS_TRANSITIONS[process.status];
  if (next.length === 0) return null;
  return (
    <form method="post" className="flex items-center gap-1">
      <input type="hidden" name="intent" value="processStatus" />
      <input type="hidden" name="id" value={process.id} />
      <label className="sr-only" htmlFor={`status-${process.id}`}>
        Status of {process.name}
      </label>
      <select id={`status-${process.id}`} name="status" required defaultValue="" className="input w-36 py-1">
        <option value="">{BCP_MESSAGES.currentStatusOption(PROCESS_STATUS_LABELS[process.status])}</option>
        {next.map((s) => (
          <option key={s} value={s}>
            {PROCESS_STATUS_LABELS[s]}
          </option>
        ))}
      </select>
      <button type="submit" className="btn-secondary px-2 py-1">
        Set
      </button>
    </form>
  );
}
