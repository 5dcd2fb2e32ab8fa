import type { TestApi } from "./api";
import { makePlan, makeProcess, makeService, makeUnit } from "./bcp";

/**
 * A new company whose admin leads one plan ("Payments BCP") with two processes an important business service may
 * rely on: "Card authorisation" (MAD 4 hours) and "Settlement" (MAD 2 days).
 */
export async function companyWithProcesses(api: TestApi, company: string) {
  const admin = await api.user("CorpAdmin", { company });
  const { unit } = await makeUnit(api, admin.company.id, `${company} Ops`);
  const plan = await makePlan(api, admin.token, {
    businessUnitId: unit.id,
    bcLeadId: admin.id,
    name: "Payments BCP",
  });
  const svc = await makeService(api, admin.token, plan.id, "Payments");
  const fast = await makeProcess(api, admin.token, svc.id, {
    name: "Card authorisation",
    mad: 4,
    madDuration: "hours",
  });
  const slow = await makeProcess(api, admin.token, svc.id, {
    name: "Settlement",
    mad: 2,
    madDuration: "days",
  });
  return { admin, plan, fast, slow };
}

/** The fields of an important business service (1-day tolerance) relying on these processes. */
export const importantService = (processIds: string[], overrides: Record<string, unknown> = {}) => ({
  name: "Retail card payments",
  description: "Customers pay by card in shops and online.",
  served: "Retail customers",
  whyImportant: "A failure stops customers paying.",
  boardApprovedOn: "2026-10-01",
  tolerance: 1,
  toleranceUnit: "days",
  toleranceReason: "Beyond a day customers cannot buy essentials.",
  maxCustomers: 50000,
  processIds,
  ...overrides,
});
