/**
 * What the durability burst writes against, made through `/api` on a freshly signed-up company: a business
 * unit, a source BCP of 3 services x 3 processes x 2 locations (cloned during the burst), 5 sites within 10 km
 * of the incident centre and 2 beyond (so an incident's impact is 5 rows), a hazard, and a source IMP with
 * 2 sections of 2 items and a roster of 2 (cloned during the burst).
 */
import type { ApiClient } from "./http";

export const SHAPE = {
  services: 3,
  processesPerService: 3,
  locationsPerProcess: 2,
  impactedSites: 5,
  planLocations: 3,
  sections: 2,
  itemsPerSection: 2,
  roster: 2,
} as const;
export const INCIDENT_CENTRE = { lat: 51.5, long: -0.12, viewRadius: 10 };

export interface Fixture {
  companyId: string;
  userId: string;
  businessUnitId: string;
  sourcePlanId: string;
  sourceImpId: string;
  hazardCategoryId: string;
  hazardId: string;
}

const PROCESS = {
  consequencesOfDisruption: "Customers unserved",
  financialExposure: "medium",
  legalExposure: "low",
  customerBrandOrReputationExposure: "low",
  qualityServiceLevel: "medium",
  supplyChainExposure: "none",
  criticalityLevel: "high",
  criticalityLevelExplanation: "Daily deadline",
  isBCStrategyRequired: true,
  justificationForNoBCStrategy: "",
  mad: 2,
  madDuration: "days",
  totalGlobalHeadCount: 20,
  criticalProcessHeadcountAnalysis: 5,
  maloCriterialExplanation: "",
};

export async function makeFixture(
  api: ApiClient,
  who: { userId: string; companyId: string },
): Promise<Fixture> {
  const unit = await api.ok<{ id: string }>("POST", "/bcpOrganization/businessUnits", {
    name: "Operations",
    country: "GB",
  });
  const plan = await api.ok<{ id: string }>("POST", "/bcp", {
    name: "Source plan",
    businessUnitId: unit.id,
    bcLeadId: who.userId,
  });
  for (let s = 1; s <= SHAPE.services; s++) {
    const service = await api.ok<{ id: string }>("POST", "/bcpService", {
      bcpId: plan.id,
      name: `Service ${s}`,
      description: `Service ${s} of the source plan`,
    });
    for (let p = 1; p <= SHAPE.processesPerService; p++) {
      const process = await api.ok<{ id: string }>("POST", "/bcpProcess", {
        ...PROCESS,
        bcpServiceId: service.id,
        name: `Process ${s}.${p}`,
      });
      for (let l = 1; l <= SHAPE.locationsPerProcess; l++)
        await api.ok("POST", "/bcpProcess/locations", {
          processId: process.id,
          siteName: `Site ${l}`,
          country: "GB",
          city: "London",
          headcount: 5,
        });
    }
  }
  for (let i = 0; i < SHAPE.impactedSites + 2; i++) {
    const near = i < SHAPE.impactedSites;
    await api.ok("POST", "/asset", {
      name: `${near ? "Near" : "Far"} office ${i}`,
      type: "office",
      // Near: within 3 km of the centre; far: Manchester and Paris.
      lat: near ? INCIDENT_CENTRE.lat + i * 0.005 : [53.48, 48.86][i - SHAPE.impactedSites],
      lng: near ? INCIDENT_CENTRE.long : [-2.24, 2.35][i - SHAPE.impactedSites],
    });
  }
  const category = await api.ok<{ category: { id: string } }>("POST", "/hazardCategory", {
    name: "Soak hazards",
  });
  const hazard = await api.ok<{ hazard: { id: string } }>("POST", "/hazard", {
    categoryId: category.category.id,
    name: "Soak flood",
  });
  const imp = await api.ok<{ id: string }>("POST", "/managementPlan/Incident", {
    name: "Source IMP",
    ownerId: who.userId,
    approverId: "",
    locations: [{ country: "GB", city: "London", site: "Head office" }],
  });
  for (let s = 1; s <= SHAPE.sections; s++) {
    const section = await api.ok<{ id: string }>("POST", `/managementPlan/${imp.id}/section`, {
      title: `Section ${s}`,
    });
    for (let i = 1; i <= SHAPE.itemsPerSection; i++)
      await api.ok("POST", `/managementPlan/section/${section.id}/section-item`, {
        kind: "PROCEDURE",
        title: `Step ${s}.${i}`,
        content: `<p>Do step ${s}.${i}</p>`,
      });
  }
  for (let r = 1; r <= SHAPE.roster; r++)
    await api.ok("POST", `/managementPlan/${imp.id}/roster`, {
      role: r === 1 ? "LEADER" : "MEMBER",
      name: `Member ${r}`,
      email: `member${r}@soak.example`,
    });
  return {
    companyId: who.companyId,
    userId: who.userId,
    businessUnitId: unit.id,
    sourcePlanId: plan.id,
    sourceImpId: imp.id,
    hazardCategoryId: category.category.id,
    hazardId: hazard.hazard.id,
  };
}
