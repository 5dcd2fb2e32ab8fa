import type { ApiData } from "~/web/api-types";

// The important-business-services answers as the screens read them, from the endpoint declarations.

export type ServiceListRow = ApiData<"get", "/businessService/all">[number];
export type ServiceView = ApiData<"get", "/businessService/{id}">;
export type ServiceOptions = ApiData<"get", "/businessService/options">;
export type MappedProcess = ServiceView["processes"][number];
export type ServiceClockView = ApiData<"get", "/businessService/clocks">[number];
export type SelfAssessmentView = ApiData<"get", "/selfAssessment">;
export type VulnerabilityRow = ApiData<"get", "/selfAssessment/vulnerabilities">[number];
