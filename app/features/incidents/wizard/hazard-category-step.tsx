import { Link, useLoaderData } from "@remix-run/react";
import { EXERCISE_LABEL, EXERCISE_TYPES, REAL_INCIDENT_CHOICE } from "~/domains/incidents/model";
import { paths } from "~/paths";
import { incidentTitle } from "~/shared/names";
import { ErrorList } from "~/ui/forms";
import { PickOneStep } from "./pick-one-step";
import type { WizardLoader } from "./step-data";
import { useStep } from "./use-step";

/** Step 1: the hazard category; before a draft exists, the user's own drafts of this type to resume. */
export function HazardCategoryStep() {
  const { type, incident, categories = [], drafts = [] } = useLoaderData<WizardLoader>();
  const mine = drafts.filter((d) => d.type === type);
  return (
    <PickOneStep
      legend="Hazard category"
      name="hazardCategoryId"
      choices={categories}
      checked={incident?.hazardCategoryId}
      after={
        // What it is decides how its messages go out: chosen on the draft, fixed once published.
        !incident || incident.isDraft ? <ExerciseChoice defaultValue={incident?.exerciseType ?? ""} /> : null
      }
    >
      {!incident && mine.length > 0 ? (
        <div className="mb-6">
          <h2 className="mb-2 font-medium">Resume a draft</h2>
          <ul className="list-disc pl-5 text-sm">
            {mine.map((d) => (
              <li key={d.id}>
                <Link to={paths.wizardStep(type, d.currentTab, d.id)}>
                  {d.title || `${incidentTitle(null, type)} draft`}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </PickOneStep>
  );
}

/** "Run as an exercise": a real incident (blank) or the kind of exercise. */
function ExerciseChoice({ defaultValue }: { defaultValue: string }) {
  const { errors } = useStep();
  const fieldErrors = errors("exerciseType");
  return (
    <div className="my-4">
      <label htmlFor="exerciseType" className="label">
        Run as an exercise
      </label>
      <select
        id="exerciseType"
        name="exerciseType"
        defaultValue={defaultValue}
        className="input sm:w-80"
        aria-invalid={fieldErrors?.length ? true : undefined}
        aria-describedby={fieldErrors?.length ? "exerciseType-error" : "exerciseType-help"}
      >
        <option value="">{REAL_INCIDENT_CHOICE}</option>
        {EXERCISE_TYPES.map((t) => (
          <option key={t} value={t}>
            {t} exercise
          </option>
        ))}
      </select>
      {fieldErrors?.length ? (
        <ErrorList id="exerciseType-error" errors={fieldErrors} />
      ) : (
        <p id="exerciseType-help" className="mt-1 text-xs text-gray-600">
          An exercise works as a real one, but its pages, messages and reports are marked {EXERCISE_LABEL} and
          it is left out of Home and Active BCPs.
        </p>
      )}
    </div>
  );
}
