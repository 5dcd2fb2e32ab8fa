/**
 * The demo company's important business services (issue 34, item 6): next-day delivery, whose processes the
 * Manchester flood activates (so its tolerance clock runs on the incident, Home and the situation report), and
 * contract line haul, which the flood leaves alone. Seeded before the activation, which starts the clocks.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { ApiDeps, Principal } from "~/api/context.server";
import { registerEntries } from "~/domains/registers/schema.server";
import { approveSelfAssessment } from "~/domains/resilience/self-assessment.server";
import { createService, listServices } from "~/domains/resilience/service.server";
import {
  businessServiceSchema,
  selfAssessmentApproveSchema,
  vulnerabilitySchema,
} from "~/domains/resilience/validation";
import { addVulnerability } from "~/domains/resilience/vulnerabilities.server";
import { DEMO_REGISTER } from "./registers.server";

const DAY = 24 * 3_600_000;

/** The names the demo tests look for. */
export const DEMO_SERVICES = {
  flooded: "Next-day delivery to retail stores",
  lineHaul: "Contract line haul for retail chains",
} as const;

export async function seedDemoServices(
  deps: ApiDeps,
  user: Principal,
  input: { deliveryOwnerId: string; lineHaulOwnerId: string; delivery: string[]; lineHaul: string[] },
) {
  // Approved by the board two months before the demo starts, whatever day that is.
  // Both rely on the haulier; next-day delivery on the warehouse system too (issue 34: register entries mapped).
  const entries = await deps.db
    .select({ id: registerEntries.id, name: registerEntries.name })
    .from(registerEntries)
    .where(
      and(
        eq(registerEntries.companyId, user.companyId),
        inArray(registerEntries.name, [DEMO_REGISTER.wms, DEMO_REGISTER.haulier]),
      ),
    );
  const entry = (name: string) => entries.filter((e) => e.name === name).map((e) => e.id);
  const boardApprovedOn = new Date(deps.now().getTime() - 60 * DAY).toISOString().slice(0, 10);
  await createService(
    deps,
    user,
    businessServiceSchema.parse({
      name: DEMO_SERVICES.flooded,
      description: "Orders placed by 8 pm reach the retail customers' stores the next morning.",
      served: "Retail chains and their 240 stores",
      whyImportant:
        "Stores hold two days of stock: a missed delivery empties shelves and breaks our service agreements.",
      ownerId: input.deliveryOwnerId,
      boardApprovedOn,
      tolerance: 1,
      toleranceUnit: "days",
      toleranceReason:
        "Beyond a day stores run out of fast-moving lines, and two key accounts may end their contracts.",
      maxCustomers: 60,
      maxTransactions: 5000,
      processIds: input.delivery,
      entryIds: [...entry(DEMO_REGISTER.wms), ...entry(DEMO_REGISTER.haulier)],
    }),
  );
  await createService(
    deps,
    user,
    businessServiceSchema.parse({
      name: DEMO_SERVICES.lineHaul,
      description: "Scheduled trunking between Manchester, Lyon and Paris for the chains' own stock.",
      served: "Retail chains that buy trunking capacity under contract",
      whyImportant: "The chains have no other carrier on these lanes at short notice.",
      ownerId: input.lineHaulOwnerId,
      boardApprovedOn,
      tolerance: 3,
      toleranceUnit: "days",
      toleranceReason: "Three days of stock at the chains' regional depots.",
      maxValue: 250000,
      processIds: input.lineHaul,
      entryIds: entry(DEMO_REGISTER.haulier),
    }),
  );
  // Two vulnerabilities being remediated (issue 34 item 5): one of next-day delivery, one of the company.
  const flooded = (await listServices(deps, user)).find((s) => s.name === DEMO_SERVICES.flooded);
  await addVulnerability(
    deps,
    user,
    vulnerabilitySchema.parse({
      serviceId: flooded?.id,
      description: "Outbound dispatch's MAD (2 days) is longer than the service's tolerance (1 day).",
      owner: "Head of logistics",
      remediationDue: new Date(deps.now().getTime() + 90 * DAY).toISOString().slice(0, 10),
      status: "in_progress",
    }),
  );
  await addVulnerability(
    deps,
    user,
    vulnerabilitySchema.parse({
      description: "One haulier carries every trunk lane: no second carrier is contracted yet.",
      owner: "Transport manager",
      remediationDue: new Date(deps.now().getTime() + 180 * DAY).toISOString().slice(0, 10),
    }),
  );
  // The first self-assessment is approved with the services (issue 34 item 5): a kept version to show.
  await approveSelfAssessment(
    deps,
    user,
    selfAssessmentApproveSchema.parse({
      lessonsLearned: "The 2025 winter storm showed the Lyon depot can take priority orders within a day.",
      communicationStrategy:
        "Key accounts are called by their account manager within 2 hours; stores are told by SMS; the regulator is told as the reporting rules require.",
    }),
  );
}
