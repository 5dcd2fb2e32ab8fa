import { getFormProps } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { paths } from "~/paths";
import { FormErrors, RadioCards } from "~/ui/forms";
import { RemoveDraftConfirm, StepButtons } from "./step-frame";
import { useStep } from "./use-step";

/** Step 1: the hazard category; before a draft exists, the user's own drafts of this type to resume. */
export function HazardCategoryStep() {
  const { type, step, incident, categories = [], drafts = [], form, errors, formError } = useStep();
  const mine = drafts.filter((d) => d.type === type);
  return (
    <>
      <RemoveDraftConfirm type={type} step={step} incident={incident} />
      {!incident && mine.length > 0 ? (
        <div className="mb-6">
          <h2 className="mb-2 font-medium">Resume a draft</h2>
          <ul className="list-disc pl-5 text-sm">
            {mine.map((d) => (
              <li key={d.id}>
                <Link to={paths.wizardStep(type, d.currentTab, d.id)}>
                  {d.title || `Untitled ${type.toLowerCase()} draft`}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <Form method="post" {...getFormProps(form)} noValidate>
        <FormErrors errors={formError ? [formError] : null} />
        <RadioCards
          legend="Hazard category"
          name="hazardCategoryId"
          choices={categories}
          checked={incident?.hazardCategoryId}
          errors={errors("hazardCategoryId")}
        />
        <StepButtons type={type} step={step} incident={incident} />
      </Form>
    </>
  );
}
