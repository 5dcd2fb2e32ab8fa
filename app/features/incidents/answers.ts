import type { ApiData } from "~/web/api-types";

// The incident API's answers as the screens read them, taken from the endpoint declarations (dates arrive as
// ISO strings): a field the presenter drops or renames fails `tsc` here, not on a page.

export type IncidentView = ApiData<"get", "/incident/{id}">;
export type IncidentListRow = ApiData<"get", "/incident/all">[number];
export type ImpactView = ApiData<"get", "/incident/{id}/impact">;
export type ProcessesView = ApiData<"get", "/incident/{id}/processes">;
export type ResponseActionView = ApiData<"get", "/incident/{id}/actions">[number];
export type TimelineEntry = ApiData<"get", "/incident/{id}/timeline">[number];
export type AlertView = ApiData<"get", "/alert/all">[number];
/** One recorded action on an impacted person or site, as the impact answer lists it. */
export type AccountingEntry = ImpactView["people"][number]["history"][number];
/** Where the first response stands (the incident page's checklist). */
export type ResponseChecklistView = ApiData<"get", "/incident/{id}/checklist">;
/** Someone who may be named on the response team, with phone and roles. */
export type TeamCandidate = ApiData<"get", "/incident/{id}/team-candidates">[number];
/** The response team's members without an account and whom the team form offers to add. */
export type TeamContactsView = ApiData<"get", "/incident/{id}/team-contacts">;
