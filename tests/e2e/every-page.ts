import type { Action } from "../../app/domains/access/policy";
import { SECTIONS } from "../../app/domains/bcp/sections";
import { DETAIL_TABS, WIZARD_STEPS } from "../../app/domains/incidents/model";

/** Who looks at a page: the seeded company's administrator, the System Administrator, or nobody. */
export type Viewer = "owner" | "admin" | "anonymous";
export interface PageVisit {
  /** The route file in app/routes/ that renders it (a route folder's is `<folder>/route.tsx`). */
  route: string;
  url: string;
  as: Viewer;
}

/** The ids of a seeded company that the page URLs need (see seed-company.ts). */
export interface PageIds {
  ownerId: string;
  colleagueId: string;
  planId: string;
  planVersionId: string;
  assetId: string;
  personId: string;
  registerEntryId: string;
  incidentId: string;
  crisisId: string;
  reportDeadlineId: string;
  impPlanId: string;
  cmpPlanId: string;
  businessServiceId: string;
  messageId: string;
  drillId: string;
  cmTestId: string;
}

/**
 * Route files that render no page of their own, each with the reason. Layouts are visited through
 * their children; downloads and streams are checked by the sweep on their own.
 */
export const NOT_PAGES: Record<string, string> = {
  "assets.sites.ts": "resource route: the JSON site matches behind the People page's home-site picker",
  "registers.choices.ts": "resource route: the JSON matches behind a dependency block's picker",
  "incidents.people.ts": "resource route: the JSON people behind an incident's owner picker",
  "_app.tsx": "layout (the shell) of every signed-in page",
  "_app.createincidents.tsx": "layout of the incident wizard steps",
  "_app.createcrisis.tsx": "layout of the crisis wizard steps",
  "_app.createincidents._index.tsx": "redirects to the first wizard step",
  "_app.createcrisis._index.tsx": "redirects to the first wizard step",
  "_index.tsx": "redirects to /overview",
  "signin.tsx": "redirects to /login (spec §8 names the sign-in page /signin)",
  "logout.tsx": "action only; its loader redirects",
  "api.$.ts": "the JSON API",
  "api.auth.callback.$provider.tsx": "single sign-on callback: redirects",
  "favicon[.]ico.ts": "an icon",
  "notifications.bell.ts": "data for the bell (JSON)",
  "map.labels.ts": "data for the maps' site and place labels (JSON)",
  "notifications.read.ts": "action only",
  "notifications.stream.ts": "server-sent events",
  "businesscontinuityplan.pdf.ts": "a PDF download (checked by the XSS sweep on its own)",
  "businesscontinuityplan.versionpdf.ts": "a PDF download (tests/e2e/kept-versions.spec.ts)",
  "bcpActivationResponse.situationReport.ts": "a PDF download (tests/e2e/situation-report.spec.ts)",
  "exercisereportpdf.ts": "a PDF download (tests/e2e/exercise-report.spec.ts)",
  "_app.managementplan.attachment.$attachmentId.tsx": "a file download (checked by the XSS sweep on its own)",
  "registers.$segment[.]csv.ts": "a CSV download (tests/e2e/registers.spec.ts)",
  "registers.dora.$table[.]csv.ts":
    "a CSV download of the DORA register of information (tests/e2e/registers.spec.ts)",
  "importantbusinessservices.selfassessmentpdf.ts":
    "a PDF download (app/domains/resilience/self-assessment.api.test.ts)",
  "status.$token.ts":
    "an incident's responders' status page: 404 until its coordinator creates the link (tests/e2e/status-page.spec.ts)",
  "status.public.$id.ts":
    "an incident's public status page: 404 until its coordinator publishes it (tests/e2e/status-page.spec.ts)",
  "calendar.$file.ts":
    "an iCalendar feed (app/domains/calendar/calendar.api.test.ts, tests/e2e/calendar-feeds.spec.ts)",
  "incidentreport.export.ts":
    "a regulator report's PDF, JSON or CSV download (tests/e2e/kept-versions.spec.ts)",
};

/** Every page of the app, with real ids: each route file, each tab, wizard step and BCP section. */
export function everyPage(ids: PageIds): PageVisit[] {
  const owner = (route: string, ...urls: string[]) =>
    urls.map((url) => ({ route, url, as: "owner" as const }));
  const wizard = (type: "incidents" | "crisis", id: string) =>
    WIZARD_STEPS.flatMap((step) =>
      owner(
        `_app.create${type}.$step.tsx`,
        `/create${type}/${step}`,
        `/create${type}/${step}?incident_id=${id}`,
      ),
    );
  return [
    { route: "login.tsx", url: "/login", as: "anonymous" },
    { route: "login_.sso.tsx", url: "/login/sso", as: "anonymous" },
    { route: "signup.tsx", url: "/signup", as: "anonymous" },
    { route: "signup_.confirm.tsx", url: "/signup/confirm?token=not-a-token", as: "anonymous" },
    { route: "passwordrecovery.tsx", url: "/passwordrecovery", as: "anonymous" },
    { route: "m.$token.tsx", url: "/m/not-a-token", as: "anonymous" },
    { route: "a.$token.tsx", url: "/a/not-a-token", as: "anonymous" },
    { route: "d.$token.tsx", url: "/d/not-a-token", as: "anonymous" },
    { route: "user.resetpassword.tsx", url: "/user/resetpassword?token=not-a-token", as: "anonymous" },
    // Spec §2 lists it among the unauthenticated routes; signed in it is the change-password form.
    { route: "updatepassword.tsx", url: "/updatepassword", as: "anonymous" },
    ...owner("_app.overview.tsx", "/overview"),
    ...owner(
      "_app.help.tsx",
      "/help",
      `/help?from=${encodeURIComponent(`/businesscontinuityplan/manageunit?bcpId=${ids.planId}&section=bia`)}`,
    ),
    ...owner("_app.profile.tsx", "/profile"),
    ...owner("_app.profile_.calendar.tsx", "/profile/calendar"),
    ...owner("updatepassword.tsx", "/updatepassword"),
    ...owner("_app.notifications.tsx", "/notifications", "/notifications?filter=approvals"),
    ...owner("_app.company.tsx", "/company"),
    ...owner("_app.company_.organisation.tsx", "/company/organisation"),
    ...owner("_app.company_.sso.tsx", "/company/sso"),
    ...owner("_app.company_.webhooks.tsx", "/company/webhooks"),
    ...owner("_app.company_.audit.tsx", "/company/audit"),
    ...owner("_app.usermanagement/route.tsx", "/usermanagement"),
    ...owner("_app.usermanagement_.$userId.tsx", `/usermanagement/${ids.colleagueId}`),
    ...owner("_app.usermanagement_.invite.tsx", "/usermanagement/invite"),
    ...owner("_app.usermanagement_.external.tsx", "/usermanagement/external"),
    ...owner("_app.hazards/route.tsx", "/hazards"),
    ...owner("_app.assets._index.tsx", "/assets"),
    ...owner("_app.assets.map.tsx", "/assets/map"),
    ...owner("_app.assets.delivery-locations.tsx", "/assets/delivery-locations"),
    ...owner("_app.assets.$id.tsx", `/assets/${ids.assetId}`),
    ...owner("_app.people._index.tsx", "/people"),
    ...owner("_app.people.$id.tsx", `/people/${ids.personId}`),
    ...owner("_app.registers._index.tsx", "/registers"),
    ...owner("_app.registers.$segment._index.tsx", "/registers/suppliers", "/registers/applications"),
    ...owner("_app.registers.$segment.$id.tsx", `/registers/suppliers/${ids.registerEntryId}`),
    ...owner("_app.registers.dependency-types.tsx", "/registers/dependency-types"),
    ...owner("_app.registers.single-points-of-failure.tsx", "/registers/single-points-of-failure"),
    ...owner("_app.registers.dora.tsx", "/registers/dora"),
    ...owner("_app.businesscontinuityplan._index/route.tsx", "/businesscontinuityplan"),
    ...owner(
      "_app.businesscontinuityplan.manageBCP.tsx",
      `/businesscontinuityplan/manageBCP?bcpId=${ids.planId}`,
    ),
    ...owner(
      "businesscontinuityplan.version.tsx",
      `/businesscontinuityplan/version?bcpId=${ids.planId}&versionId=${ids.planVersionId}`,
    ),
    ...SECTIONS.flatMap((s) =>
      owner(
        "_app.businesscontinuityplan.manageunit/route.tsx",
        `/businesscontinuityplan/manageunit?bcpId=${ids.planId}&section=${s.key}`,
      ),
    ),
    ...owner("_app.incidents.tsx", "/incidents"),
    ...owner(
      "_app.incidentreport.tsx",
      `/incidentreport?incident_id=${ids.crisisId}&deadline_id=${ids.reportDeadlineId}`,
    ),
    ...wizard("incidents", ids.incidentId),
    ...wizard("crisis", ids.crisisId),
    ...[ids.incidentId, ids.crisisId].flatMap((id) =>
      DETAIL_TABS.flatMap((tab) =>
        owner("_app.viewincident.$tab.tsx", `/viewincident/${tab}?incident_id=${id}`),
      ),
    ),
    ...owner("_app.incidentmessages.tsx", `/incidentmessages?incident_id=${ids.incidentId}`),
    ...owner(
      "_app.incidentmessages_.recipients.tsx",
      `/incidentmessages/recipients?incident_id=${ids.incidentId}&message_id=${ids.messageId}`,
    ),
    ...owner("_app.afteraction.tsx", `/afteraction?incident_id=${ids.incidentId}`),
    ...owner("_app.exerciseinjects.tsx", `/exerciseinjects?incident_id=${ids.incidentId}`),
    ...owner("exercisereport.tsx", `/exercisereport?incident_id=${ids.incidentId}`),
    ...owner("_app.incidentstatus.tsx", `/incidentstatus?incident_id=${ids.incidentId}`),
    ...owner("_app.exerciseprogramme.tsx", "/exerciseprogramme"),
    ...owner("_app.drills._index.tsx", "/drills"),
    ...owner("_app.drills.new.tsx", `/drills/new?roster_kind=brt&roster_id=${ids.planId}`),
    ...owner(
      "_app.drills.$drillId.tsx",
      `/drills/${ids.drillId}`,
      `/drills/${ids.drillId}?state=noAnswer&channel=email`,
    ),
    ...owner("_app.exerciseprogramme_.calendar.tsx", "/exerciseprogramme/calendar"),
    ...owner("_app.alerts.tsx", "/alerts"),
    ...owner("_app.activatedBcps.tsx", "/activatedBcps"),
    ...owner("_app.bcpActivationResponse.tsx", `/bcpActivationResponse?incidentId=${ids.incidentId}`),
    ...owner(
      "bcpActivationResponse.Analysis.tsx",
      `/bcpActivationResponse/Analysis?incidentId=${ids.incidentId}`,
    ),
    ...owner("_app.managementplan._index.tsx", "/managementplan"),
    ...owner("_app.managementplan.incident_management_plan.tsx", "/managementplan/incident_management_plan"),
    ...owner("_app.managementplan.crisis_management_plan.tsx", "/managementplan/crisis_management_plan"),
    ...owner("_app.managementplan.location.tsx", "/managementplan/location"),
    ...owner("_app.managementplan.plan.new.tsx", "/managementplan/plan/new?type=IMP"),
    ...[ids.impPlanId, ids.cmpPlanId].flatMap((id) => [
      ...owner("_app.managementplan.plan.$planId._index.tsx", `/managementplan/plan/${id}`),
      ...owner("_app.managementplan.plan.$planId.edit.tsx", `/managementplan/plan/${id}/edit`),
      ...owner("_app.managementplan.plan.$planId.clone.tsx", `/managementplan/plan/${id}/clone`),
      ...owner("_app.managementplan.plan.$planId.cmtest.tsx", `/managementplan/plan/${id}/cmtest`),
      ...owner("_app.managementplan.plan.$planId.remove.tsx", `/managementplan/plan/${id}/remove`),
    ]),
    ...owner(
      "_app.managementplan.cmtest.$testId.actions.tsx",
      `/managementplan/cmtest/${ids.cmTestId}/actions`,
    ),
    ...owner(
      "_app.managementplan.associated.$incidentId.tsx",
      `/managementplan/associated/${ids.incidentId}`,
    ),
    ...owner("_app.importantbusinessservices._index.tsx", "/importantbusinessservices"),
    ...owner("_app.importantbusinessservices.new.tsx", "/importantbusinessservices/new"),
    ...owner(
      "_app.importantbusinessservices.selfassessment.tsx",
      "/importantbusinessservices/selfassessment",
    ),
    ...owner(
      "_app.importantbusinessservices.$id._index.tsx",
      `/importantbusinessservices/${ids.businessServiceId}`,
      `/importantbusinessservices/${ids.businessServiceId}?confirm=delete`,
    ),
    ...owner(
      "_app.importantbusinessservices.$id.edit.tsx",
      `/importantbusinessservices/${ids.businessServiceId}/edit`,
    ),
    { route: "_app.admin.outbox.tsx", url: "/admin/outbox", as: "admin" },
    { route: "_app.company.tsx", url: "/company", as: "admin" },
    { route: "_app.usermanagement/route.tsx", url: "/usermanagement", as: "admin" },
  ];
}

/** The action whose grant decides whether a page opens; "signedIn": any signed-in user. */
export const NEEDS: Record<string, Action | "signedIn"> = {
  "_app.overview.tsx": "signedIn",
  "_app.help.tsx": "signedIn",
  "_app.profile.tsx": "profile.manage",
  "_app.profile_.calendar.tsx": "profile.manage",
  "updatepassword.tsx": "profile.manage",
  "_app.notifications.tsx": "notification.read",
  "_app.company.tsx": "company.read",
  "_app.company_.organisation.tsx": "org.read",
  "_app.company_.sso.tsx": "company.manage",
  "_app.company_.webhooks.tsx": "webhook.manage",
  "_app.company_.audit.tsx": "audit.read",
  "_app.usermanagement/route.tsx": "user.read",
  "_app.usermanagement_.$userId.tsx": "user.read",
  "_app.usermanagement_.invite.tsx": "user.manage",
  "_app.usermanagement_.external.tsx": "user.manage",
  "_app.hazards/route.tsx": "hazard.read",
  "_app.assets._index.tsx": "asset.read",
  "_app.assets.map.tsx": "asset.read",
  "_app.assets.delivery-locations.tsx": "bcp.manage",
  "_app.assets.$id.tsx": "asset.read",
  "_app.people._index.tsx": "asset.read",
  "_app.people.$id.tsx": "asset.read",
  "_app.registers._index.tsx": "register.read",
  "_app.registers.$segment._index.tsx": "register.read",
  "_app.registers.$segment.$id.tsx": "register.read",
  "_app.registers.dependency-types.tsx": "register.read",
  "_app.registers.single-points-of-failure.tsx": "register.read",
  "_app.registers.dora.tsx": "register.read",
  "_app.businesscontinuityplan._index/route.tsx": "bcp.read",
  "_app.businesscontinuityplan.manageBCP.tsx": "bcp.read",
  "businesscontinuityplan.version.tsx": "bcp.read",
  "_app.businesscontinuityplan.manageunit/route.tsx": "bcp.manage",
  "_app.incidents.tsx": "incident.read",
  "_app.incidentreport.tsx": "incident.read",
  "_app.viewincident.$tab.tsx": "incident.read",
  "_app.alerts.tsx": "incident.read",
  "_app.afteraction.tsx": "incident.read",
  "_app.managementplan.cmtest.$testId.actions.tsx": "managementPlan.read",
  "_app.exerciseinjects.tsx": "incident.read",
  "exercisereport.tsx": "incident.read",
  "_app.incidentstatus.tsx": "incident.manage",
  "_app.exerciseprogramme.tsx": "bcp.read",
  "_app.drills._index.tsx": "drill.read",
  "_app.drills.new.tsx": "drill.start",
  "_app.drills.$drillId.tsx": "drill.read",
  "_app.exerciseprogramme_.calendar.tsx": "company.manage",
  "_app.incidentmessages.tsx": "incident.read",
  "_app.incidentmessages_.recipients.tsx": "incident.read",
  "_app.activatedBcps.tsx": "activation.read",
  "_app.bcpActivationResponse.tsx": "activation.read",
  "bcpActivationResponse.Analysis.tsx": "activation.read",
  "_app.managementplan._index.tsx": "managementPlan.read",
  "_app.managementplan.incident_management_plan.tsx": "managementPlan.read",
  "_app.managementplan.crisis_management_plan.tsx": "managementPlan.read",
  "_app.managementplan.location.tsx": "managementPlan.read",
  "_app.managementplan.plan.new.tsx": "managementPlan.manage",
  "_app.managementplan.plan.$planId._index.tsx": "managementPlan.read",
  "_app.managementplan.plan.$planId.edit.tsx": "managementPlan.manage",
  "_app.managementplan.plan.$planId.clone.tsx": "managementPlan.manage",
  "_app.managementplan.plan.$planId.remove.tsx": "managementPlan.manage",
  "_app.managementplan.plan.$planId.cmtest.tsx": "managementPlan.test",
  // The plans linked to an event id, read within the user's company: another company's id simply has none.
  "_app.managementplan.associated.$incidentId.tsx": "managementPlan.read",
  "_app.admin.outbox.tsx": "mail.outbox.read",
  "_app.importantbusinessservices._index.tsx": "businessService.read",
  "_app.importantbusinessservices.new.tsx": "businessService.manage",
  "_app.importantbusinessservices.$id._index.tsx": "businessService.read",
  "_app.importantbusinessservices.$id.edit.tsx": "businessService.manage",
  "_app.importantbusinessservices.selfassessment.tsx": "businessService.read",
};
for (const type of ["incidents", "crisis"]) NEEDS[`_app.create${type}.$step.tsx`] = "incident.manage";
