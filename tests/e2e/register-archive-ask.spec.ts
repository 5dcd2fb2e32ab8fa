import { expect, test } from "./fixtures";
import { httpApi } from "./seed-company";
import { unique } from "./support";

/**
 * Audit 2026-12-03: archiving a register entry that services or processes depend on took one click, without a
 * word about them. It now asks first, naming how many depend on it, with and without JavaScript; Cancel keeps it,
 * and an entry nothing depends on archives at once, as before.
 */
test("archiving a register entry something depends on asks first, naming how many", async ({
  company,
  signInAs,
  request,
}) => {
  const { created } = httpApi(request);
  const T = company.owner.token;
  const carrier = unique("Carrier Ltd");
  const spare = unique("Spare Ltd");
  const relied = await created("post", "/registerEntry", T, { kind: "supplier", name: carrier });
  const alone = await created("post", "/registerEntry", T, { kind: "supplier", name: spare });
  await created("post", "/businessService", T, {
    name: unique("Next-day delivery"),
    served: "Retail customers",
    tolerance: 4,
    toleranceUnit: "hours",
    entryIds: [relied.id],
  });

  const page = await signInAs(company.owner, { path: `/registers/suppliers/${relied.id}` });
  await page.getByRole("link", { name: "Archive supplier" }).click();
  const ask = page.getByRole("alertdialog", { name: `Archive ${carrier}?` });
  await expect(ask.getByTestId("archive-dependants")).toHaveText(
    "1 important business service depends on it. Archived, it stays where it is linked but is no longer offered for new links.",
  );
  await ask.getByRole("link", { name: "Cancel" }).click();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect(page.getByText("Archived", { exact: true })).toHaveCount(0);

  await page.getByRole("link", { name: "Archive supplier" }).click();
  await page
    .getByRole("alertdialog", { name: `Archive ${carrier}?` })
    .getByRole("button", { name: "Archive supplier" })
    .click();
  await expect(page.getByText("Supplier archived: it stays linked where it is used")).toBeVisible();
  await expect(page.getByRole("button", { name: "Restore supplier" })).toBeVisible();

  // Nothing depends on this one: one click, no question.
  await page.goto(`/registers/suppliers/${alone.id}`);
  await page.getByRole("button", { name: "Archive supplier" }).click();
  await expect(page.getByText("Supplier archived: it stays linked where it is used")).toBeVisible();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
});
