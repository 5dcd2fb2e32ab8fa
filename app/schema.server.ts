// The one Drizzle schema: each domain owns its tables; this file gathers them.

export * from "~/domains/activation/schema.server";
export * from "~/domains/assets/impact-schema.server";
export * from "~/domains/assets/schema.server";
export * from "~/domains/auth/schema.server";
export * from "~/domains/bcp/schema.server";
export * from "~/domains/bcp-analysis/schema.server";
export * from "~/domains/calendar/schema.server";
export * from "~/domains/companies/schema.server";
export * from "~/domains/evidence/schema.server";
export * from "~/domains/exercises/schema.server";
export * from "~/domains/files/schema.server";
export * from "~/domains/hazards/schema.server";
export * from "~/domains/incident-messages/schema.server";
export * from "~/domains/incidents/schema.server";
export * from "~/domains/mail/schema.server";
export * from "~/domains/management-plans/schema.server";
export * from "~/domains/notifications/schema.server";
export * from "~/domains/organisation/schema.server";
export * from "~/domains/registers/schema.server";
export * from "~/domains/reporting/schema.server";
export * from "~/domains/resilience/schema.server";
export * from "~/domains/sso/schema.server";
export * from "~/domains/users/schema.server";
export * from "~/platform/audit/schema.server";
export * from "~/platform/concurrency/schema.server";
export * from "~/platform/messages/schema.server";
