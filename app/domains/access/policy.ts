import { ROLES, type Role } from "~/shared/roles";

/**
 * The permission matrix: for each action, which roles may perform it and over what scope.
 * This is the one place rights are decided; docs/permissions.md is generated from it
 * (npm run docs:permissions) and a test fails when the two disagree.
 *
 * Scopes, widest first:
 * - all: every company (System Administrator only)
 * - company: the caller's own company
 * - businessUnits: the caller's own business units (BUGeoAdmin: within their countries/regions)
 * - own: records the caller owns, leads, approves or is assigned to
 */
export type Scope = "all" | "company" | "businessUnits" | "own";

type Grants = Partial<Record<Role, Scope>>;

export interface ActionDefinition {
  description: string;
  grants: Grants;
}

/** Reading within one's company: every administrator, the view-only roles and BCP leads. */
const COMPANY_READERS = {
  Admin: "company",
  CorpAdmin: "company",
  CorpViewOnly: "company",
  BUAdmin: "company",
  BUGeoAdmin: "company",
  BUViewOnly: "company",
  BCPLead: "company",
} as const satisfies Grants;

/** Reading over one's scope: the System Administrator all, the corporate roles their company, the unit roles their units. */
const SCOPED_READERS = {
  Admin: "all",
  CorpAdmin: "company",
  CorpViewOnly: "company",
  BUAdmin: "businessUnits",
  BUGeoAdmin: "businessUnits",
  BUViewOnly: "businessUnits",
} as const satisfies Grants;

/** Acting within one's company: the administrators and BCP leads. */
const COMPANY_RESPONDERS = {
  Admin: "company",
  CorpAdmin: "company",
  BUAdmin: "company",
  BUGeoAdmin: "company",
  BCPLead: "company",
} as const satisfies Grants;

/** Administrators over their scope: business-unit administrators over their own units. */
const UNIT_ADMINS = {
  Admin: "all",
  CorpAdmin: "company",
  BUAdmin: "businessUnits",
  BUGeoAdmin: "businessUnits",
} as const satisfies Grants;

/** The company's own administrators (and the System Administrator, within the company). */
const COMPANY_ADMINS = { Admin: "company", CorpAdmin: "company" } as const satisfies Grants;

const EVERYONE_OWN: Grants = {
  Admin: "all",
  CorpAdmin: "own",
  CorpViewOnly: "own",
  BUAdmin: "own",
  BUGeoAdmin: "own",
  BUViewOnly: "own",
  BCPLead: "own",
  Employee: "own",
  Contractor: "own",
  External: "own",
};

/**
 * Who may be named approver (of what was sent to them); see approvers.ts for who never may. Not Employees
 * (spec audit row 158: approving a plan is a manager's act, and they cannot read the plans of their company).
 */
const APPROVERS: Grants = {
  Admin: "all",
  CorpAdmin: "own",
  BUAdmin: "own",
  BUGeoAdmin: "own",
  BCPLead: "own",
};

export const ACTIONS = {
  "profile.manage": {
    description: "Read and change one's own profile and password",
    grants: EVERYONE_OWN,
  },
  "mail.outbox.read": {
    description: "Read the outbox of messages (email, SMS, voice) the installation has queued and sent",
    grants: { Admin: "all" },
  },
  "company.read": {
    description: "Read company details",
    // Every role of the company: its readers, and the people without a management role.
    grants: {
      ...COMPANY_READERS,
      Admin: "all",
      Employee: "company",
      Contractor: "company",
      External: "company",
    },
  },
  "company.manage": {
    description: "Change company name, logo and settings",
    grants: { Admin: "all", CorpAdmin: "company" },
  },
  "audit.read": {
    description:
      "Read the company's audit log: who changed what and when, across plans, incidents, registers, services, users and settings",
    // The corporate roles: a regulated firm's internal auditor is often Corporate View Only. Not the unit roles: the
    // log crosses units (users, company settings).
    grants: { ...COMPANY_ADMINS, CorpViewOnly: "company" },
  },
  "webhook.manage": {
    description:
      "Register the company's webhooks (signed outbound events) and its Teams / Slack channel for incident messages",
    grants: COMPANY_ADMINS,
  },
  "company.verify": {
    description:
      "Confirm a company as a verified sender (lifts the small daily sending quota of an unverified company)",
    grants: { Admin: "all" },
  },
  "user.read": {
    description: "List and read user accounts",
    grants: UNIT_ADMINS,
  },
  "user.manage": {
    description: "Invite users, change roles, disable and re-enable accounts",
    grants: UNIT_ADMINS,
  },
  // ── users, companies and organisation ──
  "user.pick": {
    description: "Search people to assign, in people pickers (name, email and role only)",
    grants: { ...COMPANY_RESPONDERS, Admin: "all" },
  },
  "org.read": {
    description: "Read business units, sub business units, departments and sites",
    grants: {
      ...SCOPED_READERS,
      BCPLead: "company",
      Employee: "own",
      Contractor: "own",
      External: "own",
    },
  },
  "org.manage": {
    description:
      "Create, rename and remove business units, departments and sites (BU administrators: sub units, departments and sites of their own units)",
    grants: UNIT_ADMINS,
  },
  // notifications: everyone reads and marks only their own notifications and mentions.
  "notification.read": {
    description: "Read one's own notifications, mentions and unread counts",
    grants: EVERYONE_OWN,
  },
  "notification.update": {
    description: "Mark one's own notifications and mentions read; set one's own email preferences",
    grants: EVERYONE_OWN,
  },
  // ---- BCP (business continuity plans: plans, services, processes, locations, approvals, PDF) ----
  "bcp.read": {
    description: "List and read business continuity plans, their processes, audit trail and PDF",
    grants: {
      ...SCOPED_READERS,
      BCPLead: "own",
      Employee: "own",
      Contractor: "own",
      External: "own",
    },
  },
  "bcp.create": {
    description: "Create a business continuity plan for a business unit",
    grants: UNIT_ADMINS,
  },
  "bcp.manage": {
    description:
      "Edit a plan's sections (services, processes, locations, headcount) and send them for approval",
    grants: { ...UNIT_ADMINS, BCPLead: "own" },
  },
  "bcp.administer": {
    description: "Change a plan's unit, lead and assignee; archive, clone and defer plans",
    grants: UNIT_ADMINS,
  },
  "bcp.approve": {
    // Not the view-only roles, Employees, Contractors or Externals: approving a plan is not viewing it.
    description: "Approve or reject what was sent to oneself for approval",
    grants: APPROVERS,
  },
  // hazards, assets & people, geo
  "hazard.read": {
    description: "Read the company's hazard categories and hazards",
    grants: COMPANY_READERS,
  },
  "hazard.manage": {
    description: "Create, rename and delete hazard categories and hazards",
    grants: COMPANY_ADMINS,
  },
  "asset.read": {
    description: "Read assets, people, their places on the map, and search places",
    grants: COMPANY_READERS,
  },
  "asset.manage": {
    description: "Create, change, import and delete assets and people; set the map tile server",
    grants: COMPANY_ADMINS,
  },
  // ---- registers under the plans (issue 33): applications, suppliers, equipment, records, dependency types ----
  "register.read": {
    description:
      "Read the registers (applications, suppliers, equipment, records, other dependencies), their CSV export and the dependency types",
    grants: COMPANY_READERS,
  },
  "register.manage": {
    description: "Add, change, archive and import register entries; add and archive dependency types",
    grants: COMPANY_ADMINS,
  },
  "impact.manage": {
    description:
      "Load the assets and people an incident impacts, add ad hoc locations, record actions on them",
    grants: COMPANY_RESPONDERS,
  },
  // incidents: incidents and crises, drafts, response, alerts
  "incident.read": {
    description:
      "Read incidents and crises, their impact, response actions, timeline and alerts (own: those one takes part in or was notified about)",
    grants: { ...COMPANY_READERS, Employee: "own", Contractor: "own" },
  },
  "incident.manage": {
    description:
      "Create incidents and crises (wizard drafts), edit, change status, assign the team, associate IMPs/CMPs, disable",
    grants: COMPANY_RESPONDERS,
  },
  "incident.escalate": {
    description: "Escalate an incident to a crisis",
    grants: { Admin: "company", CorpAdmin: "company", BUAdmin: "company", BUGeoAdmin: "company" },
  },
  "incident.respond": {
    description:
      "Add and update response actions and comment on them (with @mentions) (own: update and comment on the actions one owns)",
    grants: { ...COMPANY_RESPONDERS, Employee: "own", Contractor: "own" },
  },
  "finding.close": {
    // Whoever owns a corrective action closes it, whatever their role (issue 35 item 3); others manage incidents.
    description:
      "Close a corrective action of an after-action review with its evidence of closure (own: the actions one owns)",
    grants: { ...EVERYONE_OWN, ...COMPANY_RESPONDERS },
  },
  "incident.mark": {
    description: "Mark an incident read or favourite, for oneself",
    grants: COMPANY_READERS,
  },
  "alert.manage": {
    description: "Record external alerts (by hand or from a feed), merge them into incidents",
    grants: COMPANY_RESPONDERS,
  },
  // management plans (IMP/CMP) and files
  "managementPlan.read": {
    description: "List and read incident and crisis management plans, their tests and associations",
    grants: { ...COMPANY_READERS, Admin: "all", Employee: "company", Contractor: "company" },
  },
  "managementPlan.manage": {
    description:
      "Create, edit, clone and remove management plans, their sections, roster, locations and files",
    grants: { ...COMPANY_RESPONDERS, Admin: "all", BCPLead: "own" },
  },
  "managementPlan.approve": {
    description: "Approve or reject a management plan one is the approver of",
    grants: { Admin: "all", CorpAdmin: "own", BUAdmin: "own", BUGeoAdmin: "own", BCPLead: "own" },
  },
  "managementPlan.test": {
    description: "Schedule CM tests of a management plan and record their outcome",
    grants: { ...COMPANY_RESPONDERS, Admin: "all", BCPLead: "own" },
  },
  "managementPlan.associate": {
    description: "Associate incidents and crises with the management plans that apply to them",
    grants: { ...COMPANY_RESPONDERS, Admin: "all" },
  },
  // ---- reachability drills (issue 36 item 5): a roster's test; the roster's plan decides who may run it ----
  "drill.read": {
    // As far as one reads the rosters' plans: a drill's scorecard lists the roster's people and numbers.
    description:
      "Read the reachability drills and scorecards of the rosters one may read (a site's people: with asset.read)",
    grants: {
      ...SCOPED_READERS,
      BCPLead: "own",
    },
  },
  "drill.start": {
    description:
      "Start or schedule a reachability drill of a roster one may edit (a plan's BRT, an IMP/CMP roster; a site's people also need asset.manage)",
    grants: { ...UNIT_ADMINS, BCPLead: "own" },
  },
  // ---- BCP analysis (BIA, risk, dependencies, MALO, scenarios, BRT roster, stakeholders, summary) ----
  // Reading and editing these sections is bcp.read / bcp.manage; cloning also reads another plan.
  "bcpAnalysis.clone": {
    description: "Overwrite a plan's risks, BIA or scenarios with those of another plan one can read",
    grants: { ...UNIT_ADMINS, BCPLead: "own" },
  },
  // activation: plan activation from an incident, disruption records, responses, analysis
  "activation.read": {
    description: "See active plans, activated processes, their responses, history and analysis",
    grants: { ...COMPANY_READERS, Employee: "company" },
  },
  "activation.manage": {
    description: "Activate and deactivate plans for an incident or crisis; record a process's disruption",
    grants: COMPANY_RESPONDERS,
  },
  "activation.respond": {
    description: "Record the response of an activated process at each status check",
    grants: { ...COMPANY_RESPONDERS, Employee: "company" },
  },
  // important business services (PRA SS1/21, FCA SYSC 15A): the register, tolerances and mapping
  "businessService.read": {
    description:
      "Read the important business services, their impact tolerances and the processes they rely on",
    grants: COMPANY_READERS,
  },
  "businessService.manage": {
    description: "Create, change and delete important business services, their tolerances and mapping",
    grants: COMPANY_ADMINS,
  },
} as const satisfies Record<string, ActionDefinition>;

export type Action = keyof typeof ACTIONS;

// An endpoint's permission names one of these actions, checked by tsc (the API kernel declares the interface).
declare module "~/api/endpoint.server" {
  interface PermissionActions extends Record<Action, true> {}
}

/** The scope over which `role` may perform `action`, or null when it may not. */
export function scopeFor(role: Role, action: Action): Scope | null {
  const grants: Partial<Record<Role, Scope>> = ACTIONS[action].grants;
  return grants[role] ?? null;
}

export function can(user: { role: Role } | null | undefined, action: Action): boolean {
  return !!user && scopeFor(user.role, action) !== null;
}

/** How each scope reads in docs/permissions.md and on screens. */
export const SCOPE_LABELS: Record<Scope, string> = {
  all: "All companies",
  company: "Own company",
  businessUnits: "Own business units",
  own: "Own records",
};

/**
 * Roles whose rights are bounded by business units: they must hold at least one unit
 * (BUGeoAdmin also needs the countries/regions it covers).
 */
export const BU_SCOPED_ROLES: readonly Role[] = ["BUAdmin", "BUGeoAdmin", "BUViewOnly"];

/** A role and every role after it in ROLES (ordered from the most rights to the fewest). */
const fromRole = (role: Role): readonly Role[] => ROLES.slice(ROLES.indexOf(role));

/**
 * Which roles a user manager may give (and take away): nobody grants more than they hold.
 * A manager may change or disable a user only when that user's current role is in this list too.
 */
export const ASSIGNABLE_ROLES: Partial<Record<Role, readonly Role[]>> = {
  Admin: fromRole("Admin"),
  CorpAdmin: fromRole("CorpAdmin"),
  BUAdmin: fromRole("BUAdmin"),
  BUGeoAdmin: fromRole("BUGeoAdmin"),
};

export function assignableRoles(role: Role): readonly Role[] {
  return ASSIGNABLE_ROLES[role] ?? [];
}
