import { expect, test } from "@playwright/test";
import { httpApi } from "./seed-company";
import { DEMO, DEMO_PASSWORD, signIn, unique } from "./support";

/**
 * The demo flood's activated process is made part of a new important business service whose tolerance is shorter
 * than the time since the flood began: the service goes on its clock as it is saved, mid-incident.
 */
test("a service hit by an incident shows its tolerance clock on the incident, Home and the situation report", async ({
  page,
  request,
}) => {
  const { ok } = httpApi(request);
  const admin = await ok<{ token: string }>("post", "/auth/signin", "", {
    email: DEMO.corpAdmin,
    password: DEMO_PASSWORD,
  });
  const T = admin.token;
  type Active = {
    incident: { id: string; title: string };
    processes: { id: string; processId: string; name: string; disruptedSince: string }[];
  }[];
  const active = await ok<Active>("get", "/bcpProcess/getAllActiveBcps", T);
  const hit = active.find((a) => a.processes.length)!;
  const ap = hit.processes[0];
  const name = unique("Same-day delivery");
  await ok("post", "/businessService", T, {
    name,
    served: "Online shoppers",
    tolerance: 1,
    toleranceUnit: "minutes",
    processIds: [ap.processId],
  });

  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO.corpAdmin);
  await expect(page).toHaveURL(/\/overview$/);
  const tile = page.getByRole("region", { name: "Important business services hit" });
  await expect(tile.getByRole("link", { name })).toBeVisible();
  await expect(tile.locator(`[data-badge="service-clock"]`).first()).toBeVisible();

  await page.goto(`/viewincident/details?incident_id=${hit.incident.id}`);
  const clocks = page.getByRole("region", { name: "Important Business Services hit" });
  const line = clocks.getByRole("listitem").filter({ hasText: name });
  await expect(line.locator('[data-state="Breached"]')).toBeVisible();
  await expect(line).toContainText(/Breached .* ago/);
  await expect(line).toContainText(ap.name);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
  ).toBe(true);

  await page.goto(`/bcpActivationResponse/Analysis?incidentId=${hit.incident.id}`);
  await expect(page.getByTestId("sitrep-services")).toContainText(name);
  const pdf = await page.request.get(`/bcpActivationResponse/situationReport?incidentId=${hit.incident.id}`);
  expect(pdf.headers()["content-type"]).toContain("application/pdf");
});
