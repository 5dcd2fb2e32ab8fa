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
