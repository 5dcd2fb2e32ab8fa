import { expect, test } from "./fixtures";
import { newCompanyAdmin, unique } from "./support";

/**
 * Issue 24, forms with JavaScript (app/ui/form-guard.tsx, once for every form): an add form is empty after a
 * successful save (UX review X2); a button shows that its request is on its way and a second press sends
 * nothing (2.3); leaving a page with unsaved text asks first (X5). Without JavaScript a post is a page load and
 * none of this applies.
 */
test.describe("forms with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the browser's own form post without JavaScript");

  test("an add form is empty again after its save; a pending save takes no second press", async ({
    page,
    request,
    signInAs,
  }) => {
    const owner = await newCompanyAdmin(request);
    await signInAs(owner);
    await page.goto("/hazards");
    const field = page.getByLabel("New hazard category");
    const add = page.getByRole("button", { name: "Add category" });

    // Hold the save until the button has been checked and pressed again.
    let posts = 0;
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/hazards/, async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      posts += 1;
      await held;
      await route.continue();
    });
    const name = unique("Space weather");
    await field.fill(name);
    await add.click();
    await expect(add).toHaveAttribute("data-pending", "true");
    await add.click({ force: true });
    release();
    await expect(page.getByText("Hazard category created successfully!")).toBeVisible();
    await expect(
      page.getByRole("heading", { name: new RegExp(`^${name.replace(".", "\\.")}`) }),
    ).toBeVisible();
    expect(posts).toBe(1);
    await expect(field).toHaveValue("");
    await expect(add).not.toHaveAttribute("data-pending", "true");
  });

  test("leaving a page with unsaved text asks first; staying keeps the text", async ({
    page,
    request,
    signInAs,
  }) => {
    const owner = await newCompanyAdmin(request);
    await signInAs(owner);
    await page.goto("/hazards");
    await page.getByLabel("New hazard category").fill("Half typed");
    const asked: string[] = [];
    page.once("dialog", async (dialog) => {
      asked.push(dialog.message());
      await dialog.dismiss();
    });
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).click();
    await expect.poll(() => asked.length).toBe(1);
    expect(asked[0]).toContain("unsaved changes");
    await expect(page).toHaveURL(/\/hazards$/);
    await expect(page.getByLabel("New hazard category")).toHaveValue("Half typed");
  });

  test("a refused add keeps what was typed and says why (a roster's second leader)", async ({
    page,
    request,
    company,
    signInAs,
  }) => {
    const headers = { authorization: `Bearer ${company.owner.token}` };
    const plan = await request.post("/api/bcp", {
      headers,
      data: { name: unique("Roster BCP"), businessUnitId: company.unitId, bcLeadId: company.owner.id },
    });
    expect(plan.ok(), await plan.text()).toBeTruthy();
    const bcpId = (await plan.json()).data.id as string;
    const leader = await request.post("/api/bcpBRTRoster", {
      headers,
      data: { bcpId, name: "Olivia Reyes", role: "LEADER", email: "olivia@e2e.example" },
    });
    expect(leader.ok(), await leader.text()).toBeTruthy();
    await signInAs(company.owner, {
      path: `/businesscontinuityplan/manageunit?bcpId=${bcpId}&section=brtRoster`,
    });
    const form = page.getByRole("form", { name: "Add team member" });
    await form.getByLabel("Name", { exact: true }).fill("Sanjay Patel");
    await form.getByLabel("Role").selectOption("LEADER");
    await form.getByLabel("Phone", { exact: true }).fill("+44 7700 900102");
    await form.getByRole("button", { name: "Add team member" }).click();
    await expect(form.getByText("The team already has a leader.")).toBeVisible();
    // Still there a moment later: the add form is emptied only after a save that worked.
    await page.waitForTimeout(500);
    await expect(form.getByLabel("Name", { exact: true })).toHaveValue("Sanjay Patel");
    await expect(form.getByLabel("Phone", { exact: true })).toHaveValue("+44 7700 900102");
    await expect(form.getByText("The team already has a leader.")).toBeVisible();
  });

  /**
   * The guard decided a submission's fate on fixed delays: a form still showing an earlier refusal was taken for one
   * stopped before it left when the page had not drawn the request under way within half a second (a loaded
   * machine), and its add form kept its text after the save (users.spec flaked so under load). Here each answer is
   * held back, and the page is kept busy for 0.8 s as the save leaves: the site form still empties after its save,
   * and keeps its text after a refusal.
   */
  test("an add form empties after a slow save on a busy page, and keeps its text after a slow refusal", async ({
    page,
    request,
    signInAs,
  }) => {
    const owner = await newCompanyAdmin(request);
    await signInAs(owner, { path: "/company/organisation" });
    const siteForm = page.locator("form#add-site");
    const name = siteForm.getByLabel("Site name");
    const add = siteForm.getByRole("button", { name: "Add" });
    await page.route(/\/company\/organisation/, async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });

    // A refusal, answered slowly: what was typed stays, with the reason, well after the answer is drawn.
    await name.fill("Bergen quay");
    await add.click();
    await expect(siteForm.getByText("Country is required.")).toBeVisible();
    await page.waitForTimeout(1000);
    await expect(name).toHaveValue("Bergen quay");
    await expect(siteForm.getByText("Country is required.")).toBeVisible();

    // The save, answered slowly, sent while the page is busy (its main thread held for 0.8 s, as on a loaded
    // machine): the refusal still drawn does not make it look stopped before it left; the form is empty again.
    await siteForm.getByLabel("Country").fill("Norway");
    await page.evaluate(() => {
      window.addEventListener(
        "submit",
        () => {
          const end = Date.now() + 800;
          while (Date.now() < end);
        },
        { once: true },
      );
    });
    await add.click();
    await expect(page.getByRole("list", { name: "Sites" })).toContainText("Bergen quay");
    await expect(name).toHaveValue("");
    await expect(siteForm.getByLabel("Country")).toHaveValue("");
    await expect(siteForm.getByText("Country is required.")).toHaveCount(0);
  });
});
