import type { APIRequestContext } from "@playwright/test";
import { seenNow } from "../support/bcp";
import { expect, test } from "./fixtures";
import { httpApi } from "./seed-company";
import { pickSite, startEverySectionE2e, unique } from "./support";

// Issue 21: a plan's process delivered at a register site is found by an incident 2 km from that site, by
// name and pre-ticked, and its plan is activated and answered; with and without JavaScript.

async function call(request: APIRequestContext, t: string, method: string, path: string, data?: unknown) {
  const res = await request.fetch(`/api${path}`, {
    method,
    headers: { authorization: `Bearer ${t}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBeTruthy();
  return (await res.json()).data;
}

test("a plan's process at a site is found by an incident 2 km away, activated and answered", async ({
  page,
  request,
  javaScriptEnabled,
  company,
  signInAs,
}) => {
  const corp = company.owner.token;
  const { token: approver, id: approverId } = await company.user("BUAdmin");
  const leadId = (await company.user("BCPLead")).id;
  // A site of its own, somewhere no other test puts one (northern Norway, a random spot).
  const lat = 68 + Math.random() * 2;
  const lng = 16 + Math.random() * 4;
  const siteName = unique("Tromso Depot");
  await call(request, corp, "post", "/asset", { name: siteName, type: "warehouse", lat, lng });
  const businessUnitId = company.unitId;
  const planName = unique("Depot BCP");
  const processName = unique("Cold-chain dispatch");
  const plan = await call(request, corp, "post", "/bcp", {
    name: planName,
    businessUnitId,
    bcLeadId: leadId,
  });
  const service = await call(request, corp, "post", "/bcpService", {
    bcpId: plan.id,
    name: "Dispatch",
    description: "",
  });
  await call(request, corp, "post", "/bcpProcess", {
    bcpServiceId: service.id,
    name: processName,
    consequencesOfDisruption: "Food spoils",
    financialExposure: "low",
    legalExposure: "low",
    customerBrandOrReputationExposure: "low",
    qualityServiceLevel: "low",
    supplyChainExposure: "low",
    criticalityLevel: "high",
    criticalityLevelExplanation: "Perishable",
    isBCStrategyRequired: true,
    justificationForNoBCStrategy: "",
    mad: 4,
    madDuration: "hours",
    totalGlobalHeadCount: 20,
    criticalProcessHeadcountAnalysis: 5,
    maloCriterialExplanation: "",
  });

  // The plan's writer delivers the process at the site, picked from the register.
  await signInAs(company.owner);
  await page.goto(`/businesscontinuityplan/manageunit?bcpId=${plan.id}&section=deliveryLocations`);
  const card = () => page.locator(`li[data-process="${processName}"]`);
  await expect(card()).toContainText("No Locations Added");
  await pickSite(page, card, siteName, { javaScriptEnabled });
  await card().getByLabel("Head Count").fill("6");
  const saved = page.waitForResponse((r) => r.request().method() === "POST");
  await card().getByRole("button", { name: "Add location" }).click();
  expect((await saved).status()).toBeLessThan(400);
  await expect(page.getByText("Location added successfully!")).toBeVisible();
  await expect(card()).toContainText(siteName);
  await expect(page.getByText("Data Not Found")).toHaveCount(0);

  // Approved, the plan counts for impact.
  await startEverySectionE2e(request, corp, plan.id);
  await call(request, corp, "put", "/bcp/overAllStatus", { bcpId: plan.id, approverId });
  await call(request, approver, "put", "/bcp/approverStatus", {
    bcpId: plan.id,
    section: "overall",
    status: "APPROVED",
    seen: await seenNow(httpApi(request), approver, plan.id),
  });

  // An incident 2 km north of the site.
  const title = unique("Depot fire");
  await page.goto("/createincidents/hazard_category");
  await page.getByLabel("Natural", { exact: true }).check();
  await page.getByRole("button", { name: "next step" }).click();
  await page.getByLabel("Flood", { exact: true }).check();
  await page.getByRole("button", { name: "next step" }).click();
  await expect(page).toHaveURL(/\/createincidents\/load_assets_&_people\?incident_id=/);
  // An alert at the site names the site, not the nearest office far away (UX review A-9).
  await page.getByLabel("Latitude", { exact: true }).fill(String(lat));
  await page.getByLabel("Longitude", { exact: true }).fill(String(lng));
  await page.getByLabel(/viewing radius/).fill("10");
  await page.getByRole("button", { name: "load assets and people" }).click();
  await expect(page.getByTestId("nearest-office")).toHaveText(`at ${siteName}`);
  await page.getByLabel("Latitude", { exact: true }).fill(String(lat + 0.018));
  await page.getByLabel("Longitude", { exact: true }).fill(String(lng));
  await page.getByLabel(/viewing radius/).fill("10");
  await page.getByRole("button", { name: "load assets and people" }).click();
  await expect(page.getByTestId("impact")).toContainText(siteName);
  await expect(page.getByTestId("nearest-office")).toContainText("nearest office:");
  await page.getByRole("button", { name: "next step" }).click();

  // Step 4: the process by name, with its plan, pre-ticked.
  await expect(page).toHaveURL(/\/createincidents\/load_processes\?incident_id=/);
  const listed = page.getByRole("list", { name: "BCP processes at the impacted sites" });
  await expect(listed).toContainText(processName);
  await expect(listed).toContainText(planName);
  await expect(listed).toContainText(`6 at ${siteName}`);
  await expect(listed.getByRole("checkbox", { name: new RegExp(processName) })).toBeChecked();
  await page.getByRole("button", { name: "next step" }).click();
  await expect(page).toHaveURL(/\/createincidents\/general_info\?incident_id=/);
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Impact").selectOption("High");
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page).toHaveURL(/\/viewincident\/details\?incident_id=/);
  const incidentId = new URL(page.url()).searchParams.get("incident_id")!;

  // The PROCESSES tab shows the same name.
  await page.getByRole("link", { name: "PROCESSES" }).click();
  const tab = page.getByRole("list", { name: "Impacted processes" });
  await expect(tab).toContainText(processName);
  await expect(tab).toContainText(planName);
  await expect(tab).toContainText("Loaded");

  // Activation offers the plan; a response is recorded.
  await page.goto(`/bcpActivationResponse?incidentId=${incidentId}`);
  const activate = page.getByRole("form", { name: "Activate BCPs" });
  // Nothing active yet: the page says so plainly, not "Data Not Found" (UX review A-1).
  await expect(page.getByText("No plan is active for this incident yet.")).toBeVisible();
  await expect(page.getByText("Data Not Found")).toHaveCount(0);
  await activate.getByRole("checkbox", { name: new RegExp(planName) }).check();
  await activate.getByLabel("Reason").fill("Depot on fire");
  await activate.getByRole("button", { name: "Activate" }).click();
  await expect(page.getByText("BCPs activated successfully!")).toBeVisible();
  await expect(page.getByText("No plan is active for this incident yet.")).toHaveCount(0);
  const response = page.getByRole("form", { name: `Response for ${processName}` });
  await response.getByLabel("Control status").selectOption("Degraded");
  await response.getByLabel("Strategy in use").selectOption("Remote Work (RW)");
  await response.getByLabel("Strategy status").selectOption("Partially Working");
  await response.getByLabel("Headcount available").fill("3");
  await response.getByLabel("Notes").fill("Loading from the spare dock");
  await response.getByRole("button", { name: "Record response" }).click();
  await expect(page.getByText("Response recorded successfully!")).toBeVisible();
  await page.goto(`/bcpActivationResponse/Analysis?incidentId=${incidentId}`);
  await expect(page.getByRole("figure", { name: "Processes by control status" })).toContainText("Degraded");

  // The site page lists what depends on it.
  const sites = await call(request, corp, "get", `/asset/all?q=${encodeURIComponent(siteName)}`);
  await page.goto(`/assets/${sites[0].id}`);
  const dependants = page.getByRole("region", { name: "Processes delivered here" });
  await expect(dependants).toContainText(processName);
  await expect(dependants).toContainText(planName);
});
