import type { ApiData } from "~/web/api-types";

// The classification and reporting answers as the screens read them, from the endpoint declarations.

export type ReportingView = ApiData<"get", "/incident/{id}/classification">;
export type ReportDeadlineView = ReportingView["deadlines"][number];
export type OpenDeadlineView = ApiData<"get", "/incidentReports/due">[number];
export type ReportDraftView = ApiData<"get", "/incident/{id}/reports/{deadlineId}">;
