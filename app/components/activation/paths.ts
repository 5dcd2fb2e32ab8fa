export const ACTIVE_BCPS_PATH = "/activatedBcps";
export const RESPONSE_PATH = "/bcpActivationResponse";
export const ANALYSIS_PATH = "/bcpActivationResponse/Analysis";

export const responseHref = (incidentId?: string) =>
  incidentId ? `${RESPONSE_PATH}?incidentId=${incidentId}` : RESPONSE_PATH;
export const analysisHref = (incidentId: string) => `${ANALYSIS_PATH}?incidentId=${incidentId}`;
