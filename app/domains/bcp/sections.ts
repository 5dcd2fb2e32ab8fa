/**
 * The sections of a BCP (spec §1), in the order the plan shows them, each with its help text
 * and the API base path under which its own approval routes live (spec §7: each section has its
 * own approvalStatus and approverStatus path). The analysis sections are built elsewhere and plug
 * in by registering a completion function (completion.server.ts) for their key.
 */
export const SECTIONS = [
  {
    key: "services",
    label: "Services",
    path: "/bcpService",
    help: "List the services this business unit delivers. Each service groups the processes that deliver it; removing a service removes its processes and their data.",
  },
  {
    key: "processes",
    label: "Processes",
    path: "/bcpProcess",
    help: "For each service, record its processes: the consequences of disruption, the financial, legal, brand, service and supply chain exposures, the overall criticality with its explanation, whether a BC strategy is required, the maximum acceptable downtime (MAD) and the head counts.",
  },
  {
    key: "deliveryLocations",
    label: "Delivery Locations",
    path: "/bcpDeliveryLocation",
    help: "Choose the sites, from the company's assets, where each process is delivered.",
  },
  {
    key: "deliveryHeadcount",
    label: "Delivery Headcount",
    path: "/bcpDeliveryHeadcount",
    help: "Give the head count working on each process at each delivery location. The total cannot be more than the process's global head count.",
  },
  {
    key: "bia",
    label: "Business Impact Analysis",
    path: "/businessImpactAssesment",
    help: "Assess how the impact of a disruption to each process grows over time, to set its recovery priority.",
  },
  {
    key: "riskAssessment",
    label: "Risk Assessment",
    path: "/bcpRiskAssessment",
    help: "Record the risks to the plan's processes, their severity of impact, probability, existing controls and rating.",
  },
  {
    key: "dependencies",
    label: "Critical Process Dependencies",
    path: "/dependency",
    help: "Record what each critical process depends on: upstream processes, IT applications, equipment and infrastructure, critical records and other dependencies.",
  },
  {
    key: "malo",
    label: "MALO",
    path: "/bcpMalo",
    help: "Set the minimum acceptable level of operations for each critical process, and explain the criteria.",
  },
  {
    key: "scenarioPlanning",
    label: "Scenario Planning",
    path: "/bcpScenario",
    help: "Plan short-term, long-term and additional strategies for each scenario: site inaccessible, city disruption, people unavailable, IT outage.",
  },
  {
    key: "brtRoster",
    label: "BRT Roster",
    path: "/bcpBRTRoster",
    help: "Name the business recovery team: its leader, the leader's backup and its members.",
  },
  {
    key: "stakeholders",
    label: "Stakeholders",
    path: "/bcpStakeholder",
    help: "List the internal and external stakeholders to inform during a disruption.",
  },
  {
    key: "executiveSummary",
    label: "Executive Summary",
    path: "/bcp/executiveSummary",
    help: "Summarise the plan for its approver: scope, critical processes, strategies and open risks.",
  },
] as const;

export type SectionKey = (typeof SECTIONS)[number]["key"];
export const SECTION_KEYS = SECTIONS.map((s) => s.key) as [SectionKey, ...SectionKey[]];

/** The sections this domain builds itself; the others come with the analysis issue. */
export const CORE_SECTION_KEYS: readonly SectionKey[] = [
  "services",
  "processes",
  "deliveryLocations",
  "deliveryHeadcount",
];

/** Approval targets: one section, or the whole plan. */
export const OVERALL = "overall" as const;
export type ApprovalTarget = SectionKey | typeof OVERALL;
export const APPROVAL_TARGETS = [...SECTION_KEYS, OVERALL] as [ApprovalTarget, ...ApprovalTarget[]];

export function sectionLabel(key: ApprovalTarget): string {
  if (key === OVERALL) return "Whole plan";
  return SECTIONS.find((s) => s.key === key)?.label ?? key;
}

/** What an approval is of, in a sentence: "this plan", or "the Services section". */
export function approvalSubject(key: ApprovalTarget): string {
  return key === OVERALL ? "this plan" : `the ${sectionLabel(key)} section`;
}

/**
 * The sections of what is sent for approval that are not done yet (the whole plan: every section; a
 * section: itself), for the sender to confirm before sending (web tier, with and without JavaScript).
 */
export function incompleteSections(
  sections: readonly { key: string; label: string; completion: string; completionLabel: string }[],
  target: ApprovalTarget,
) {
  return sections.filter((s) => (target === OVERALL || s.key === target) && s.completion !== "done");
}
