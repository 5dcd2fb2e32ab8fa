import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { type Company, expect, test } from "./fixtures";
import { hydrated, PAYROLL_RUN, unique } from "./support";

/** Two plans of the spec's company: a warehouse plan with two processes, and an application in the register. */
async function setUp(request: APIRequestContext, company: Company) {
  const headers = { authorization: `Bearer ${company.owner.token}` };
  const call = async (method: "post" | "put", path: string, data?: unknown) => {
    const res = await request[method](`/api${path}`, { headers, data });
    expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBeTruthy();
    return (await res.json()).data;
  };
  const lead = await company.user("BCPLead");
  const plan = await call("post", "/bcp", {
    name: unique("Warehouse BCP"),
    businessUnitId: company.unitId,
    bcLeadId: lead.id,
  });
  const service = await call("post", "/bcpService", { bcpId: plan.id, name: "Fulfilment", description: "" });
  const process = async (name: string) =>
    (await call("post", "/bcpProcess", { bcpServiceId: service.id, ...PAYROLL_RUN, name })).id as string;
  const pick = unique("Pick and pack");
  const pickId = await process(pick);
  await process(unique("Outbound dispatch"));
  const wms = unique("Warehouse system");
  const entry = await call("post", "/registerEntry", { kind: "application", name: wms });
  return { plan, pick, pickId, wms, wmsId: entry.entry.id as string };
}

/** Picks `name` in a block: the combobox with JavaScript; "Find" and the select of matches without. */
async function pickIn(
  page: Page,
  javaScriptEnabled: boolean,
  block: Locator,
  { label, find, search, name }: { label: string; find: string; search: string; name: string },
) {
  if (javaScriptEnabled) {
    await block.getByRole("combobox", { name: label }).fill(search);
    await block.getByRole("option", { name: new RegExp(name) }).click();
    await expect(block.getByRole("list")).toContainText(name);
  } else {
    await block.getByLabel(find).fill(search);
    await block.getByRole("button", { name: "Find", exact: true }).click();
    const select = block.getByLabel(label, { exact: true });
    const value = await select.locator("option", { hasText: name }).getAttribute("value");
    await select.selectOption(value ?? "");
  }
}

// Issue 33 item 2: a block's dependencies are picked from its register (upstream: processes of readable plans).
test("picks an application and an upstream process for a process's dependency blocks", async ({
  page,
  request,
  javaScriptEnabled,
  company,
  signInAs,
}) => {
  const { plan, pick, wms, wmsId } = await setUp(request, company);
  await signInAs(company.owner);
  await page.goto(`/businesscontinuityplan/manageunit?bcpId=${plan.id}&section=dependencies`);
  const dispatch = page.getByRole("region", { name: /^Dependencies of Outbound dispatch/ });
  const it = dispatch.locator('[data-block="itapplication"]');
  const upstream = dispatch.locator('[data-block="upstream"]');

  const choose = (block: Locator, label: string, find: string, search: string, name: string) =>
    pickIn(page, javaScriptEnabled, block, { label, find, search, name });

  await choose(it, "Add an application", "Find an application", wms.slice(0, 12), wms);
  await it.getByRole("button", { name: "Save IT APPLICATION" }).click();
  await expect(page.getByText("Dependency saved successfully")).toBeVisible();
  // The link names the entry, opens its register page, and can be removed.
  await expect(it.getByRole("link", { name: wms })).toHaveAttribute(
    "href",
    `/registers/applications/${wmsId}`,
  );

  await choose(upstream, "Add an upstream process", "Find an upstream process", pick.slice(0, 8), pick);
  await upstream.getByLabel("Scenario").fill("No packed orders reach the lanes.");
  await upstream.getByRole("button", { name: "Save UPSTREAM PROCESS" }).click();
  await expect(page.getByText("Dependency saved successfully")).toBeVisible();
  await expect(upstream.getByRole("link", { name: pick })).toBeVisible();
  await expect(upstream.getByLabel("Scenario")).toHaveValue("No packed orders reach the lanes.");

  // The register's page lists the process that depends on the application.
  await page.goto(`/registers/applications/${wmsId}`);
  await expect(page.getByText(/Outbound dispatch/).first()).toBeVisible();

  // Remove keeps the block's strategies and drops the link.
  await page.goto(`/businesscontinuityplan/manageunit?bcpId=${plan.id}&section=dependencies`);
  // A click racing hydration was lost once in CI (no toast; passed on retry).
  await hydrated(page);
  await upstream.getByRole("button", { name: `Remove ${pick}` }).click();
  await expect(page.getByText("Dependency saved successfully")).toBeVisible();
  await expect(upstream.getByRole("link", { name: pick })).toHaveCount(0);
  await expect(upstream.getByLabel("Scenario")).toHaveValue("No packed orders reach the lanes.");
  await expect(it.getByRole("link", { name: wms })).toBeVisible();
});

test("picks an application at phone size, without scrolling sideways", async ({
  page,
  request,
  javaScriptEnabled,
  company,
  signInAs,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { plan, wms } = await setUp(request, company);
  await signInAs(company.owner);
  await page.goto(`/businesscontinuityplan/manageunit?bcpId=${plan.id}&section=dependencies`);
  const pick = page.getByRole("region", { name: /^Dependencies of Pick and pack/ });
  const it = pick.locator('[data-block="itapplication"]');
  await pickIn(page, javaScriptEnabled, it, {
    label: "Add an application",
    find: "Find an application",
    search: wms.slice(0, 12),
    name: wms,
  });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await it.getByRole("button", { name: "Save IT APPLICATION" }).click();
  await expect(page.getByText("Dependency saved successfully")).toBeVisible();
  await expect(it.getByRole("link", { name: wms })).toBeVisible();
});

// Nothing typed is lost: a line whose upstream process was deleted stays in its block, marked, until removed.
test("keeps a line whose upstream process was deleted, marked not linked, until it is removed", async ({
  page,
  request,
  javaScriptEnabled,
  company,
  signInAs,
}) => {
  const { plan, pick, pickId } = await setUp(request, company);
  await signInAs(company.owner);
  const section = `/businesscontinuityplan/manageunit?bcpId=${plan.id}&section=dependencies`;
  await page.goto(section);
  const upstream = page
    .getByRole("region", { name: /^Dependencies of Outbound dispatch/ })
    .locator('[data-block="upstream"]');
  await pickIn(page, javaScriptEnabled, upstream, {
    label: "Add an upstream process",
    find: "Find an upstream process",
    search: pick.slice(0, 8),
    name: pick,
  });
  await upstream.getByRole("button", { name: "Save UPSTREAM PROCESS" }).click();
  await expect(page.getByText("Dependency saved successfully")).toBeVisible();

  const removed = await request.delete(`/api/bcpProcess?id=${pickId}`, {
    headers: { authorization: `Bearer ${company.owner.token}` },
  });
  expect(removed.ok(), await removed.text()).toBeTruthy();
  await page.goto(section);
  const line = upstream.getByRole("listitem").filter({ hasText: pick });
  await expect(line).toContainText("Not linked");
  // Saving the block's strategies keeps the line.
  await upstream.getByLabel("Scenario").fill("No packed orders reach the lanes.");
  await upstream.getByRole("button", { name: "Save UPSTREAM PROCESS" }).click();
  await expect(page.getByText("Dependency saved successfully")).toBeVisible();
  await expect(upstream.getByRole("listitem").filter({ hasText: pick })).toHaveCount(1);
  // Its Remove drops it, and only it.
  await upstream.getByRole("button", { name: `Remove ${pick}` }).click();
  await expect(page.getByText("Dependency saved successfully")).toBeVisible();
  await expect(upstream.getByRole("listitem").filter({ hasText: pick })).toHaveCount(0);
  await expect(upstream.getByLabel("Scenario")).toHaveValue("No packed orders reach the lanes.");
});
