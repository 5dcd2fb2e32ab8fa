import { expect, test } from "./fixtures";
import { httpApi, planActiveForTwoIncidents } from "./seed-company";
import { unique } from "./support";

const SHOTS = process.env.E2E_SCREENSHOTS;
const HOUR = 3_600_000;

/**
 * Issue 32, item 3 (UX review A-7): one plan active for two incidents. The first incident's Pick and pack is At
 * risk (a Degraded check) with about 24 hours left; the second's is silent but was disrupted five hours earlier,
 * so its MAD runs out about 19 hours from now. Home shows that sooner clock, and the first incident's page and
 * Active BCPs name the second incident as where the process breaches sooner.
 */
test("Home shows the sooner MAD clock of a plan active for two incidents", async ({
  company,
  signInAs,
  request,
  javaScriptEnabled,
}) => {
  test.setTimeout(120_000);
  const mode = javaScriptEnabled ? "js" : "nojs";
  const api = httpApi(request);
  const T = company.owner.token;
  const first = unique("Dock flood");
  const second = unique("Canal flood");
  const { a, b } = await planActiveForTwoIncidents(api, company, {
    plan: unique("Warehousing BCP"),
    first,
    second,
  });
  type Active = { incident: { id: string }; processes: { id: string }[] }[];
  const active = await api.ok<Active>("get", "/bcpProcess/getAllActiveBcps", T);
  const apOf = (incidentId: string) => active.find((x) => x.incident.id === incidentId)!.processes[0].id;
  await api.ok("put", "/bcpResponse/updateActivationResponse", T, {
    activationProcessId: apOf(a.id),
    controlStatus: "Degraded",
    strategy: "Remote Work (RW)",
    strategyStatus: "Partially Working",
    headcountAvailable: 50,
  });
  await api.ok("put", "/bcpProcess/updateDisruption", T, {
    activationProcessId: apOf(b.id),
    disruptedSince: new Date(Date.now() - 5 * HOUR).toISOString(),
  });

  for (const size of [
    { width: 1400, height: 900, name: "desktop" },
    { width: 390, height: 844, name: "phone" },
  ]) {
    const page = await signInAs(company.owner);
    await page.setViewportSize(size);
    await page.goto("/overview");
    const tile = page.getByRole("region", { name: "Processes at risk or breached" });
    const line = tile.getByTestId("late-process").filter({ hasText: "Pick and pack" });
    // One line for the process, At risk, on the second incident's clock (about 19 h), not the first's (about 24 h).
    await expect(line).toHaveCount(1);
    await expect(line.locator('[data-state="At risk"]')).toBeVisible();
    await expect(line).toContainText(/Breach in 1[89] h/);
    await expect(line).toContainText(`${second} (soonest of 2 activations)`);
    await expect(line.getByRole("link", { name: "Pick and pack" })).toHaveAttribute(
      "href",
      new RegExp(`incidentId=${b.id}`),
    );
    if (SHOTS)
      await page.screenshot({ path: `${SHOTS}/urgent-home-${size.name}-${mode}.png`, fullPage: true });

    // The first incident's processes tab shows its own clock and where the process breaches sooner.
    await page.goto(`/viewincident/processes?incident_id=${a.id}`);
    const sooner = page.getByRole("list", { name: "Impacted processes" }).getByTestId("sooner-elsewhere");
    await expect(sooner).toContainText(new RegExp(`Sooner in ${second}: Breach in 1[89] h`));
    // The glance, above every tab (issue 32 item 3): the process to watch, its own clock and the sooner one.
    const glance = page.getByTestId("glance-urgent");
    await expect(glance).toContainText("Pick and pack");
    await expect(glance.locator('[data-state="At risk"]')).toBeVisible();
    await expect(glance).toContainText(/Breach in (1 d|2[34] h)/);
    await expect(glance.getByTestId("sooner-elsewhere")).toContainText(new RegExp(`Sooner in ${second}`));
    await page.goto(`/viewincident/details?incident_id=${b.id}`);
    await expect(page.getByTestId("glance-urgent")).toContainText(/Pick and pack.*Breach in 1[89] h/);
    await expect(page.getByTestId("glance-states")).toContainText("All processes (1)");
    await expect(page.getByRole("link", { name: "Situation report (PDF)" }).first()).toHaveAttribute(
      "href",
      `/bcpActivationResponse/situationReport?incidentId=${b.id}`,
    );
    if (SHOTS)
      await page.screenshot({ path: `${SHOTS}/urgent-glance-${size.name}-${mode}.png`, fullPage: true });
    if (SHOTS)
      await page.screenshot({ path: `${SHOTS}/urgent-incident-${size.name}-${mode}.png`, fullPage: true });

    // Active BCPs says it on the first incident's card.
    await page.goto("/activatedBcps");
    const card = page.getByTestId("active-bcp").filter({ hasText: first });
    await expect(card.getByTestId("sooner-elsewhere")).toContainText(second);
    if (SHOTS)
      await page.screenshot({ path: `${SHOTS}/urgent-active-${size.name}-${mode}.png`, fullPage: true });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);

    // The situation report of the second incident, on the page and as a PDF.
    await page.goto(`/bcpActivationResponse/Analysis?incidentId=${b.id}`);
    const report = page.getByTestId("situation-report");
    await expect(report.getByRole("heading", { name: second })).toBeVisible();
    await expect(report.getByTestId("sitrep-gaps")).toContainText("No response coordinator");
    await expect(report.getByTestId("sitrep-gaps")).toContainText("The response team is empty");
    await expect(report.getByTestId("plan-headcount")).toBeVisible();
    if (SHOTS)
      await page.screenshot({ path: `${SHOTS}/urgent-sitrep-${size.name}-${mode}.png`, fullPage: true });
  }
  const pdf = await api.request.get(`/api/bcpResponse/situationReportPdf?incidentId=${b.id}`, {
    headers: { authorization: `Bearer ${T}` },
  });
  expect(pdf.headers()["content-type"]).toContain("application/pdf");
  if (SHOTS) (await import("node:fs")).writeFileSync(`${SHOTS}/urgent-sitrep-${mode}.pdf`, await pdf.body());
});
