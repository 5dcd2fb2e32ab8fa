import { expect, test } from "./fixtures";
import { httpApi } from "./seed-company";
import { unique } from "./support";

/** The unit chosen on the organisation's add forms, and the units a Business Unit administrator is offered. */
test("a refused add keeps the chosen unit; a BU administrator is offered only their units, never None", async ({
  page,
  request,
  company,
  signInAs,
}) => {
  const api = httpApi(request);
  const other = await api.created("post", "/bcpOrganization/businessUnits", company.owner.token, {
    name: unique("Warehousing"),
    country: "United Kingdom",
  });
  const units = await api.ok<{ businessUnits: { id: string; name: string }[] }>(
    "get",
    "/bcpOrganization",
    company.owner.token,
  );
  const mine = units.businessUnits.find((u) => u.id === company.unitId)!;

  await signInAs(company.owner, { path: "/company/organisation" });
  const form = page.locator("form#add-department");
  await form.getByLabel("Business unit").selectOption(other.id);
  // No name: refused on its field, and the unit chosen is still chosen (with and without JavaScript).
  await form.getByRole("button", { name: "Add" }).click();
  await expect(form.getByText("Department name is required.")).toBeVisible();
  await expect(form.getByLabel("Business unit")).toHaveValue(other.id);
  const site = page.locator("form#add-site");
  await site.getByLabel("Business unit").selectOption(other.id);
  await site.getByRole("button", { name: "Add" }).click();
  await expect(site.getByText("Site name is required.")).toBeVisible();
  await expect(site.getByLabel("Business unit")).toHaveValue(other.id);

  // A Business Unit administrator acts within their units only: None is not offered, nor another unit.
  const buAdmin = await company.user("BUAdmin");
  await signInAs(buAdmin, { path: "/company/organisation" });
  for (const id of ["add-department", "add-site"]) {
    const options = page.locator(`form#${id}`).getByLabel("Business unit").locator("option");
    await expect(options).toHaveText([mine.name]);
  }
  await expect(page.locator("form#add-unit").getByLabel("Part of").locator("option")).toHaveText([mine.name]);
});
