import { INCIDENT_IMPACTS, INCIDENT_STATUSES, STATUS_CHECK_CADENCES } from "~/domains/incidents/model";
import { EditVersion } from "~/ui/edit-version";
import { ConformForm, ErrorList, Field, FormErrors, fieldChecked, fieldValue, SelectField } from "~/ui/forms";
import { RemoveDraftConfirm, StepButtons } from "./step-frame";
import { useStep } from "./use-step";

/** Step 5: title, description, impact, status and cadence; a draft is saved or published from here. */
export function GeneralInfoStep() {
  const { type, step, incident, form, fields, formError } = useStep(({ incident }) => ({
    title: incident?.title ?? "",
    description: incident?.description ?? "",
    impact: incident?.impact ?? "",
    status: incident?.status ?? "Just Created",
    statusCheckCadence: incident?.statusCheckCadence ?? "",
    // A ticked box sends "on" (fieldChecked).
    notifyBCPLeads: incident?.notifyBCPLeads ? "on" : "",
    notifyBusinessCoordinator: incident?.notifyBusinessCoordinator ? "on" : "",
  }));
  const statuses =
    incident?.statusChoices ?? INCIDENT_STATUSES.filter((s) => s !== "Completed" && s !== "Cancelled");
  return (
    <>
      <RemoveDraftConfirm type={type} step={step} incident={incident} />
      <ConformForm form={form}>
        <FormErrors errors={formError ? [formError] : null} />
        <EditVersion part="general_info" />
        <Field field={fields.title} label="Title" />
        <div className="mb-4">
          <label htmlFor="description" className="label">
            Description
          </label>
          <textarea
            id="description"
            name="description"
            rows={4}
            className="input"
            defaultValue={fieldValue(fields.description)}
          />
          <ErrorList errors={fields.description.errors} />
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField
            field={fields.impact}
            label="Impact"
            options={INCIDENT_IMPACTS}
            placeholder="Choose…"
          />
          <SelectField field={fields.status} label="Status" options={statuses} placeholder="Choose…" />
          <SelectField
            field={fields.statusCheckCadence}
            label="Status check cadence"
            options={STATUS_CHECK_CADENCES}
            placeholder="Choose…"
          />
        </div>
        <label className="mb-2 flex items-center gap-2 text-sm">
          <input type="checkbox" name="notifyBCPLeads" defaultChecked={fieldChecked(fields.notifyBCPLeads)} />{" "}
          Notify BCP leads
        </label>
        <label className="mb-2 flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            name="notifyBusinessCoordinator"
            defaultChecked={fieldChecked(fields.notifyBusinessCoordinator)}
          />{" "}
          Notify business coordinator
        </label>
        <div className="mt-6 flex flex-wrap gap-2">
          {incident?.isDraft ? (
            <>
              <button type="submit" name="intent" value="save" className="btn-secondary">
                Save draft
              </button>
              <button type="submit" name="intent" value="publish" className="btn-primary">
                Publish
              </button>
            </>
          ) : (
            <button type="submit" name="intent" value="next" className="btn-primary">
              Save
            </button>
          )}
        </div>
        <StepButtons type={type} step={step} incident={incident} last />
      </ConformForm>
    </>
  );
}
