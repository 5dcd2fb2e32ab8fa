import { expect, test } from "./fixtures";
import { floodedSite, newCompanyAdmin } from "./support";

/** Issue 23 item 6: the company's date format and time zone on its screens (not the fixed patterns of before). */
test("a company's date format and time zone show on its screens", async ({ page, request, signInAs }) => {
  const owner = await newCompanyAdmin(request);
  const headers = { authorization: `Bearer ${owner.token}` };
  const company = (await (await request.get("/api/company", { headers })).json()).data;
  const saved = await request.put("/api/company", {
    headers,
    data: { name: company.name, settings: { timezone: "America/New_York", dateFormat: "YYYY-MM-DD" } },
  });
  expect(saved.status()).toBe(200);
  // 14:05 UTC on 15 March 2026 is 10:05 in New York (EDT).
  const alert = await request.post("/api/alert", {
    headers,
    data: { title: "River gauge high", alertDate: "2026-03-15T14:05:00.000Z" },
  });
  expect(alert.status()).toBe(201);

  await signInAs(owner);
  await page.goto("/alerts");
  await expect(page.getByText("2026-03-15 10:05 America/New_York")).toBeVisible();
  await page.goto("/usermanagement");
  await expect(page.getByText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2} America\/New_York/).first()).toBeVisible();
});

test("a response action's due time is entered and shown on the company's clock", async ({
  page,
  request,
  signInAs,
}) => {
  const owner = await newCompanyAdmin(request);
  const headers = { authorization: `Bearer ${owner.token}` };
  const company = (await (await request.get("/api/company", { headers })).json()).data;
  await request.put("/api/company", {
    headers,
    data: { name: company.name, settings: { timezone: "America/New_York", dateFormat: "YYYY-MM-DD" } },
  });
  const { incidentId } = await floodedSite(request, owner);

  await signInAs(owner);
  await page.goto(`/viewincident/response_actions?incident_id=${incidentId}`);
  const form = page.getByRole("form", { name: "Add response action" });
  await form.getByLabel("Response action").fill("Call the insurer");
  await form.getByLabel("Due time").fill("2026-03-15T10:05");
  await form.getByRole("button", { name: "Add response action" }).click();
  // 10:05 in New York (EDT) is 14:05 UTC: stored as that instant, shown back on the company's clock.
  await expect(page.getByText("due 2026-03-15 10:05 America/New_York")).toBeVisible();
  const actions = (await (await request.get(`/api/incident/${incidentId}/actions`, { headers })).json()).data;
  expect(actions.find((a: { title: string }) => a.title === "Call the insurer").dueAt).toBe(
    "2026-03-15T14:05:00.000Z",
  );
});
