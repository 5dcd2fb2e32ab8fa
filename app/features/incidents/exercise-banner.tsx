import {
  EXERCISE_LABEL,
  type ExerciseType,
  exerciseBannerText,
  markExercise,
} from "~/domains/incidents/model";

/**
 * The one banner on every page of an exercise (the incident, the wizard, the response, the messages): nobody
 * mistakes it for a real incident, even on a phone or a printout. Nothing for a real incident.
 */
export function ExerciseBanner({ exerciseType }: { exerciseType: ExerciseType | null | undefined }) {
  if (!exerciseType) return null;
  return (
    <p
      role="note"
      data-testid="exercise-banner"
      className="mb-4 rounded-md border-2 border-dashed border-amber-600 bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900"
    >
      {exerciseBannerText(exerciseType)}
    </p>
  );
}

/** The small mark beside an exercise's name in a list (the incidents table, Active BCPs). */
export function ExerciseTag({ exerciseType }: { exerciseType: ExerciseType | null | undefined }) {
  if (!exerciseType) return null;
  return (
    <span
      title={`${exerciseType} exercise`}
      className="ml-1 rounded border border-amber-600 bg-amber-50 px-1 text-xs font-semibold text-amber-900"
    >
      {EXERCISE_LABEL}
    </span>
  );
}

/** A page title (the browser tab) of an exercise's page: marked like its messages. */
export const exercisePageTitle = (title: string, exerciseType: ExerciseType | null | undefined) =>
  markExercise(title, exerciseType);
