import type { DetailTab, IncidentType, WizardStep } from "../labels";

/** In-app paths of the incident screens, defined once. */
export const INCIDENT_LIST_PATH = "/incidents";
export const wizardBase = (type: IncidentType) => (type === "Crisis" ? "/createcrisis" : "/createincidents");
export const stepHref = (type: IncidentType, step: WizardStep, id?: string | null) =>
  `${wizardBase(type)}/${step}${id ? `?incident_id=${id}` : ""}`;
export const detailHref = (id: string, tab: DetailTab = "details") =>
  `/viewincident/${tab}?incident_id=${id}`;
