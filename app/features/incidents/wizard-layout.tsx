import { Link, Outlet, useLocation, useMatches, useSearchParams } from "@remix-run/react";
import { type IncidentType, WIZARD_STEP_LABELS, WIZARD_STEPS } from "~/domains/incidents/model";
import { paths } from "~/paths";
import { PageHeader } from "~/ui/page";
import { ExerciseBanner } from "./exercise-banner";
import type { WizardData } from "./wizard/step-data";

/** The wizard frame: the five steps (links once a draft exists) and the current step below. */
export function WizardLayout({ type }: { type: IncidentType }) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const id = params.get("incident_id");
  const current = decodeURIComponent(pathname.split("/").pop() ?? "");
  // The step below loads the draft: an exercise's is marked from the first step on.
  const step = useMatches().at(-1)?.data as WizardData | undefined;
  return (
    <section>
      <ExerciseBanner exerciseType={step?.incident?.exerciseType} />
      <PageHeader title={id ? `Edit ${type}` : `Create ${type}`} />
      <ol className="mb-6 flex flex-wrap gap-2 text-sm" aria-label="Steps">
        {WIZARD_STEPS.map((step, i) => {
          const active = step === current;
          const label = `${i + 1}. ${WIZARD_STEP_LABELS[step]}`;
          return (
            <li key={step}>
              {id && !active ? (
                <Link
                  to={paths.wizardStep(type, step, id)}
                  className="rounded-full border border-gray-300 px-3 py-1"
                >
                  {label}
                </Link>
              ) : (
                <span
                  aria-current={active ? "step" : undefined}
                  className={`rounded-full px-3 py-1 ${active ? "bg-primary-700 text-white" : "border border-gray-200 text-gray-600"}`}
                >
                  {label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
      <div className="card">
        <Outlet />
      </div>
    </section>
  );
}
