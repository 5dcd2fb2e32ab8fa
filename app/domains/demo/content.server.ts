/**
 * The demo company's sample content: plans in several states with their registers, important business services,
 * incidents, a crisis, an activation with status checks, management plans and notifications. Everything goes
 * through the domain services (the same rules, audit trails, timelines and notifications as a user's clicks),
 * with inputs parsed by the API's own zod schemas. The caller runs it inside the transaction that creates the
 * company, so a failure leaves nothing.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { ApiDeps, Principal } from "~/api/context.server";
import * as activation from "~/domains/activation/activate.server";
import { recordResponse } from "~/domains/activation/responses.server";
import { activateSchema, deactivateSchema, responseSchema } from "~/domains/activation/validation";
import { assets } from "~/domains/assets/schema.server";
import { updateAsset } from "~/domains/assets/service.server";
import { assetSchema } from "~/domains/assets/validation";
import * as bcpApprovals from "~/domains/bcp/approvals.server";
import { addService } from "~/domains/bcp/bcp-services.server";
import { addLocation } from "~/domains/bcp/locations.server";
import { createPlan as createBcp } from "~/domains/bcp/plans.server";
import { addProcess } from "~/domains/bcp/processes.server";
import { OVERALL } from "~/domains/bcp/sections";
import { seenVersions } from "~/domains/bcp/seen-versions";
import { bcpCreateSchema, locationSchema, processSchema, serviceSchema } from "~/domains/bcp/validation";
import { saveBia } from "~/domains/bcp-analysis/bia.server";
import { saveBlock } from "~/domains/bcp-analysis/dependencies.server";
import { TIME_POINT_KEYS } from "~/domains/bcp-analysis/malo";
import { saveMalo } from "~/domains/bcp-analysis/malo.server";
import { IMPACT_CATEGORIES } from "~/domains/bcp-analysis/model";
import { addRisk } from "~/domains/bcp-analysis/risks.server";
import { addMember } from "~/domains/bcp-analysis/roster.server";
import { saveScenario, toggleScenario } from "~/domains/bcp-analysis/scenarios.server";
import { addStakeholder } from "~/domains/bcp-analysis/stakeholders.server";
import { saveSummary } from "~/domains/bcp-analysis/summary.server";
import {
  biaSchema,
  dependencyBlockSchema,
  maloSchema,
  memberSchema,
  riskSchema,
  scenarioSchema,
  stakeholderSchema,
  summarySchema,
} from "~/domains/bcp-analysis/validation";
import { dateSettingsOf } from "~/domains/companies/dates.server";
import { businessUnits, departments } from "~/domains/companies/organisation-schema.server";
import { users } from "~/domains/companies/users-schema.server";
import { addCmTestFinding } from "~/domains/exercises/cm-test-findings.server";
import { addFinding, closeFinding } from "~/domains/exercises/findings.server";
import { runDueInjects, scheduleInject } from "~/domains/exercises/injects.server";
import {
  closeFindingSchema,
  cmTestFindingSchema,
  findingSchema,
  injectSchema,
} from "~/domains/exercises/validation";
import { isPlaced } from "~/domains/geo/sphere";
import { hazardCategories, hazards } from "~/domains/hazards/schema.server";
import { answerPageToken } from "~/domains/incident-messages/links.server";
import { incidentMessageRecipients } from "~/domains/incident-messages/schema.server";
import { answerOnPage, sendMessage, sendMessageSchema } from "~/domains/incident-messages/service.server";
import { runDueWaves } from "~/domains/incident-messages/waves.server";
import { bcpActivationProcesses } from "~/domains/incidents/activation-schema.server";
import { createDraft, publish, saveStep } from "~/domains/incidents/drafts.server";
import { changeStatus, setTeam } from "~/domains/incidents/lifecycle.server";
import type { ExerciseType } from "~/domains/incidents/model";
import { addAction, addComment } from "~/domains/incidents/response.server";
import { setPublished } from "~/domains/incidents/status-page.server";
import { addTeamContact, listTeamContacts } from "~/domains/incidents/team-contacts.server";
import {
  createDraftSchema,
  responseActionSchema,
  saveStepSchema,
  teamContactSchema,
  teamSchema,
} from "~/domains/incidents/validation";
import * as mpApproval from "~/domains/management-plans/approval.server";
import { setAssociatedPlans } from "~/domains/management-plans/association.server";
import { recordOutcome, scheduleTest } from "~/domains/management-plans/cm-tests.server";
import { addItem, addRosterMember, addSection } from "~/domains/management-plans/content.server";
import { createPlan as createManagementPlan } from "~/domains/management-plans/plans.server";
import { planSeenVersions } from "~/domains/management-plans/seen";
import {
  cmTestOutcomeSchema,
  cmTestSchema,
  planSchema,
  rosterSchema,
  sectionItemSchema,
} from "~/domains/management-plans/validation";
import { formatMention } from "~/domains/notifications/mention-format";
import { editVersionsOf } from "~/platform/concurrency/versions.server";
import { formatDate } from "~/shared/dates";
import { displayName } from "~/shared/names";
import { classifyDemoCrisis } from "./crisis-classification.server";
import { DEMO_DRILLED_SITE, seedDemoDrill, seedDemoRosterDrills } from "./drills.server";
import { exerciseAfterReview, exerciseDuring } from "./exercise-report.server";
import {
  acknowledgeWarehouseGaps,
  DEMO_REGISTER,
  seedDemoRegisters,
  seedTrunkingDependencies,
  seedWarehouseDependencies,
} from "./registers.server";
import { seedDemoServices } from "./services.server";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** What the demo seed made, by name: the demo test and the printed summary read it. */
export interface DemoContent {
  plans: { approved: string; review: string; inProgress: string; draft: string };
  incidents: { open: string; closed: string; crisis: string };
  managementPlans: { imp: string; cmp: string };
}

/** Seeds the sample content into the (just created) demo company. `deps.db` is the seeding transaction. */
export async function seedDemoContent(base: ApiDeps, companyId: string): Promise<DemoContent> {
  // A clock the story moves along: the approved plan is a month old, the flood started this morning.
  const start = base.now().getTime();
  let at = start;
  const deps: ApiDeps = { ...base, now: () => new Date(at) };
  const when = (ago: number) => {
    at = start - ago;
  };

  const people = await base.db.select().from(users).where(eq(users.companyId, companyId));
  const as = (email: string): Principal => {
    const u = people.find((p) => p.email === email)!;
    return { ...u, sessionId: "demo-seed", profileImage: null, profileImgURL: null };
  };
  const corp = as("corp.admin@northwind.example");
  const lead = as("bcp.lead@northwind.example");
  const buAdmin = as("bu.admin@northwind.example");
  const employee = as("employee@northwind.example");
  const name = (p: Principal) => displayName(p);

  const units = await base.db.select().from(businessUnits).where(eq(businessUnits.companyId, companyId));
  const unit = (n: string) => units.find((u) => u.name === n)!.id;
  const depts = await base.db.select().from(departments).where(eq(departments.companyId, companyId));
  const dept = (n: string) => depts.find((d) => d.name === n)!.id;
  const sites = await base.db.select().from(assets).where(eq(assets.companyId, companyId));
  // The demo's sites all have their point.
  const site = (n: string) => sites.filter(isPlaced).find((s) => s.name === n)!;

  // ---- business continuity plans ----

  when(40 * DAY);
  const warehouse = await createBcp(
    deps,
    corp,
    bcpCreateSchema.parse({
      name: "Warehousing & Distribution BCP",
      businessUnitId: unit("Operations"),
      subBusinessUnitId: unit("Warehousing"),
      departmentId: dept("Dispatch"),
      bcLeadId: lead.id,
      assigneeId: employee.id,
    }),
  );
  const fulfilment = await addService(
    deps,
    corp,
    serviceSchema.parse({
      bcpId: warehouse.id,
      name: "Order fulfilment",
      description: "Picking, packing and dispatching customer orders from the Manchester hub.",
    }),
  );
  const receiving = await addService(
    deps,
    corp,
    serviceSchema.parse({
      bcpId: warehouse.id,
      name: "Inbound receiving",
      description: "Unloading, checking and putting away supplier deliveries.",
    }),
  );
  const processInput = (over: Record<string, unknown>) =>
    processSchema.parse({
      processType: "Core",
      departmentId: dept("Dispatch"),
      assignedTo: employee.id,
      financialExposure: "high",
      legalExposure: "low",
      customerBrandOrReputationExposure: "medium",
      qualityServiceLevel: "high",
      supplyChainExposure: "medium",
      criticalityLevel: "high",
      isBCStrategyRequired: true,
      madDuration: "days",
      ...over,
    });
  const pickPack = await addProcess(
    deps,
    corp,
    processInput({
      bcpServiceId: fulfilment.id,
      name: "Pick and pack",
      consequencesOfDisruption:
        "Next-day orders miss their carrier slots; retail customers run out of stock.",
      criticalityLevelExplanation: "70% of revenue ships through this process within 24 hours.",
      mad: 1,
      totalGlobalHeadCount: 120,
      criticalProcessHeadcountAnalysis: 45,
    }),
  );
  const dispatch = await addProcess(
    deps,
    corp,
    processInput({
      bcpServiceId: fulfilment.id,
      name: "Outbound dispatch",
      consequencesOfDisruption: "Loaded trailers cannot leave; carrier penalties after the second day.",
      criticalityLevelExplanation: "Contracted delivery windows with our three largest customers.",
      mad: 2,
      totalGlobalHeadCount: 40,
      criticalProcessHeadcountAnalysis: 12,
    }),
  );
  const goodsIn = await addProcess(
    deps,
    corp,
    processInput({
      bcpServiceId: receiving.id,
      name: "Goods receipt",
      consequencesOfDisruption: "Suppliers are turned away and stock levels fall within a week.",
      financialExposure: "medium",
      qualityServiceLevel: "medium",
      criticalityLevel: "medium",
      criticalityLevelExplanation: "Stock cover of five days absorbs a short stop.",
      mad: 3,
      totalGlobalHeadCount: 25,
      criticalProcessHeadcountAnalysis: 8,
    }),
  );
  const manchester = site("Manchester Distribution Centre");
  const warehouseProcesses = [pickPack, dispatch, goodsIn].map((p) => p.id);
  for (const [processId, headcount] of [
    [pickPack.id, 100],
    [dispatch.id, 35],
    [goodsIn.id, 25],
  ] as const) {
    await addLocation(
      deps,
      corp,
      locationSchema.parse({
        processId,
        assetId: manchester.id,
        siteName: manchester.name,
        country: manchester.country,
        city: manchester.city,
        headcount,
      }),
    );
  }
  // The delivery locations above are the link an incident there follows (wizard step 4); the site only
  // learns its business unit (the business coordinator of an incident there).
  await updateAsset(
    deps,
    corp,
    manchester.id,
    assetSchema.parse({ ...manchester, businessUnitId: unit("Warehousing") }),
  );

  const grid = (levels: string[]) =>
    Object.fromEntries(
      IMPACT_CATEGORIES.map((c, i) => [
        c,
        Object.fromEntries(
          TIME_POINT_KEYS.map((k, j) => [k, levels[Math.min(levels.length - 1, j + (i % 2))]]),
        ),
      ]),
    );
  const rising = ["low", "medium", "medium", "high", "high", "high", "high", "high"];
  const slow = ["none", "low", "low", "medium", "medium", "high", "high", "high"];
  // Each MAD is no longer than the first High of its BIA (pick and pack 1 day, dispatch 2 days, goods in 3 days).
  const later = ["low", "low", "medium", "medium", "high", "high", "high", "high"];
  for (const [processId, impacts, level] of [
    [pickPack.id, rising, "high"],
    [dispatch.id, later, "high"],
    [goodsIn.id, slow, "medium"],
  ] as const) {
    await saveBia(
      deps,
      corp,
      biaSchema.parse({ processId, businessImpactLevel: level, impacts: grid([...impacts]) }),
    );
  }
  const malo = (values: number[], why: string, processId: string) =>
    saveMalo(
      deps,
      corp,
      maloSchema.parse({
        processId,
        levels: Object.fromEntries(TIME_POINT_KEYS.map((k, i) => [k, values[i]])),
        maloCriterialExplanation: why,
      }),
    );
  await malo(
    [20, 40, 60, 80, 90, 100, 100, 100],
    "Priority customers first, full volume within a week.",
    pickPack.id,
  );
  await malo(
    [0, 25, 50, 75, 100, 100, 100, 100],
    "Contracted carriers only for the first two days.",
    dispatch.id,
  );
  await malo([0, 0, 30, 50, 70, 100, 100, 100], "Perishable and priority deliveries first.", goodsIn.id);

  for (const risk of [
    {
      name: "River flooding at the Manchester hub",
      type: "Operational",
      severity: "High",
      probability: "Moderate",
      existingControlStrategy: "Flood barriers at the loading docks; stock raised 30 cm off the floor.",
      controlStatus: "Degraded",
    },
    {
      name: "Warehouse management system outage",
      type: "Cybersecurity",
      severity: "High",
      probability: "Low",
      existingControlStrategy: "Hot standby in Slough; paper pick lists for the top 200 lines.",
      controlStatus: "Normal",
    },
    {
      name: "Shortage of agency pickers at peak",
      type: "Operational",
      severity: "Medium",
      probability: "High",
      existingControlStrategy: "Two agencies under contract; cross-trained office staff.",
      controlStatus: "Normal",
    },
  ]) {
    await addRisk(deps, corp, riskSchema.parse({ bcpId: warehouse.id, ...risk }));
  }
  // The registers, and the processes' dependency blocks linking them (the transport plan's trunking below).
  await seedDemoRegisters(deps, corp, (n) => site(n).id);
  await seedWarehouseDependencies(deps, corp, {
    pickPack: pickPack.id,
    dispatch: dispatch.id,
    goodsIn: goodsIn.id,
  });
  for (const scenario of [
    {
      scenario: "site_inaccessible",
      shortTermStrategy: "Move priority picking to the Lyon depot and ship from there.",
      longTermStrategy: "Lease overflow space at the Trafford Park partner site.",
      responseStrategyTypeShortTerm: "AWS",
      responseStrategyTypeLongTerm: "TPSC",
      strategyStatus: "In Place",
    },
    {
      scenario: "it_outage",
      shortTermStrategy: "Paper pick lists and manual carrier booking.",
      longTermStrategy: "Fail over to the Slough standby WMS.",
      responseStrategyTypeShortTerm: "OTH",
      responseStrategyTypeLongTerm: "TPSC",
      strategyStatus: "Partially Working",
    },
  ]) {
    await saveScenario(deps, corp, scenarioSchema.parse({ bcpId: warehouse.id, ...scenario }));
  }
  await toggleScenario(deps, corp, { bcpId: warehouse.id, scenario: "people_unavailable", active: false });
  for (const member of [
    { name: name(lead), role: "LEADER", userId: lead.id, email: lead.email, phone: "+44 161 555 0101" },
    {
      name: name(buAdmin),
      role: "LEADER_BACKUP",
      userId: buAdmin.id,
      email: buAdmin.email,
      phone: "+44 161 555 0102",
    },
    { name: name(employee), role: "MEMBER", userId: employee.id, email: employee.email },
    { name: "Priya Shah", role: "MEMBER", email: "priya.shah@northwind.example", phone: "+44 161 555 0177" },
  ]) {
    await addMember(deps, corp, memberSchema.parse({ bcpId: warehouse.id, ...member }));
  }
  await addStakeholder(
    deps,
    corp,
    stakeholderSchema.parse({
      bcpId: warehouse.id,
      name: "Carrier control room",
      kind: "external",
      organisation: "NorthLine Haulage",
      role: "Carrier dispatch",
      phone: "+44 161 555 0900",
    }),
  );
  await saveSummary(
    deps,
    corp,
    summarySchema.parse({
      bcpId: warehouse.id,
      html: "<p>This plan keeps <strong>order fulfilment</strong> and <strong>inbound receiving</strong> running when the Manchester Distribution Centre is disrupted.</p><ul><li>Pick and pack must restart within 1 day (MAD), at 20% of volume within 4 hours.</li><li>Priority orders move to the Lyon depot while the site is inaccessible.</li><li>The BRT leader decides on activation with the Operations director.</li></ul>",
    }),
  );
  when(35 * DAY);
  await acknowledgeWarehouseGaps(deps, corp, warehouse.id);
  await bcpApprovals.sendForApproval(deps, corp, {
    bcpId: warehouse.id,
    section: OVERALL,
    approverId: buAdmin.id,
  });
  when(34 * DAY);
  await bcpApprovals.decide(deps, buAdmin, {
    bcpId: warehouse.id,
    section: OVERALL,
    status: "APPROVED",
    approveComments: "Approved. Re-test the Lyon failover before peak season.",
    seen: seenVersions(await editVersionsOf(deps.db, "bcp", warehouse.id), OVERALL),
  });

  /** A plan goes for approval with every section started (issue 32): the payroll plan's first draft of each. */
  async function startFinanceSections(bcpId: string, processId: string) {
    const london = site("London Head Office");
    await addLocation(
      deps,
      corp,
      locationSchema.parse({
        processId,
        assetId: london.id,
        siteName: london.name,
        country: london.country,
        city: london.city,
        headcount: 4,
      }),
    );
    await saveBia(
      deps,
      corp,
      biaSchema.parse({ processId, businessImpactLevel: "high", impacts: grid([...later]) }),
    );
    await malo(
      [0, 0, 50, 100, 100, 100, 100, 100],
      "The monthly run first; weekly pay within 2 days.",
      processId,
    );
    await addRisk(
      deps,
      corp,
      riskSchema.parse({
        bcpId,
        name: "Payroll system unavailable on pay day",
        type: "Cybersecurity",
        severity: "High",
        probability: "Low",
        existingControlStrategy: "Last month's run can be repeated from the bank portal.",
        controlStatus: "Normal",
      }),
    );
    await saveBlock(
      deps,
      corp,
      "itapplication",
      dependencyBlockSchema.parse({
        processId,
        dependencies: [DEMO_REGISTER.payroll, DEMO_REGISTER.bankPortal],
        enabled: true,
        scenario: "The payroll system is down on pay day.",
        shortTermStrategy: "Repeat last month's payments from the bank portal.",
        responseStrategyTypeShortTerm: "OTH",
      }),
    );
    await saveScenario(
      deps,
      corp,
      scenarioSchema.parse({
        bcpId,
        scenario: "it_outage",
        shortTermStrategy: "Repeat last month's payments from the bank portal.",
        longTermStrategy: "Run payroll from the bureau's hosted service.",
        responseStrategyTypeShortTerm: "OTH",
        responseStrategyTypeLongTerm: "TPSC",
      }),
    );
    await addMember(
      deps,
      corp,
      memberSchema.parse({ bcpId, name: name(corp), role: "LEADER", userId: corp.id, email: corp.email }),
    );
    await addStakeholder(
      deps,
      corp,
      stakeholderSchema.parse({
        bcpId,
        name: "Payroll bureau helpdesk",
        kind: "external",
        organisation: "PayServe",
        role: "Payroll bureau",
        phone: "+44 20 7946 0300",
      }),
    );
    await saveSummary(
      deps,
      corp,
      summarySchema.parse({
        bcpId,
        html: "<p>Staff are paid on time when the payroll system or the London office is unavailable.</p>",
      }),
    );
  }

  // In review: waits for the BCP lead's approval (the lead finds it under "My approvals").
  when(5 * DAY);
  const finance = await createBcp(
    deps,
    corp,
    bcpCreateSchema.parse({
      name: "Finance Operations BCP",
      businessUnitId: unit("Finance"),
      departmentId: dept("Payroll"),
      bcLeadId: corp.id,
    }),
  );
  const payroll = await addService(
    deps,
    corp,
    serviceSchema.parse({ bcpId: finance.id, name: "Payroll", description: "Monthly and weekly pay runs." }),
  );
  const payrollRun = await addProcess(
    deps,
    corp,
    processInput({
      bcpServiceId: payroll.id,
      name: "Monthly payroll run",
      departmentId: dept("Payroll"),
      assignedTo: null,
      consequencesOfDisruption: "1,100 staff paid late; statutory reporting missed.",
      financialExposure: "medium",
      legalExposure: "high",
      qualityServiceLevel: "medium",
      supplyChainExposure: "none",
      criticalityLevelExplanation: "Pay day is a legal and contractual deadline.",
      mad: 2,
      totalGlobalHeadCount: 12,
      criticalProcessHeadcountAnalysis: 4,
    }),
  );
  await startFinanceSections(finance.id, payrollRun.id);
  when(2 * HOUR);
  await bcpApprovals.sendForApproval(deps, corp, {
    bcpId: finance.id,
    section: OVERALL,
    approverId: lead.id,
  });

  // In progress: services written, analysis still to do.
  when(3 * DAY);
  const transport = await createBcp(
    deps,
    corp,
    bcpCreateSchema.parse({
      name: "European Transport BCP",
      businessUnitId: unit("Operations"),
      subBusinessUnitId: unit("Transport"),
      bcLeadId: lead.id,
    }),
  );
  const lineHaul = await addService(
    deps,
    corp,
    serviceSchema.parse({
      bcpId: transport.id,
      name: "Line haul",
      description: "Trunking between Manchester, Lyon and Paris.",
    }),
  );

  const trunking = await addProcess(
    deps,
    corp,
    processInput({
      bcpServiceId: lineHaul.id,
      name: "Nightly trunking",
      assignedTo: null,
      consequencesOfDisruption: "The chains' regional depots are not replenished; Lyon and Paris run short.",
      criticalityLevelExplanation: "Contracted trunking for three retail chains.",
      mad: 3,
      totalGlobalHeadCount: 60,
      criticalProcessHeadcountAnalysis: 20,
    }),
  );
  await seedTrunkingDependencies(deps, corp, trunking.id);
  // The important business services: the flood below activates next-day delivery's processes.
  await seedDemoServices(deps, corp, {
    deliveryOwnerId: buAdmin.id,
    lineHaulOwnerId: lead.id,
    delivery: [pickPack.id, dispatch.id],
    lineHaul: [trunking.id],
  });

  // Just created: a draft nobody has filled in yet.
  when(1 * DAY);
  const infra = await createBcp(
    deps,
    corp,
    bcpCreateSchema.parse({
      name: "IT Infrastructure BCP",
      businessUnitId: unit("Technology"),
      departmentId: dept("Infrastructure"),
      bcLeadId: lead.id,
    }),
  );

  // ---- management plans ----

  when(30 * DAY);
  const imp = await createManagementPlan(
    deps,
    corp,
    "IMP",
    planSchema.parse({
      name: "Site Incident Management Plan",
      description: "How a site team responds in the first 24 hours of an incident at a UK site.",
      ownerId: lead.id,
      approverId: corp.id,
      locations: [{ country: "United Kingdom" }],
    }),
  );
  const cmp = await createManagementPlan(
    deps,
    corp,
    "CMP",
    planSchema.parse({
      name: "Corporate Crisis Management Plan",
      description: "The crisis management team's playbook for company-wide events.",
      ownerId: corp.id,
      approverId: buAdmin.id,
    }),
  );
  const sectionWithItems = async (
    planId: string,
    title: string,
    items: { kind: string; title: string; content: string }[],
  ) => {
    const section = await addSection(deps, corp, planId, { title });
    for (const item of items) await addItem(deps, corp, section.id, sectionItemSchema.parse(item));
  };
  await sectionWithItems(imp.id, "Immediate response", [
    {
      kind: "CHECKLIST",
      title: "First hour",
      content:
        "<ul><li>Account for everyone on site</li><li>Call the duty manager</li><li>Open an incident in Keel</li></ul>",
    },
    {
      kind: "PROCEDURE",
      title: "Evacuation and assembly",
      content:
        "<p>Leave by the nearest exit; assemble at the car park gate; wardens report to the site lead.</p>",
    },
  ]);
  await sectionWithItems(imp.id, "Communication", [
    {
      kind: "CONTACT_TREE",
      title: "Call cascade",
      content: "<p>Site lead → Operations director → BRT leader → Communications.</p>",
    },
    { kind: "NOTE", title: "Media", content: "<p>Only the Communications team speaks to the media.</p>" },
  ]);
  await addRosterMember(
    deps,
    corp,
    imp.id,
    rosterSchema.parse({ role: "LEADER", userId: lead.id, responsibility: "Runs the site response" }),
  );
  await sectionWithItems(cmp.id, "Crisis team activation", [
    {
      kind: "PROCEDURE",
      title: "Convene the crisis team",
      content:
        "<p>The CEO or the corporate administrator convenes the team within 1 hour, on site or by bridge.</p>",
    },
    {
      kind: "CHECKLIST",
      title: "First meeting agenda",
      content:
        "<ol><li>Facts and unknowns</li><li>People safety</li><li>Customers and regulators</li><li>Next update</li></ol>",
    },
  ]);
  await sectionWithItems(cmp.id, "Stakeholder communication", [
    {
      kind: "CONTACT_TREE",
      title: "Regulators and insurers",
      content: "<p>Legal calls the regulator; Finance calls the insurer within 24 hours.</p>",
    },
  ]);
  await addRosterMember(
    deps,
    corp,
    cmp.id,
    rosterSchema.parse({ role: "LEADER", userId: corp.id, responsibility: "Chairs the crisis team" }),
  );
  when(28 * DAY);
  // Each approver decides on the plan as it was sent (N3: a decision carries what was read).
  const impSent = await mpApproval.sendForApproval(deps, lead, imp.id);
  const cmpSent = await mpApproval.sendForApproval(deps, corp, cmp.id);
  when(27 * DAY);
  await mpApproval.decide(deps, corp, imp.id, {
    decision: "APPROVED",
    approveComments: "Approved.",
    seen: planSeenVersions(impSent),
  });
  await mpApproval.decide(deps, buAdmin, cmp.id, { decision: "APPROVED", seen: planSeenVersions(cmpSent) });
  // The CMP's CM test, a simulation: its exercise in the programme, with its result and the next one due.
  when(20 * DAY);
  const cmTest = await scheduleTest(
    deps,
    corp,
    cmp.id,
    cmTestSchema.parse({
      scenario: "Ransomware locks the booking system overnight",
      scheduledFor: new Date(at).toISOString().slice(0, 10),
      exerciseType: "Simulation",
      participants: ["Crisis team", "IT operations"],
    }),
  );
  await recordOutcome(
    deps,
    corp,
    cmTest.id,
    cmTestOutcomeSchema.parse({
      outcome: "PASSED_WITH_FINDINGS",
      findings: "<p>The press holding statement took 50 minutes to approve.</p>",
      followUpActions: [
        { action: "Pre-approve two holding statements", owner: "Communications", dueDate: null },
      ],
    }),
  );
  // Its follow-up tracked as a corrective action with an owner and a due day (on the test's actions page).
  await addCmTestFinding(
    deps,
    corp,
    cmTest.id,
    cmTestFindingSchema.parse({
      finding: "The press holding statement took 50 minutes to approve.",
      action: "Pre-approve two holding statements with the legal team",
      ownerId: lead.id,
      dueDate: new Date(start + 10 * DAY).toISOString().slice(0, 10),
    }),
  );

  // ---- incidents ----

  const [natural] = await base.db
    .select({ id: hazardCategories.id })
    .from(hazardCategories)
    .where(and(eq(hazardCategories.companyId, companyId), eq(hazardCategories.name, "Natural")));
  const [technological] = await base.db
    .select({ id: hazardCategories.id })
    .from(hazardCategories)
    .where(and(eq(hazardCategories.companyId, companyId), eq(hazardCategories.name, "Technological")));
  const hazardRows = await base.db
    .select({ id: hazards.id, name: hazards.name })
    .from(hazards)
    .where(
      and(eq(hazards.companyId, companyId), inArray(hazards.name, ["Flood", "Power Outage", "Cyber Attack"])),
    );
  const hazard = (n: string) => hazardRows.find((h) => h.name === n)!.id;

  /** The wizard's five steps and publishing, as the incident screens do them. */
  const openIncident = async (input: {
    type: "Incident" | "Crisis";
    categoryId: string;
    hazardId: string;
    /** The site it happens at: its point and its name. */
    at: { lat: number; lng: number; name: string };
    viewRadius: number;
    bcpProcessIds?: string[];
    title: string;
    description: string;
    impact: string;
    statusCheckCadence?: string;
    notifyBCPLeads?: boolean;
    exerciseType?: ExerciseType;
    /** How long before it was opened its alert came in (default 20 minutes). */
    alertedBefore?: number;
  }) => {
    const draft = await createDraft(
      deps,
      corp,
      createDraftSchema.parse({
        type: input.type,
        hazardCategoryId: input.categoryId,
        exerciseType: input.exerciseType,
      }),
    );
    for (const step of [
      { step: "hazard_type", hazardId: input.hazardId },
      {
        step: "load_assets_&_people",
        // Every demo incident has its alert date: the details showed "Alert date —" (audit 2026-12-03).
        alertDate: new Date(at - (input.alertedBefore ?? 20 * 60_000)).toISOString(),
        lat: input.at.lat,
        long: input.at.lng,
        viewRadius: input.viewRadius,
        locationName: input.at.name,
      },
      { step: "load_processes", bcpProcessIds: input.bcpProcessIds ?? [] },
      {
        step: "general_info",
        title: input.title,
        description: input.description,
        impact: input.impact,
        statusCheckCadence: input.statusCheckCadence,
        notifyBCPLeads: input.notifyBCPLeads ?? false,
      },
    ]) {
      await saveStep(deps, corp, draft.id, saveStepSchema.parse(step));
    }
    return publish(deps, corp, draft.id);
  };

  /** The corporate administrator coordinates each demo incident's response, with `members` on its team. */
  const coordinateWithTeam = (incidentId: string, members: { userId: string; role: string }[]) =>
    setTeam(deps, corp, incidentId, teamSchema.parse({ responseCoordinatorId: corp.id, members }));

  // The flood at the Manchester hub, as the exercise rehearses it and the open incident meets it.
  const manchesterFlood = {
    type: "Incident" as const,
    categoryId: natural.id,
    hazardId: hazard("Flood"),
    at: manchester,
    viewRadius: 5,
    bcpProcessIds: warehouseProcesses,
  };

  // A completed tabletop exercise of the warehouse plan (issue 35): its after-action review has two findings,
  // one closed with its evidence and one overdue; the programme shows the plan's next exercise due in a year.
  when(26 * DAY);
  const drill = await openIncident({
    ...manchesterFlood,
    title: "Tabletop: Manchester hub flooded",
    description:
      "<p>Scenario: the canal overtops at 06:00 and docks 1–6 flood. Objective: ship priority orders within the MAD.</p>",
    impact: "High",
    exerciseType: "Tabletop",
  });
  await changeStatus(deps, corp, drill.id, "In Progress");
  await activation.activatePlans(
    deps,
    corp,
    activateSchema.parse({ incidentId: drill.id, bcpIds: [warehouse.id], reason: "Tabletop exercise" }),
  );
  // Its timed injects, scheduled by the exercise's owner and posted to its timeline as they fell due.
  const demoZone = (await dateSettingsOf(deps.db, companyId)).timezone || "UTC";
  const localTime = (ms: number) => formatDate(new Date(ms), "yyyy-MM-ddTHH:mm", demoZone);
  for (const [after, text] of [
    [40, "The backup site at Leeds loses power: the generator does not start."],
    [95, "A local reporter calls the hub asking about flooded stock."],
  ] as const) {
    await scheduleInject(
      deps,
      corp,
      drill.id,
      injectSchema.parse({ time: localTime(at + after * 60_000), text }),
    );
  }
  when(26 * DAY - 100 * 60_000);
  await runDueInjects(deps, { incidentId: drill.id });
  // Its post-exercise report's figures (demo/exercise-report.server.ts): team, decision, objectives, answers.
  await exerciseDuring(deps, { corp, lead, buAdmin }, drill.id, (minutes) =>
    when(26 * DAY - minutes * 60_000),
  );
  when(26 * DAY - 3 * HOUR);
  await activation.deactivatePlans(
    deps,
    corp,
    deactivateSchema.parse({ incidentId: drill.id, bcpIds: [warehouse.id], reason: "Exercise ended" }),
  );
  await changeStatus(deps, corp, drill.id, "Completed");
  const dueDay = (ago: number) => new Date(start - ago).toISOString().slice(0, 10);
  const fixed = await addFinding(
    deps,
    corp,
    drill.id,
    findingSchema.parse({
      finding: "The call tree still listed two leavers.",
      action: "Refresh the warehouse call tree from the people register",
      ownerId: lead.id,
      dueDate: dueDay(22 * DAY),
      bcpId: warehouse.id,
    }),
  );
  await addFinding(
    deps,
    corp,
    drill.id,
    findingSchema.parse({
      finding: "Nobody knew where the Lyon depot's loading slots are booked.",
      action: "Write the Lyon slot-booking steps into the plan's strategy",
      ownerId: buAdmin.id,
      dueDate: dueDay(5 * DAY),
      bcpId: warehouse.id,
    }),
  );
  when(23 * DAY);
  await closeFinding(
    deps,
    corp,
    drill.id,
    fixed.id,
    closeFindingSchema.parse({
      evidence: "Call tree re-issued and tested by SMS on the 23rd: all 14 answered.",
    }),
  );
  await exerciseAfterReview(deps, corp, drill.id);

  // Closed: a power cut at the data centre three weeks ago.
  when(21 * DAY);
  const closed = await openIncident({
    type: "Incident",
    categoryId: technological.id,
    hazardId: hazard("Power Outage"),
    at: site("Slough Data Centre"),
    viewRadius: 2,
    title: "Power outage at Slough Data Centre",
    description: "<p>Grid supply lost for 5 hours; generators carried the load after a 40-second gap.</p>",
    impact: "Medium",
  });
  await coordinateWithTeam(closed.id, [{ userId: buAdmin.id, role: "LEADER" }]);
  await addAction(
    deps,
    corp,
    closed.id,
    responseActionSchema.parse({
      title: "Confirm generator fuel for 48 hours",
      ownerId: buAdmin.id,
      status: "Completed",
    }),
  );
  when(21 * DAY - 2 * HOUR);
  await changeStatus(deps, corp, closed.id, "In Progress");
  when(20 * DAY);
  await changeStatus(deps, corp, closed.id, "Completed");

  // Crisis: a cyber attack on the transport booking systems, with the CMP and IMP.
  when(3 * DAY);
  const crisis = await openIncident({
    type: "Crisis",
    categoryId: technological.id,
    hazardId: hazard("Cyber Attack"),
    at: site("Lyon Transport Depot"),
    viewRadius: 5,
    title: "Ransomware on the transport booking system",
    description: "<p>Booking servers encrypted overnight; carriers cannot see their loads.</p>",
    impact: "High",
    statusCheckCadence: "4 Hours",
  });
  await coordinateWithTeam(crisis.id, [
    { userId: corp.id, role: "LEADER" },
    { userId: lead.id, role: "MEMBER" },
  ]);
  await changeStatus(deps, corp, crisis.id, "In Progress");
  await setAssociatedPlans(deps, corp, crisis.id, { incidentType: "Crisis", planIds: [cmp.id, imp.id] });
  await classifyDemoCrisis(base, corp, crisis.id);

  // Open: the flood at the Manchester hub this morning, with the approved plan activated.
  when(6 * HOUR);
  const flood = await openIncident({
    ...manchesterFlood,
    title: "Flooding at Manchester Distribution Centre",
    description:
      "<p>The Bridgewater Canal overtopped after heavy rain; 20 cm of water across loading docks 1–6.</p>",
    impact: "High",
    statusCheckCadence: "4 Hours",
    notifyBCPLeads: true,
    // The canal's flood warning came in 40 minutes before the hub reported water on the docks.
    alertedBefore: 40 * 60_000,
  });
  await coordinateWithTeam(flood.id, [
    { userId: lead.id, role: "LEADER" },
    { userId: buAdmin.id, role: "LEADER_BACKUP" },
    { userId: employee.id, role: "MEMBER" },
  ]);
  // Priya Shah has no Keel account: she is on the team from the warehouse plan's BRT roster (issue 32 item 5),
  // and messages to the response team reach her by email and SMS.
  const rostered = await listTeamContacts(deps, corp, flood.id);
  const priya = rostered.candidates.find((c) => c.name === "Priya Shah");
  if (priya) await addTeamContact(deps, corp, flood.id, teamContactSchema.parse({ ref: priya.ref }));
  when(5 * HOUR);
  await changeStatus(deps, corp, flood.id, "In Progress");
  const actions = [];
  for (const action of [
    { title: "Move high-value stock to the mezzanine", ownerId: buAdmin.id, status: "Completed" },
    {
      title: "Divert today's priority orders to the Lyon depot",
      ownerId: lead.id,
      status: "In Progress",
      dueAt: new Date(start + 6 * HOUR),
    },
    {
      title: "Book flood restoration contractor",
      ownerId: employee.id,
      status: "Not Started",
      dueAt: new Date(start + DAY),
    },
  ]) {
    actions.push(await addAction(deps, corp, flood.id, responseActionSchema.parse(action)));
  }
  await addComment(
    deps,
    corp,
    flood.id,
    actions[1].id,
    `${formatMention({ id: lead.id, name: name(lead) })} please confirm Lyon can take 400 orders today.`,
  );
  await setAssociatedPlans(deps, corp, flood.id, { incidentType: "Incident", planIds: [imp.id] });
  // The flood's public status page is published (issue 36 item 6): customers and drivers read it without signing in.
  await setPublished(deps, corp, flood.id, true);
  when(4 * HOUR);
  const [activated] = await activation.activatePlans(
    deps,
    corp,
    activateSchema.parse({
      incidentId: flood.id,
      bcpIds: [warehouse.id],
      reason: "Site inaccessible: loading docks flooded.",
    }),
  );
  const activatedProcesses = await base.db
    .select({ id: bcpActivationProcesses.id, processId: bcpActivationProcesses.processId })
    .from(bcpActivationProcesses)
    .where(eq(bcpActivationProcesses.activationId, activated.id));
  const activationOf = (processId: string) => activatedProcesses.find((p) => p.processId === processId)!.id;
  when(3 * HOUR);
  for (const response of [
    {
      activationProcessId: activationOf(pickPack.id),
      controlStatus: "Critical",
      strategy: "AWS",
      strategyStatus: "Partially Working",
      headcountAvailable: 30,
      notes: "Lyon picking priority orders; 30 of 45 critical staff redeployed.",
    },
    {
      activationProcessId: activationOf(dispatch.id),
      controlStatus: "Degraded",
      strategy: "CTR",
      strategyStatus: "In Place",
      headcountAvailable: 10,
      notes: "Dispatching from the yard with the mobile ramp.",
    },
    {
      activationProcessId: activationOf(goodsIn.id),
      controlStatus: "Failed",
      strategy: "RISK_ACCEPTED",
      strategyStatus: "Failed",
      headcountAvailable: 0,
      notes: "Deliveries postponed until the docks are dry.",
    },
  ]) {
    await recordResponse(deps, lead, responseSchema.parse(response));
  }
  when(1 * HOUR);
  await recordResponse(
    deps,
    lead,
    responseSchema.parse({
      activationProcessId: activationOf(pickPack.id),
      controlStatus: "Degraded",
      strategy: "AWS",
      strategyStatus: "In Place",
      headcountAvailable: 42,
      notes: "Lyon at full priority volume.",
    }),
  );
  // "Are you safe?" to the warehouse recovery team by email, escalating after 15 minutes (issue 36 item 4): the
  // BC lead answered at once; wave 2 texted those with a mobile, wave 3 told their leader backup (or the
  // coordinator) who was still silent. The incident's message page shows both waves under the tally.
  when(HOUR);
  const safeCheck = await sendMessage(
    deps,
    corp,
    flood.id,
    sendMessageSchema.parse({
      template: "are_you_safe",
      subject: "Are you safe?",
      body: "Flooding at Manchester Distribution Centre: please tell us you are safe, or that you need help.",
      audiences: ["brt_rosters"],
      channels: ["email"],
      escalateAfter: 15,
    }),
  );
  const [leadCopy] = await base.db
    .select({ id: incidentMessageRecipients.id })
    .from(incidentMessageRecipients)
    .where(
      and(
        eq(incidentMessageRecipients.messageId, safeCheck.id),
        eq(incidentMessageRecipients.userId, lead.id),
      ),
    );
  when(HOUR - 2 * 60_000);
  await answerOnPage(deps, answerPageToken(leadCopy.id), "safe");
  for (const minutes of [15, 30]) {
    when(HOUR - minutes * 60_000);
    await runDueWaves(deps);
  }
  at = start;

  // A reachability drill of the approved plan's BRT, four days ago, with a mixed scorecard (issue 36 item 5).
  when(4 * DAY);
  await seedDemoDrill(deps, corp, warehouse.id, {
    answeredByEmail: name(lead),
    answeredBySms: name(buAdmin),
    failedSms: "Priya Shah",
  });
  // And, the days before, one of the CMP's crisis team and one of the London head office's people.
  await seedDemoRosterDrills(deps, corp, {
    cmpId: cmp.id,
    cmpChair: name(corp),
    siteId: site(DEMO_DRILLED_SITE.name).id,
  });

  return {
    plans: { approved: warehouse.id, review: finance.id, inProgress: transport.id, draft: infra.id },
    incidents: { open: flood.id, closed: closed.id, crisis: crisis.id },
    managementPlans: { imp: imp.id, cmp: cmp.id },
  };
}
