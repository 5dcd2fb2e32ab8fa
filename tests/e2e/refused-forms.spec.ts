import type { Page } from "@playwright/test";
import { type Company, expect, test } from "./fixtures";
import { httpApi, planActiveForTwoIncidents } from "./seed-company";
import { unique } from "./support";

/**
 * Audit 2026-12-02: a form the server refuses comes back with everything the user typed, above all without
 * JavaScript (the page is rendered again from the action's answer, so each field must start from what was sent).
 */

const SHOTS = process.env.E2E_SCREENSHOTS;

/** Screenshots of the refused form at desktop and phone sizes, when asked for (E2E_SCREENSHOTS). */
async function shoot(page: Page, name: string, project: string) {
  if (!SHOTS) return;
  for (const [size, viewport] of [
    ["desktop", { width: 1400, height: 900 }],
    ["phone", { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `${SHOTS}/${name}-${project}-${size}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** A draft incident of the company's owner, saved up to (not including) `upTo`. */
async function draft(page: Page, company: Company, upTo: "load_assets_&_people" | "general_info") {
  const api = httpApi(page.request);
  const T = company.owner.token;
  const { id } = await api.created("post", "/incident", T, {
    type: "Incident",
    hazardCategoryId: company.hazard.categoryId,
  });
  await api.ok("put", `/incident/${id}`, T, { step: "hazard_type", hazardId: company.hazard.id });
  if (upTo === "general_info")
    for (const step of [
      { step: "load_assets_&_people", lat: 51.5, long: -0.12, viewRadius: 10, locationName: "London" },
      { step: "load_processes", bcpProcessIds: [] },
    ])
      await api.ok("put", `/incident/${id}`, T, step);
  return id;
}

test("a refused status check keeps what the responder sent", async ({ page, company, signInAs }, info) => {
  const { a } = await planActiveForTwoIncidents(httpApi(page.request), company, {
    plan: unique("Warehouse BCP"),
    first: unique("Flood"),
    second: unique("Outage"),
  });
  await signInAs(company.owner, { path: `/bcpActivationResponse?incidentId=${a.id}` });
  const form = () => page.getByRole("form", { name: "Response for Pick and pack" });
  const sent = async (values: { strategyStatus: string; headcount: string }) => {
    await expect(form().getByLabel("Control status")).toHaveValue("Degraded");
    await expect(form().getByLabel("Strategy in use")).toHaveValue("RW");
    await expect(form().getByLabel("Strategy status")).toHaveValue(values.strategyStatus);
    await expect(form().getByLabel("Headcount available")).toHaveValue(values.headcount);
    await expect(form().getByLabel("Notes")).toHaveValue("Half the pickers on the night shift");
  };

  // A required choice left out: refused on that field, the rest as typed.
  await form().getByLabel("Control status").selectOption("Degraded");
  await form().getByLabel("Strategy in use").selectOption("Remote Work (RW)");
  await form().getByLabel("Headcount available").fill("30");
  await form().getByLabel("Notes").fill("Half the pickers on the night shift");
  await form().getByRole("button", { name: "Record response" }).click();
  await expect(form()).toContainText("Choose the strategy status.");
  await sent({ strategyStatus: "", headcount: "30" });

  // More people than the process has (the API's refusal): the same.
  await form().getByLabel("Strategy status").selectOption("Partially Working");
  await form().getByLabel("Headcount available").fill("121");
  await form().getByRole("button", { name: "Record response" }).click();
  await expect(form()).toContainText(
    "Headcount available cannot be greater than the process's global headcount (120).",
  );
  await sent({ strategyStatus: "Partially Working", headcount: "121" });
  await shoot(page, "response-refused", info.project.name);
});

test("a refused general information step keeps what was typed", async ({ page, company, signInAs }, info) => {
  const id = await draft(page, company, "general_info");
  await signInAs(company.owner, { path: `/createincidents/general_info?incident_id=${id}` });
  const title = `${unique("Basement flood")} ${"x".repeat(200)}`;
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Description").fill("Water in the basement, rising");
  await page.getByLabel("Impact").selectOption("High");
  await page.getByLabel("Status check cadence").selectOption("Every Hour");
  await page.getByLabel("Notify BCP leads").check();
  await page.getByRole("button", { name: "Save draft" }).click();

  await expect(page.getByText("Title is too long.")).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await expect(page.getByLabel("Description")).toHaveValue("Water in the basement, rising");
  await expect(page.getByLabel("Impact")).toHaveValue("High");
  await expect(page.getByLabel("Status", { exact: true })).toHaveValue("Just Created");
  await expect(page.getByLabel("Status check cadence")).toHaveValue("Every Hour");
  await expect(page.getByLabel("Notify BCP leads")).toBeChecked();
  await expect(page.getByLabel("Notify business coordinator")).not.toBeChecked();
  await shoot(page, "general-info-refused", info.project.name);
});

test("a refused location step keeps the typed alert date, point and radius", async ({
  page,
  company,
  signInAs,
}, info) => {
  // Off UTC: the alert date is typed on the company's clock and must come back as typed, not shifted.
  const api = httpApi(page.request);
  const T = company.owner.token;
  const { name } = await api.ok<{ name: string }>("get", "/company", T);
  await api.ok("put", "/company", T, { name, settings: { timezone: "America/New_York" } });
  const id = await draft(page, company, "load_assets_&_people");
  await signInAs(company.owner, { path: `/createincidents/load_assets_&_people?incident_id=${id}` });

  // A date before 1970: refused on the alert date.
  await page.getByLabel("alert date").fill("1969-06-01T10:00");
  await page.getByLabel("viewing radius (km)").fill("25");
  await page.getByLabel("Latitude", { exact: true }).fill("51.6");
  await page.getByLabel("Longitude", { exact: true }).fill("-0.1");
  await page.getByRole("button", { name: "load assets and people" }).click();
  await expect(page.getByText("Alert date must be between 1970 and 2100.")).toBeVisible();
  await expect(page.getByLabel("alert date")).toHaveValue("1969-06-01T10:00");
  await expect(page.getByLabel("viewing radius (km)")).toHaveValue("25");
  await expect(page.getByLabel("Latitude", { exact: true })).toHaveValue("51.6");
  await expect(page.getByLabel("Longitude", { exact: true })).toHaveValue("-0.1");

  // A good date but no radius: the date comes back on the company's clock, as typed.
  await page.getByLabel("alert date").fill("2026-11-25T03:05");
  await page.getByLabel("viewing radius (km)").fill("0");
  await page.getByRole("button", { name: "load assets and people" }).click();
  await expect(page.getByText("Viewing radius must be more than 0.")).toBeVisible();
  await expect(page.getByLabel("alert date")).toHaveValue("2026-11-25T03:05");
  await expect(page.getByLabel("viewing radius (km)")).toHaveValue("0");
  await expect(page.getByLabel("Latitude", { exact: true })).toHaveValue("51.6");
  await shoot(page, "location-refused", info.project.name);
});
