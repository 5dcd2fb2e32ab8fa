import { pagedListEndpoint } from "~/api/endpoint-builders.server";
import { auditLogPageAnswer } from "./answers";
import { listAuditLog } from "./service.server";
import { auditLogQuerySchema } from "./validation";

/** The company's audit log: one read-only list for its auditors and administrators. */
export const auditLogEndpoints = [
  pagedListEndpoint({
    path: "/audit-log",
    tag: "Audit log",
    summary:
      "The company's audit log, newest first, 50 a page: who changed what and when (plans, incidents, management plans, registers, important business services, users, company settings), filtered by record, person and days on the company's clock",
    permission: "audit.read",
    query: auditLogQuerySchema,
    answerBody: auditLogPageAnswer,
    list: listAuditLog,
  }),
];
