import { type ApprovalTarget, OVERALL, SECTIONS, sectionLabel } from "./sections";

// Isomorphic: the approver's form carries what it showed; the API compares (security review N3).

/** Parts of a plan every decision covers besides its section: the details (name, unit, lead) and the files. */
export const PLAN_PARTS = { details: "Plan details", files: "Plan files" } as const;
export type PlanPart = keyof typeof PLAN_PARTS;
export const isPlanPart = (part: string): part is PlanPart => Object.hasOwn(PLAN_PARTS, part);

/** What a versioned part of a plan is called: a section's label, or the plan part's. */
export const partLabel = (part: string) =>
  isPlanPart(part)
    ? PLAN_PARTS[part]
    : SECTIONS.some((s) => s.key === part) || part === OVERALL
      ? sectionLabel(part as ApprovalTarget)
      : part;

/** The parts a decision on `target` approves: the whole plan, or one section with the plan's details and files. */
function covered(target: ApprovalTarget, parts: Iterable<string>) {
  if (target === OVERALL) return new Set(parts);
  return new Set([target, ...Object.keys(PLAN_PARTS)]);
}

/**
 * The versions of what the approver was shown, as the decision form's hidden `seen` field:
 * `part:version` pairs (a part never saved is version 0, so it is left out; a plan with nothing saved yet says
 * `target:0`, as the field is required and a form drops an empty value).
 */
export function seenVersions(versions: Record<string, number>, target: ApprovalTarget): string {
  const pairs = [...covered(target, Object.keys(versions))]
    .filter((part) => versions[part])
    .sort()
    .map((part) => `${part}:${versions[part]}`);
  return pairs.length ? pairs.join(",") : `${target}:0`;
}

function parseSeen(seen: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const pair of seen.split(",")) {
    const [part, version] = pair.split(":");
    if (part && /^\d+$/.test(version ?? "")) out[part] = Number(version);
  }
  return out;
}

/** The labels of the parts changed since the approver's form was loaded (none: what they read stands). */
export function changedSinceSeen(seen: string, versions: Record<string, number>, target: ApprovalTarget) {
  const then = parseSeen(seen);
  const parts = covered(target, [...Object.keys(then), ...Object.keys(versions)]);
  return [...parts].filter((part) => (then[part] ?? 0) !== (versions[part] ?? 0)).map(partLabel);
}
