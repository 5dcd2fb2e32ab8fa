import { SECTIONS, type SectionKey } from "~/domains/bcp/sections";
import { AUDIENCE_LABELS } from "~/domains/incident-messages/model";
import { RESPONSE_STEP_LABELS, RESPONSE_STEPS, WIZARD_STEPS } from "~/domains/incidents/model";
import { SETUP_STEP_LABELS, SETUP_STEPS } from "~/domains/organisation/model";
import { paths } from "~/paths";

/**
 * Get Help's how-to (issue 32 item 8): one topic per kind of page, chosen from the page the person came from.
 * The steps reuse the screens' own labels (the setup and response checklists, the audiences), so help and screen
 * say the same; a plan's sections bring their own help texts (bcp/sections.ts). README's "How to" points here.
 */
export interface HelpTopic {
  key: string;
  title: string;
  /** Pages this topic explains: each counts by its first path segment (its own pages and those below). */
  pages: string[];
  steps: string[];
}

export const HELP_TOPICS: HelpTopic[] = [
  {
    key: "setup",
    title: "Set up your company",
    pages: [paths.home],
    steps: [
      ...SETUP_STEPS.map((s) => `${SETUP_STEP_LABELS[s].step}: ${SETUP_STEP_LABELS[s].help}`),
      "Home shows this checklist until every step is done, then what is hit, which plans run and what is late.",
    ],
  },
  {
    key: "incident",
    title: "Respond to an incident or crisis",
    pages: [
      paths.incidents,
      paths.wizardStep("Incident", WIZARD_STEPS[0]),
      paths.wizardStep("Crisis", WIZARD_STEPS[0]),
      paths.incident(""),
      paths.alerts,
    ],
    steps: [
      "Open Incidents and Crises, press Create Incident, and go through the five steps: the map finds the sites and the plans' processes delivered there, ticked for you. Publish.",
      ...RESPONSE_STEPS.map(
        (s) => `${RESPONSE_STEP_LABELS[s].step}: the incident's Response checklist ticks it once it is done.`,
      ),
      'Anyone who answers "I need help" stands first, in red, with their phone, until someone records the call-back.',
    ],
  },
  {
    key: "activation",
    title: "Activate plans and record status checks",
    pages: [paths.response(), paths.activeBcps],
    steps: [
      "From the incident, press Activate BCPs: the impacted approved plans are ticked; a plan already running for another incident says so.",
      "Give the reason and press Activate. The plans' BC leads are told.",
      "Record a status check per process (control status, strategy, headcount available) at each cadence; Home and Active BCPs show the soonest breach first.",
    ],
  },
  {
    key: "messages",
    title: "Message the people affected",
    pages: [paths.incidentMessages("")],
    steps: [
      `Choose a template, the audiences (${Object.values(AUDIENCE_LABELS).join(", ")}) and the channels, then Send.`,
      "An audience that reaches nobody on the chosen channels is refused, named on the field: untick it or fill it first (for the response team, on the incident).",
      "Each message lists its recipients and what they answered; call those who need help and resend to those who have not answered.",
    ],
  },
  {
    key: "plans",
    title: "Write and approve a business continuity plan",
    pages: [paths.bcpList()],
    steps: [
      "Create BCP names the plan, its business unit and its BCP lead. Then fill in each section, in order:",
      ...SECTIONS.map((s) => `${s.label}: ${s.help}`),
      "Send the plan for approval to someone whose role may approve plans; once approved, Download PDF prints it as a field document.",
    ],
  },
  {
    key: "organisation",
    title: "Business units and sites",
    pages: [paths.company, paths.assets, paths.people],
    steps: [
      "Business units: add the units (and sub units) your plans belong to.",
      "Sites: add each site with its address and location, so an incident on the map finds it and the plans delivered there.",
      "People: the register of people at each site, whom messages reach and the incident accounts for.",
    ],
  },
  {
    key: "users",
    title: "Invite people to Keel",
    pages: [paths.users],
    steps: [
      "Manage Users → Invite: give the email and the role. The invitation email lets them set a password.",
      "Give at least one person a role that may approve plans: a plan is approved by a second person.",
    ],
  },
];

/** A page pathname's first segment ("/viewincident/details?…" → "viewincident"). */
const firstSegment = (pathname: string) => pathname.split(/[/?#]/)[1] ?? "";

/** The topic of the page a person came from (by its first path segment), if any. */
export function topicFor(from: string): HelpTopic | null {
  const segment = firstSegment(from);
  return HELP_TOPICS.find((t) => t.pages.some((p) => firstSegment(p) === segment)) ?? null;
}

/** The plan section the person came from (`?section=` on a plan's page), for its own help text first. */
export function sectionFor(from: string): (typeof SECTIONS)[number] | null {
  const key = new URLSearchParams(from.split("?")[1] ?? "").get("section") as SectionKey | null;
  return SECTIONS.find((s) => s.key === key) ?? null;
}
