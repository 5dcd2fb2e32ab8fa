/**
 * Every in-app page path, built once (spec §2 spells them). Pages, emails and notifications link through these,
 * so a route that moves breaks here and at `tsc`, not in a user's inbox. No domain is imported: domains import
 * this file to link their notifications, and route segments (wizard steps, incident tabs) are defined here.
 */

/** Spec §2 incident creation wizard steps, in order (URL segments). */
export const WIZARD_STEPS = [
  "hazard_category",
  "hazard_type",
  "load_assets_&_people",
  "load_processes",
  "general_info",
] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];
export const isWizardStep = (segment: string | undefined): segment is WizardStep =>
  (WIZARD_STEPS as readonly (string | undefined)[]).includes(segment);

/** Spec §2 incident detail tabs (URL segments). */
export const DETAIL_TABS = [
  "details",
  "load_asset_people",
  "associated_imps",
  "processes",
  "response_actions",
  "merged_alerts",
] as const;
export type DetailTab = (typeof DETAIL_TABS)[number];

/** The registers under the plans (issue 33), one URL segment each, in the order the registers page lists them. */
export const REGISTER_SEGMENTS = ["applications", "suppliers", "equipment", "records", "other"] as const;
export type RegisterSegment = (typeof REGISTER_SEGMENTS)[number];

type IncidentKind = "Incident" | "Crisis";
const query = (params: Record<string, string | null | undefined>) => {
  const entries = Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1]));
  return entries.length ? `?${new URLSearchParams(entries).toString()}` : "";
};

export const paths = {
  login: "/login",
  /** The sign-in page with why the user landed there (`error`) or where to go after (`redirect`). */
  loginWith: (params: { error?: string; redirect?: string }) => `/login${query(params)}`,
  /** Sign-in through the company's identity provider. */
  loginSso: "/login/sso",
  signup: "/signup",
  signupConfirm: "/signup/confirm",
  passwordRecovery: "/passwordrecovery",
  resetPassword: "/user/resetpassword",
  resetPasswordLink: (token: string) => `/user/resetpassword${query({ token })}`,
  updatePassword: "/updatepassword",
  /** The change of password a first sign-in must make, then on to where the user was going. */
  updatePasswordThen: (redirect: string) =>
    `/updatepassword${query({ redirect: redirect === paths.home ? null : redirect })}`,
  logout: "/logout",
  home: "/overview",
  profile: "/profile",
  /** The user's private calendar link: create, regenerate, revoke (issue 35 item 5). */
  profileCalendar: "/profile/calendar",

  activeBcps: "/activatedBcps",
  response: (incidentId?: string | null) => `/bcpActivationResponse${query({ incidentId })}`,
  analysis: (incidentId?: string | null) => `/bcpActivationResponse/Analysis${query({ incidentId })}`,
  /** The incident's one-page situation report as a PDF. */
  situationReportPdf: (incidentId: string) =>
    `/bcpActivationResponse/situationReport${query({ incidentId })}`,

  bcpList: (filter?: string | null) => `/businesscontinuityplan${query({ filter })}`,
  /** The plan list with its create form open (the setup checklist's "first plan": one screen less, UX review B). */
  bcpCreate: `/businesscontinuityplan${query({ create: "1" })}`,
  /** The read view of a plan; approvers land here from their emailed link. */
  viewBcp: (bcpId: string, section?: string | null) =>
    `/businesscontinuityplan/manageBCP${query({ bcpId, section })}`,
  /** The read view with one process's sections open (a plan of many processes shows one at a time). */
  viewBcpProcess: (bcpId: string, processId: string, at = "processes") =>
    `/businesscontinuityplan/manageBCP${query({ bcpId, process: processId })}#${at}`,
  manageBcp: (bcpId: string, section?: string | null) =>
    `/businesscontinuityplan/manageunit${query({ bcpId, section })}`,
  bcpPdf: (bcpId: string) => `/businesscontinuityplan/pdf${query({ bcpId })}`,
  /** An approved version of a plan, kept as it was approved: read and print it, or download its PDF. */
  bcpVersion: (bcpId: string, versionId: string) =>
    `/businesscontinuityplan/version${query({ bcpId, versionId })}`,
  bcpVersionPdf: (bcpId: string, versionId: string) =>
    `/businesscontinuityplan/versionpdf${query({ bcpId, versionId })}`,

  incidents: "/incidents",
  alerts: "/alerts",
  hazards: "/hazards",
  wizardBase: (type: IncidentKind) => (type === "Crisis" ? "/createcrisis" : "/createincidents"),
  wizardStep: (type: IncidentKind, step: WizardStep, incidentId?: string | null) =>
    `${paths.wizardBase(type)}/${step}${query({ incident_id: incidentId })}`,
  incident: (incidentId: string, tab: DetailTab = "details") =>
    `/viewincident/${tab}${query({ incident_id: incidentId })}`,
  /** JSON: the company's users matching what is typed, for an incident's person picker's own script. */
  incidentPeople: (incidentId: string, q: string) =>
    `/incidents/people${query({ incident_id: incidentId, q })}`,
  /** A report the incident owes its regulator: its draft (prefilled, editable) or, once sent, its kept version. */
  incidentReport: (incidentId: string, deadlineId: string) =>
    `/incidentreport${query({ incident_id: incidentId, deadline_id: deadlineId })}`,
  /** The report as a PDF, JSON or CSV download. */
  incidentReportExport: (incidentId: string, deadlineId: string, format: "pdf" | "json" | "csv") =>
    `/incidentreport/export${query({ incident_id: incidentId, deadline_id: deadlineId, format })}`,
  /** Messages sent from an incident or crisis to chosen audiences, with their tallies. */
  incidentMessages: (incidentId: string) => `/incidentmessages${query({ incident_id: incidentId })}`,
  /** A closed incident's after-action review: its findings and corrective actions (issue 35). */
  afterAction: (incidentId: string) => `/afteraction${query({ incident_id: incidentId })}`,
  /** An exercise's timed injects: scheduled by its owner, posted to its timeline when due (issue 35). */
  exerciseInjects: (incidentId: string) => `/exerciseinjects${query({ incident_id: incidentId })}`,
  /** An exercise's post-exercise report as kept (the newest, or versionId), to read and print (issue 35). */
  exerciseReport: (incidentId: string, versionId?: string | null) =>
    `/exercisereport${query({ incident_id: incidentId, versionId })}`,
  exerciseReportPdf: (incidentId: string, versionId: string) =>
    `/exercisereportpdf${query({ incident_id: incidentId, versionId })}`,
  /** Each plan's last exercise and next due date; coverage of critical processes (issue 35). */
  exerciseProgramme: "/exerciseprogramme",
  /** The company's programme calendar link, managed by a Corporate Administrator (issue 35 item 5). */
  programmeCalendar: "/exerciseprogramme/calendar",
  /** A calendar feed (public, the token is its credential): what a calendar app subscribes to. */
  calendarFeed: (token: string) => `/calendar/${encodeURIComponent(token)}.ics`,
  /** A message's recipients by name, filtered by state (the tally's figures link here), a page at a time. */
  messageRecipients: (
    incidentId: string,
    messageId: string,
    opts: { state?: string | null; page?: number | null } = {},
  ) =>
    `/incidentmessages/recipients${query({
      incident_id: incidentId,
      message_id: messageId,
      state: opts.state,
      page: opts.page && opts.page > 1 ? String(opts.page) : null,
    })}`,
  /** The public page a message's signed link opens (no sign-in, no JavaScript needed). */
  messageLink: (token: string) => `/m/${encodeURIComponent(token)}`,
  /** The public answer page an SMS's one short link opens: every answer of the message (issue 36 item 2). */
  answerPage: (token: string) => `/a/${encodeURIComponent(token)}`,
  /** Reachability drills (issue 36 item 5): the company's drills, a roster's new drill, a drill's scorecard. */
  drills: "/drills",
  newDrill: (rosterKind: string, rosterId: string) =>
    `/drills/new${query({ roster_kind: rosterKind, roster_id: rosterId })}`,
  drill: (drillId: string, opts: { state?: string | null; channel?: string | null } = {}) =>
    `/drills/${encodeURIComponent(drillId)}${query({ state: opts.state, channel: opts.channel })}`,
  /** The public page a drill's acknowledge link opens (no sign-in, no JavaScript needed). */
  drillAnswer: (token: string) => `/d/${encodeURIComponent(token)}`,
  /** An incident's status page settings: the responders' link and the public switch (issue 36 item 6). */
  incidentStatusPage: (incidentId: string) => `/incidentstatus${query({ incident_id: incidentId })}`,
  /** The responders' status page a signed link opens (no sign-in, no JavaScript). */
  responderStatusPage: (token: string) => `/status/${encodeURIComponent(token)}`,
  /** An incident's public status page, once its coordinator publishes it. */
  publicStatusPage: (incidentId: string) => `/status/public/${encodeURIComponent(incidentId)}`,

  managementPlans: "/managementplan",
  managementPlanLocations: "/managementplan/location",
  incidentManagementPlans: "/managementplan/incident_management_plan",
  crisisManagementPlans: "/managementplan/crisis_management_plan",
  /** The incident or crisis management plans list of one plan type (spec §2). */
  managementPlansOfType: (type: "IMP" | "CMP") =>
    type === "CMP" ? paths.crisisManagementPlans : paths.incidentManagementPlans,
  managementPlan: (planId: string) => `/managementplan/plan/${planId}`,
  /** A crisis management plan's test record. */
  managementPlanTest: (planId: string) => `/managementplan/plan/${planId}/cmtest`,
  /** A CM test's corrective actions (its follow-ups, tracked as findings; issue 35). */
  cmTestActions: (testId: string) => `/managementplan/cmtest/${testId}/actions`,
  /** A plan section's attached file (a download, not a page). */
  managementPlanAttachment: (attachmentId: string) => `/managementplan/attachment/${attachmentId}`,
  newManagementPlan: (type: string) => `/managementplan/plan/new${query({ type })}`,
  associatedPlans: (incidentId: string) => `/managementplan/associated/${incidentId}`,

  /** The register of important business services and their impact tolerances. */
  businessServices: "/importantbusinessservices",
  newBusinessService: "/importantbusinessservices/new",
  /** The self-assessment as it stands, or (versionId) an approved version as it was approved. */
  selfAssessment: (versionId?: string | null) =>
    `/importantbusinessservices/selfassessment${query({ versionId })}`,
  selfAssessmentPdf: (versionId?: string | null) =>
    `/importantbusinessservices/selfassessmentpdf${query({ versionId })}`,
  businessService: (serviceId: string) => `/importantbusinessservices/${serviceId}`,
  editBusinessService: (serviceId: string) => `/importantbusinessservices/${serviceId}/edit`,

  assets: "/assets",
  assetMap: "/assets/map",
  deliveryLocations: "/assets/delivery-locations",
  /** JSON: the company's sites matching what is typed, for the site picker's own script. */
  siteSearch: (q: string) => `/assets/sites${query({ q })}`,
  /** JSON: the names in a map view (sites, places), for the map's own script. */
  mapLabels: "/map/labels",
  asset: (assetId: string) => `/assets/${assetId}`,
  people: "/people",
  person: (personId: string) => `/people/${personId}`,

  /** The registers: applications, suppliers, equipment, records, other dependencies; and dependency types. */
  registers: "/registers",
  register: (segment: RegisterSegment, params?: { q?: string | null; archived?: string | null }) =>
    `/registers/${segment}${query({ q: params?.q, archived: params?.archived })}`,
  registerEntry: (segment: RegisterSegment, entryId: string) => `/registers/${segment}/${entryId}`,
  /** A register as a CSV file (the import's columns, so an export can be edited and imported again). */
  registerCsv: (segment: RegisterSegment) => `/registers/${segment}.csv`,
  dependencyTypes: "/registers/dependency-types",
  /** JSON for a dependency block's picker (JavaScript only): the first matches of its register for a search. */
  dependencyChoices: (processId: string, block: string, q: string) =>
    `/registers/choices${query({ processId, block, q })}`,
  /** What many critical processes hang on: suppliers, applications, sites, people (issue 33). */
  singlePointsOfFailure: "/registers/single-points-of-failure",
  /** The DORA register of information's checks and tables (issue 33). */
  doraRegister: "/registers/dora",
  /** One table of it as a CSV file (providers, contracts or functions). */
  doraCsv: (table: "providers" | "contracts" | "functions") => `/registers/dora/${table}.csv`,

  company: "/company",
  organisation: "/company/organisation",
  sso: "/company/sso",
  /** The company's webhooks and its Teams / Slack channel (issue 36 item 8). */
  webhooks: "/company/webhooks",
  /** The company's audit log: who changed what and when (its filters are its query). */
  auditLog: "/company/audit",
  users: "/usermanagement",
  inviteUser: "/usermanagement/invite",
  externalUsers: "/usermanagement/external",
  user: (userId: string) => `/usermanagement/${userId}`,

  notifications: "/notifications",
  notificationsRead: "/notifications/read",
  notificationsBell: "/notifications/bell",
  notificationsStream: "/notifications/stream",
  outbox: "/admin/outbox",
  /** Get Help: the how-to of the page the person came from. */
  help: (from?: string | null) => `/help${query({ from })}`,
} as const;
