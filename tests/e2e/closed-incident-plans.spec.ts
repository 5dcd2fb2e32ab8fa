import type { TestApi } from "../support/api";
import { publishedIncident } from "../support/incidents";
import { expect, test } from "./fixtures";
import { httpApi } from "./seed-company";
import { unique } from "./support";

const CLOSED = "No plan is active: the incident is closed and its plans stood down.";
const YET = "No plan is active for this incident yet.";

/**
 * Audit 2026-12-03: a Cancelled or Completed incident's page still said no plan was active "yet" and its response
 * checklist still led to Activate BCPs, which the API then refused. It now says the incident is closed and its
 * plans stood down, and offers no activation.
 */
test("a closed incident's page says its plans stood down and offers no activation", async ({
  company,
  signInAs,
  request,
}) => {
  test.setTimeout(90_000);
  const api = httpApi(request);
  const T = company.owner.token;
  const incident = await publishedIncident(api as unknown as TestApi, T, { title: unique("Roof leak") });
  const incidentPage = `/viewincident/details?incident_id=${incident.id}`;

  const page = await signInAs(company.owner, { path: incidentPage });
  const glance = page.getByTestId("glance-urgent");
  await expect(glance).toContainText(YET);
  await expect(page.getByTestId("response-checklist")).toBeVisible();

  await api.ok("put", `/incident/${incident.id}/status`, T, { status: "Cancelled" });
  await page.goto(incidentPage);
  await expect(glance).toContainText(CLOSED);
  await expect(glance).not.toContainText(YET);
  await expect(page.getByTestId("response-checklist")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Activate BCPs" })).toHaveCount(0);

  await page.goto(`/bcpActivationResponse?incidentId=${incident.id}`);
  await expect(page.getByText(CLOSED)).toBeVisible();
  await expect(page.getByText(YET)).toHaveCount(0);
  await expect(page.getByRole("form", { name: "Activate BCPs" })).toHaveCount(0);
});
