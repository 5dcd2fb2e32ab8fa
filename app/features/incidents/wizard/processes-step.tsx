import type { ImpactedProcess } from "~/domains/bcp/site-links";
import { ProcessSummary } from "~/features/incidents/process-summary";
import { ConformForm, ErrorList, FormErrors } from "~/ui/forms";
import { RemoveDraftConfirm, StepButtons } from "./step-frame";
import { useStep } from "./use-step";

/** Step 4: the processes at the impacted sites, processes found by name, and ad hoc ones. */
export function ProcessesStep() {
  const {
    type,
    step,
    incident,
    processes,
    processQ = "",
    processMatches,
    form,
    errors,
    formError,
  } = useStep();
  const listed = processes?.bcpProcesses ?? [];
  const atSites = listed.filter((p) => !p.byHand);
  const byHand = listed.filter((p) => p.byHand);
  const known = new Set(listed.map((p) => p.id));
  const matches = processMatches?.filter((p) => !known.has(p.id)) ?? null;
  return (
    <>
      <RemoveDraftConfirm type={type} step={step} incident={incident} />
      <ConformForm form={form}>
        <FormErrors errors={formError ? [formError] : null} />
        <h2 className="mb-1 font-medium">BCP processes at the impacted sites</h2>
        <p className="mb-2 text-xs text-gray-600">Processes of approved plans are ticked to start with.</p>
        {atSites.length ? (
          <ProcessChoices processes={atSites} label="BCP processes at the impacted sites" />
        ) : (
          <p className="mb-4 text-sm text-gray-500">Data Not Found</p>
        )}
        {byHand.length ? (
          <>
            <h2 className="mb-2 font-medium">Processes added by hand</h2>
            <ProcessChoices processes={byHand} label="Processes added by hand" />
          </>
        ) : null}
        <fieldset className="mb-4 rounded-md border border-gray-200 p-3">
          <legend className="px-1 text-sm font-medium">Add a process by hand</legend>
          <p className="mb-2 text-xs text-gray-600">
            Any plan's process, found by its name or its plan's name: for an incident without a place (a cyber
            attack) or a site the radius missed.
          </p>
          <label htmlFor="processQ" className="label">
            Process or plan name
          </label>
          <div className="flex flex-wrap gap-2">
            <input
              id="processQ"
              name="processQ"
              type="search"
              defaultValue={processQ}
              maxLength={100}
              className="input max-w-sm"
            />
            <button type="submit" name="intent" value="find_processes" className="btn-secondary">
              Find processes
            </button>
          </div>
          {matches ? (
            matches.length ? (
              <div className="mt-3">
                <ProcessChoices processes={matches} label="Matching processes" />
                <button type="submit" name="intent" value="add_processes" className="btn-secondary">
                  Add ticked processes
                </button>
              </div>
            ) : (
              <p className="mt-2 text-sm text-gray-600">No process matches “{processQ}”.</p>
            )
          ) : null}
        </fieldset>
        <h2 className="mb-2 font-medium">Adhoc processes</h2>
        <ul className="mb-2 space-y-1 text-sm">
          {processes?.adhocProcesses.map((p) => (
            <li key={p.id}>
              <label className="flex items-center gap-2">
                <input type="checkbox" name="adhocProcessIds" value={p.id} defaultChecked={p.selected} />
                {p.name}
              </label>
            </li>
          ))}
        </ul>
        <label htmlFor="adhocProcessNames" className="label">
          Add adhoc process
        </label>
        <input id="adhocProcessNames" name="adhocProcessNames" className="input" />
        <ErrorList errors={errors("adhocProcessNames")} />
        <StepButtons type={type} step={step} incident={incident} />
      </ConformForm>
    </>
  );
}

/** Tick boxes (bcpProcessIds) for processes shown by name with their plan, lead, MAD and criticality. */
function ProcessChoices({
  processes,
  label,
}: {
  processes: (ImpactedProcess & { selected?: boolean; byHand?: boolean })[];
  label: string;
}) {
  return (
    <ul className="mb-4 space-y-2 text-sm" aria-label={label}>
      {processes.map((p) => (
        <li key={p.id}>
          <label className="flex items-start gap-2">
            <input
              type="checkbox"
              name="bcpProcessIds"
              value={p.id}
              defaultChecked={!!p.selected}
              className="mt-1"
            />
            <ProcessSummary process={p} byHand={p.byHand} />
          </label>
        </li>
      ))}
    </ul>
  );
}
