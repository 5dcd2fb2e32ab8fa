import type { ExerciseType } from "~/domains/incidents/model";
import { ExerciseBanner, exercisePageTitle } from "~/features/incidents/exercise-banner";
import { paths } from "~/paths";
import { PageHeader } from "~/ui/page";

type IncidentSummary = {
  id: string;
  type: string;
  title: string;
  status: string;
  exerciseType: ExerciseType | null;
};

/** The browser tab's title of a page under one incident: the page, then the incident (marked when an exercise). */
export const incidentPageTitle = (page: string, incident: IncidentSummary | undefined) =>
  `${page} · ${exercisePageTitle(incident?.title ?? "Incident", incident?.exerciseType)} · Keel`;

/** The head of a page under one incident: the exercise banner, the page's title and the way back to the incident. */
export function IncidentPageHeader({ title, incident }: { title: string; incident: IncidentSummary }) {
  return (
    <>
      <ExerciseBanner exerciseType={incident.exerciseType} />
      <PageHeader
        title={title}
        back={{ to: paths.incident(incident.id), label: `Back to the ${incident.type.toLowerCase()}` }}
      >
        {incident.type} · {incident.title} · {incident.status}
      </PageHeader>
    </>
  );
}
