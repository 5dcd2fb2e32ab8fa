import { countOf } from "~/shared/plural";
/** Words of the situation report, shared by its page and its PDF. Isomorphic. */

/** "Trafford Park DC (Manchester), Leeds and 4 more": the first sites by name, the rest counted. */
export function sitesLine(sites: { name: string; city: string | null }[], shown = 6) {
  if (sites.length === 0) return "No site impacted";
  const head = sites
    .slice(0, shown)
    .map((s) => (s.city && s.city !== s.name ? `${s.name} (${s.city})` : s.name));
  return sites.length > shown ? `${head.join(", ")} and ${sites.length - shown} more` : head.join(", ");
}

/** "160 at the hit sites (critical 65) across 3 processes": what the plans say the hit sites need. */
export function planHeadcountLine(h: { atSites: number; critical: number; processes: number }) {
  if (h.processes === 0) return "No plan's process is delivered at the hit sites";
  return `${h.atSites} at the hit sites (critical ${h.critical}) across ${countOf(h.processes, "process", "processes")}`;
}

/** "Emma Stone · +44 7700 900123 · Manchester DC": a person to call, with what is known. */
export function personLine(p: { name: string; phone: string | null; site: string | null }) {
  return [p.name, p.phone ?? "no phone", p.site].filter(Boolean).join(" · ");
}

/** "and 3 more" when a named list is cut. */
export function moreLine(shown: number, total: number) {
  return total > shown ? `and ${total - shown} more` : "";
}

/** The tally columns a situation report shows per message, in order (labels: incident-messages TALLY_LABELS). */
export const SITREP_TALLY_KEYS = ["sent", "delivered", "safe", "help", "noAnswer"] as const;

/** "Ada Lovelace (Leader), Sam Okafor (Member)": the response team on one line, with and without accounts. */
export const teamLine = (team: { name: string; role: string }[]) =>
  team.map((m) => `${m.name} (${m.role})`).join(", ") || "None";
