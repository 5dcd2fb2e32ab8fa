import { Link, useLoaderData } from "@remix-run/react";
import { paths } from "~/paths";
import { PickOneStep } from "./pick-one-step";
import type { WizardLoader } from "./step-data";

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
    >
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
    </PickOneStep>
  );
}
