import type { SubmissionResult } from "@conform-to/react";
import { useMatches } from "@remix-run/react";

type WithVersions = { editVersions?: Record<string, number> };

/** The edit versions the page's loader answered (`editVersions` of its record, e.g. per BCP section). */
function usePageVersions(): Record<string, number> | null {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const data = match.data as (WithVersions & { plan?: WithVersions; incident?: WithVersions }) | undefined;
    const versions = data?.editVersions ?? data?.plan?.editVersions ?? data?.incident?.editVersions;
    if (versions) return versions;
  }
  return null;
}

/**
 * The hidden field carrying the version this form was loaded at: `value`, or the page record's version
 * of `part` (0 when never saved). The action passes it to the API as If-Match (`apiClient({ request, context },
 * { ifMatch })`), which refuses a save made from a stale copy with 409 (app/domains/concurrency).
 * `sent`: the form's refusal (its lastResult). The form shows again what was typed, loaded at the version it was
 * sent with, so it keeps that version: without JavaScript the page reloads the record's newer one, and a second
 * save silently replaced what someone else had saved meanwhile (audit 2026-12-03).
 */
export function EditVersion({
  part,
  value,
  sent,
}: {
  part?: string;
  value?: number;
  sent?: SubmissionResult<string[]>;
}) {
  const versions = usePageVersions();
  const kept = sent?.initialValue?.editVersion;
  const version =
    typeof kept === "string" ? kept : (value ?? (part && versions ? (versions[part] ?? 0) : null));
  if (version === null) return null;
  return <input type="hidden" name="editVersion" value={String(version)} />;
}
