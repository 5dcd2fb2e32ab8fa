import { SCENARIO_LABELS, type Scenario, scenarioInSentence } from "~/domains/bcp-analysis/model";
import { countOf } from "~/shared/plural";
import { RESPONSE_STRATEGY_LABELS, type ResponseStrategyType } from "~/shared/response-lists";
import { TEAM_ROLE_LABELS, type TeamRole } from "~/shared/team-roles";
import { FIELD_SHEET_LABELS } from "./model";

/**
 * The printed plan's field sheet (issue 32 item 7, UX review "the printed plan, read as if all systems were
 * down"): per site, its address, when to invoke the plan and a first-hour checklist, built only from the plan's
 * own data (processes and their MAD, active scenarios and their short-term strategies, the BRT roster,
 * stakeholders). Isomorphic and pure: the PDF and the read view print the same words.
 */
export interface FieldSheetInput {
  processes: {
    name: string;
    mad: string;
    criticality: string;
    sites: { assetId: string | null; siteName: string; headcount: number | null }[];
    /** The process the plan page has open: when one is, only its sites are listed (each still names every process). */
    open?: boolean;
  }[];
  addresses: Record<string, string>;
  scenarios: {
    scenario: Scenario;
    active: boolean;
    shortTermStrategy: string;
    responseStrategyTypeShortTerm: ResponseStrategyType | null;
  }[];
  roster: { name: string; role: TeamRole; phone: string; alternatePhone: string }[];
  stakeholders: { name: string; phone: string }[];
}

export interface FieldSite {
  name: string;
  address: string | null;
  invocation: string[];
  firstHour: string[];
}

const phones = (...p: string[]) => p.filter(Boolean).join(" / ") || "no phone recorded";

export function fieldSheet(input: FieldSheetInput): FieldSite[] {
  const sites = new Map<
    string,
    { name: string; assetId: string | null; processes: string[]; heads: number; open: boolean }
  >();
  for (const p of input.processes)
    for (const s of p.sites) {
      const key = s.assetId ?? s.siteName;
      const site = sites.get(key) ?? {
        name: s.siteName,
        assetId: s.assetId,
        processes: [],
        heads: 0,
        open: false,
      };
      site.processes.push(`${p.name} (MAD ${p.mad || "not set"}, ${p.criticality})`);
      site.heads += s.headcount ?? 0;
      site.open ||= !!p.open;
      sites.set(key, site);
    }
  const listed = input.processes.some((p) => p.open)
    ? [...sites.values()].filter((s) => s.open)
    : [...sites.values()];
  const active = input.scenarios.filter((s) => s.active);
  const leaders = input.roster.filter((m) => m.role !== "MEMBER");
  const members = input.roster.filter((m) => m.role === "MEMBER");
  return listed.map((site) => {
    const invocation = [
      `one of these processes is disrupted at ${site.name}, or is expected to be, for longer than half its MAD: ${site.processes.join("; ")}`,
      ...(active.length
        ? [
            `one of the plan's scenarios happens: ${active.map((s) => SCENARIO_LABELS[s.scenario]).join(", ")}`,
          ]
        : []),
    ];
    const firstHour = [
      ...(leaders.length
        ? leaders.map(
            (m) => `Call the ${TEAM_ROLE_LABELS[m.role]}, ${m.name}: ${phones(m.phone, m.alternatePhone)}.`,
          )
        : ["Call the BC lead: the plan has no BRT leader on its roster."]),
      `Note the time the disruption started: each process's MAD runs from it.`,
      `Account for the ${site.heads ? countOf(site.heads, "person", "people") : "unknown number of people"} working on these processes at ${site.name}.`,
      ...active
        .filter((s) => s.shortTermStrategy || s.responseStrategyTypeShortTerm)
        .map(
          (s) =>
            `If ${scenarioInSentence(s.scenario)}: ${[
              s.responseStrategyTypeShortTerm
                ? RESPONSE_STRATEGY_LABELS[s.responseStrategyTypeShortTerm]
                : "",
              s.shortTermStrategy,
            ]
              .filter(Boolean)
              .join(" — ")
              .replace(/[.\s]+$/, "")}.`,
        ),
      ...(members.length
        ? [
            `Call the BRT members: ${members.map((m) => `${m.name} ${phones(m.phone, m.alternatePhone)}`).join("; ")}.`,
          ]
        : []),
      ...(input.stakeholders.length
        ? [
            `Tell the stakeholders: ${input.stakeholders.map((s) => `${s.name} ${phones(s.phone)}`).join("; ")}.`,
          ]
        : []),
      "Activate the plan (in Keel, or on paper with the reason and time) and set the first status check.",
    ];
    return {
      name: site.name,
      address: site.assetId ? (input.addresses[site.assetId] ?? null) : null,
      invocation,
      firstHour,
    };
  });
}

/** The sheet's "Approved" line, on the page and on paper: when and by whom, and whether the plan changed since. */
export function approvedLine(
  field: { approvedAt: string | null; approvedBy: string | null; changedSinceApproval: boolean },
  date: (iso: string) => string,
) {
  if (!field.approvedAt) return FIELD_SHEET_LABELS.notApproved;
  const by = field.approvedBy ? ` (${field.approvedBy})` : "";
  return `${date(field.approvedAt)}${by}${field.changedSinceApproval ? `; ${FIELD_SHEET_LABELS.changedSince}` : ""}`;
}
