/**
 * The demo company's registers (issue 33, item 5) and the dependency blocks of its plans that link them: the WMS
 * under Pick and pack, a haulier under several processes, equipment and records at its sites, and one process
 * (Outbound dispatch, MAD 2 days) whose application recovers later than that (the transport system, 3 days).
 * Entries go through the register's own service first, so the blocks' lines link them rather than make new
 * entries to review.
 */
import type { ApiDeps, Principal } from "~/api/context.server";
import { saveBlock } from "~/domains/bcp-analysis/dependencies.server";
import type { DependencyBlock } from "~/domains/bcp-analysis/model";
import { dependencyBlockSchema } from "~/domains/bcp-analysis/validation";
import { createEntry, updateEntry } from "~/domains/registers/entries.server";
import { acknowledgeGap, recoveryGaps } from "~/domains/registers/recovery-gaps.server";
import { entrySchema } from "~/domains/registers/validation";

const DAY = 24 * 3_600_000;

/** The names the blocks below and the demo tests use. */
export const DEMO_REGISTER = {
  wms: "Warehouse Management System",
  tms: "Carrier booking system (TMS)",
  payroll: "Payroll system",
  bankPortal: "Bank portal",
  haulier: "NorthLine Haulage Ltd",
  agency: "StaffBridge Recruitment Ltd",
} as const;

/** A calendar day `days` from `now` (YYYY-MM-DD), so contract dates stay ahead whatever day the demo starts. */
const dayFrom = (now: Date, days: number) => new Date(now.getTime() + days * DAY).toISOString().slice(0, 10);

/** Adds the entries; `siteId` finds a demo site's id by its name. */
export async function seedDemoRegisters(deps: ApiDeps, user: Principal, siteId: (name: string) => string) {
  const now = deps.now();
  const manchester = siteId("Manchester Distribution Centre");
  for (const entry of [
    {
      kind: "application",
      name: DEMO_REGISTER.wms,
      owner: "Warehouse IT",
      vendor: "Manhattan Associates",
      hosting: "private_cloud",
      rto: 4,
      rtoUnit: "hours",
      rpo: 15,
      rpoUnit: "minutes",
      criticality: "critical",
    },
    {
      kind: "application",
      name: DEMO_REGISTER.tms,
      owner: "Transport IT",
      vendor: "RouteLink Software",
      hosting: "on_premises",
      rto: 3,
      rtoUnit: "days",
      rpo: 1,
      rpoUnit: "hours",
      criticality: "high",
    },
    {
      kind: "application",
      name: DEMO_REGISTER.payroll,
      owner: "Finance systems",
      vendor: "PayWise",
      hosting: "saas",
      rto: 1,
      rtoUnit: "days",
      rpo: 1,
      rpoUnit: "days",
      criticality: "high",
    },
    {
      kind: "application",
      name: DEMO_REGISTER.bankPortal,
      owner: "Treasury",
      vendor: "The company's bank",
      hosting: "saas",
      criticality: "high",
    },
    {
      kind: "supplier",
      name: DEMO_REGISTER.haulier,
      owner: "Transport manager",
      lei: "213800NLHAULAGE0DM84",
      country: "United Kingdom",
      services: "Trunking between Manchester, Lyon and Paris; collections from suppliers; store deliveries.",
      contractReference: "NWL-HAUL-2025-03",
      contractEnd: dayFrom(now, 200),
      substitutability: "medium_complexity",
      supportsCriticalFunction: true,
      incidentContact: "Carrier control room, +44 161 555 0900",
    },
    {
      kind: "supplier",
      name: DEMO_REGISTER.agency,
      owner: "Warehouse HR",
      country: "United Kingdom",
      services: "Agency pickers and packers at peak.",
      contractReference: "SB-2026-11",
      contractEnd: dayFrom(now, 90),
      substitutability: "easy",
      incidentContact: "Account desk, +44 161 555 0444",
    },
    { kind: "equipment", name: "Handheld scanners and Wi-Fi", owner: "Warehouse IT", siteId: manchester },
    { kind: "equipment", name: "Dock levellers", owner: "Site engineering", siteId: manchester },
    { kind: "equipment", name: "Reach trucks (8)", owner: "Site engineering", siteId: manchester },
    {
      kind: "equipment",
      name: "Standby WMS servers",
      owner: "Infrastructure",
      siteId: siteId("Slough Data Centre"),
    },
    {
      kind: "record",
      name: "Customer delivery schedules",
      owner: "Customer service",
      siteId: siteId("London Head Office"),
    },
    { kind: "record", name: "Bonded stock ledger", owner: "Customs compliance", siteId: manchester },
  ]) {
    // The haulier is first added with the desk it had before its contract's renewal, then changed through the
    // register's own save: its Change history shows a newcomer an edit, from the old contact to the new one.
    const first =
      entry.name === DEMO_REGISTER.haulier ? { ...entry, incidentContact: HAULIER_OLD_CONTACT } : entry;
    const { entry: created } = await createEntry(deps, user, entrySchema.parse(first));
    if (first !== entry) await updateEntry(deps, user, created.id, entrySchema.parse(entry));
  }
}

const HAULIER_OLD_CONTACT = "Transport desk, +44 161 555 0100";

type Block = {
  block: DependencyBlock;
  dependencies: string[];
  scenario: string;
  shortTermStrategy: string;
  longTermStrategy?: string;
  responseStrategyTypeShortTerm: string;
  responseStrategyTypeLongTerm?: string;
};

/** The haulier's block, the same under each process it serves (suppliers are named under OTHER DEPENDENCIES). */
const haulierBlock = (what: string): Block => ({
  block: "otherdependencies",
  dependencies: [DEMO_REGISTER.haulier],
  scenario: `NorthLine cannot run ${what}.`,
  shortTermStrategy: "Book the spot market through the carrier control room.",
  longTermStrategy: "Move the lanes to the second haulier on the framework.",
  responseStrategyTypeShortTerm: "CTR",
  responseStrategyTypeLongTerm: "TPSC",
});

async function saveBlocks(deps: ApiDeps, user: Principal, blocks: [string, Block][]) {
  for (const [processId, { block, ...fields }] of blocks) {
    await saveBlock(deps, user, block, dependencyBlockSchema.parse({ processId, enabled: true, ...fields }));
  }
}

/** The warehouse plan's dependency blocks: saved before the plan's approval, as a plan is written. */
export async function seedWarehouseDependencies(
  deps: ApiDeps,
  user: Principal,
  processes: { pickPack: string; dispatch: string; goodsIn: string },
) {
  await saveBlocks(deps, user, [
    [
      processes.pickPack,
      {
        block: "itapplication",
        dependencies: [DEMO_REGISTER.wms],
        scenario: "The WMS is unreachable from the warehouse floor.",
        shortTermStrategy: "Print pick lists from the Slough standby every two hours.",
        longTermStrategy: "Fail over to the Slough standby instance.",
        responseStrategyTypeShortTerm: "OTH",
        responseStrategyTypeLongTerm: "TPSC",
      },
    ],
    [
      processes.pickPack,
      {
        block: "equipment",
        dependencies: ["Handheld scanners and Wi-Fi", "Standby WMS servers"],
        scenario: "Scanners or the warehouse Wi-Fi are down.",
        shortTermStrategy: "Pick from paper lists; key in the confirmations at the end of the shift.",
        responseStrategyTypeShortTerm: "OTH",
      },
    ],
    [
      processes.pickPack,
      {
        block: "otherdependencies",
        dependencies: [DEMO_REGISTER.haulier, DEMO_REGISTER.agency],
        scenario: "No carrier collects the packed orders, or the agency cannot send pickers.",
        shortTermStrategy: "Hold packed orders in the marshalling lanes; cross-trained office staff pick.",
        longTermStrategy: "Second haulier and second agency on the framework.",
        responseStrategyTypeShortTerm: "CTR",
        responseStrategyTypeLongTerm: "TPSC",
      },
    ],
    [
      processes.dispatch,
      {
        block: "upstream",
        dependencies: ["Pick and pack"],
        scenario: "No packed orders reach the dispatch lanes.",
        shortTermStrategy: "Ship pre-packed safety stock for key accounts.",
        longTermStrategy: "Re-route orders to the Lyon depot.",
        responseStrategyTypeShortTerm: "CTR",
        responseStrategyTypeLongTerm: "AWS",
      },
    ],
    [
      processes.dispatch,
      {
        block: "itapplication",
        dependencies: [DEMO_REGISTER.tms],
        scenario: "Carriers cannot see their loads.",
        shortTermStrategy: "Book loads by phone and email from the printed schedule.",
        responseStrategyTypeShortTerm: "OTH",
      },
    ],
    [
      processes.dispatch,
      {
        block: "criticalrecords",
        dependencies: ["Customer delivery schedules"],
        scenario: "The delivery schedules cannot be read.",
        shortTermStrategy: "Use yesterday's printed copy kept at the transport desk.",
        responseStrategyTypeShortTerm: "OTH",
      },
    ],
    [processes.dispatch, haulierBlock("the outbound trailers")],
    [
      processes.goodsIn,
      {
        block: "equipment",
        dependencies: ["Dock levellers", "Reach trucks (8)"],
        scenario: "Docks unusable.",
        shortTermStrategy: "Receive at the yard with the mobile ramp.",
        responseStrategyTypeShortTerm: "AWS",
      },
    ],
    [
      processes.goodsIn,
      {
        block: "itapplication",
        dependencies: [DEMO_REGISTER.wms],
        scenario: "Receipts cannot be booked into stock.",
        shortTermStrategy: "Receive on paper GRNs; book them when the WMS is back.",
        responseStrategyTypeShortTerm: "OTH",
      },
    ],
    [
      processes.goodsIn,
      {
        block: "criticalrecords",
        dependencies: ["Bonded stock ledger"],
        scenario: "The bonded ledger is unavailable.",
        shortTermStrategy: "Hold bonded deliveries in the cage until the ledger is back.",
        responseStrategyTypeShortTerm: "RISK_ACCEPTED",
      },
    ],
    [processes.goodsIn, haulierBlock("supplier collections")],
  ]);
}

/** The transport plan's (in progress) trunking: the transport system and the haulier. */
export async function seedTrunkingDependencies(deps: ApiDeps, user: Principal, trunkingId: string) {
  await saveBlocks(deps, user, [
    [
      trunkingId,
      {
        block: "itapplication",
        dependencies: [DEMO_REGISTER.tms],
        scenario: "Trunking loads cannot be planned.",
        shortTermStrategy: "Run the fixed nightly schedule without changes.",
        responseStrategyTypeShortTerm: "OTH",
      },
    ],
    [trunkingId, haulierBlock("the nightly trunks")],
  ]);
}

/**
 * The warehouse plan's recovery gap (Outbound dispatch, MAD 2 days, on the transport system's 3), acknowledged
 * with its reason by the author before the plan goes for approval, as approval requires (issue 33).
 */
export async function acknowledgeWarehouseGaps(deps: ApiDeps, user: Principal, bcpId: string) {
  for (const gap of await recoveryGaps(deps, user, { bcpId })) {
    await acknowledgeGap(deps, user, {
      processId: gap.process.id,
      dependsOnId: gap.dependsOn.id,
      reason:
        "Carriers are booked by phone and email from the printed schedule until the transport system is back; the pre-packed safety stock covers the third day.",
    });
  }
}
