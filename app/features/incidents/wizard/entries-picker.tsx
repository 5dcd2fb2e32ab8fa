import { REGISTER_KIND_LABELS, REGISTER_KINDS } from "~/domains/registers/kinds";
import { ErrorList } from "~/ui/forms";
import type { WizardData } from "./step-data";

/**
 * What the incident hits besides (or instead of) a place (issue 33): applications, suppliers and other register
 * entries. Each chosen entry is kept in the step's form (registerEntryIds); the processes that depend on them,
 * directly or through upstream processes, are listed with the path.
 */
export function EntriesPicker({
  data,
  errors,
}: {
  data: Pick<WizardData, "processes" | "entryKind" | "entryQ" | "entryMatches">;
  errors?: string[];
}) {
  const chosen = data.processes?.registerEntries ?? [];
  const chosenIds = new Set(chosen.map((e) => e.id));
  const matches = data.entryMatches?.filter((e) => !chosenIds.has(e.id)) ?? null;
  const reached = (data.processes?.bcpProcesses ?? []).filter((p) => p.through);
  return (
    <fieldset className="mb-4 rounded-md border border-gray-200 p-3" data-testid="register-entries">
      <legend className="px-1 text-sm font-medium">
        Applications, suppliers and other register entries it hits
      </legend>
      <p className="mb-2 text-xs text-gray-600">
        For an incident without a place, such as a cyber attack, name what it hits instead of a location.
      </p>
      {chosen.length ? (
        <ul className="mb-2 space-y-1 text-sm" aria-label="Register entries it hits">
          {chosen.map((e) => (
            <li key={e.id} className="flex flex-wrap items-center gap-2">
              <input type="hidden" name="registerEntryIds" value={e.id} />
              {e.kindLabel}: <span className="font-medium">{e.name}</span>
              <button
                type="submit"
                name="intent"
                value={`remove_entry:${e.id}`}
                className="text-red-700 underline"
                aria-label={`Remove ${e.name}`}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div>
          <label htmlFor="entryKind" className="label">
            Register
          </label>
          <select
            id="entryKind"
            name="entryKind"
            defaultValue={data.entryKind ?? "application"}
            className="input"
          >
            {REGISTER_KINDS.map((k) => (
              <option key={k} value={k}>
                {REGISTER_KIND_LABELS[k].title}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-0 sm:flex-1">
          <label htmlFor="entryQ" className="label">
            Name
          </label>
          <input
            id="entryQ"
            name="entryQ"
            type="search"
            defaultValue={data.entryQ ?? ""}
            maxLength={100}
            className="input"
          />
        </div>
        {/* A button of the step's form: the step comes back with all that was typed on it, and the matches. */}
        <button
          type="submit"
          name="intent"
          value="find_entries"
          className="btn-secondary self-start sm:self-auto"
        >
          Find entries
        </button>
      </div>
      {matches ? (
        matches.length ? (
          <ul className="mt-2 space-y-1 text-sm" aria-label="Matching register entries">
            {matches.map((e) => (
              <li key={e.id}>
                <button type="submit" name="intent" value={`add_entry:${e.id}`} className="underline">
                  Add {e.name}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-gray-600">No entry matches “{data.entryQ}”.</p>
        )
      ) : null}
      <ErrorList errors={errors} />
      {reached.length ? (
        <div className="mt-3 text-sm">
          <p className="font-medium">Processes that depend on them</p>
          <ul className="mt-1 space-y-1" data-testid="impact-paths">
            {reached.map((p) => (
              <li key={p.id}>
                {p.through} <span className="text-gray-600">· {p.bcp.name}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </fieldset>
  );
}
