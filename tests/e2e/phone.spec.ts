import { type Browser, expect, type Page, test } from "@playwright/test";
import { scopeFor } from "../../app/domains/access/policy";
import { everyPage, NEEDS, type PageVisit } from "./every-page";
import { roleUsers, SEEDED_ROLES } from "./role-users";
import { seedCompany } from "./seed-company";
import { DEMO, DEMO_PASSWORD } from "./support";

/**
 * Issue 24 (UX review X1): every page at 390×844, by every role, with and without JavaScript (the two projects).
 * A page fails when it scrolls sideways (the document or the main area), or shows a control (link, button, field)
 * outside the viewport; a wide table may scroll inside its own box. One browser context per role, each page
 * opened once.
 */
const PHONE = { width: 390, height: 844 };
/** With JavaScript: the System Administrator, a Corporate Administrator (every company page) and an Employee. */
const JS_ROLES = new Set<string>(["Admin", "CorpAdmin", "Employee"]);

/** What is wrong with the page as laid out: one line per problem. */
function layoutProblems(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const problems: string[] = [];
    const main = document.querySelector("main");
    for (const [name, box] of [
      ["the page", document.scrollingElement],
      ["the main area", main],
    ] as const)
      if (box && box.scrollWidth > box.clientWidth + 1)
        problems.push(`${name} scrolls sideways (${box.scrollWidth} px in ${box.clientWidth} px)`);
    const controls = document.querySelectorAll<HTMLElement>(
      "a[href], button, input:not([type=hidden]), select, textarea, summary",
    );
    for (const control of controls) {
      const rect = control.getBoundingClientRect();
      // Hidden (closed menus, screen-reader-only text) or on the map, whose panes move under its frame.
      if (rect.width <= 1 || rect.height <= 1 || getComputedStyle(control).visibility === "hidden") continue;
      if (control.closest(".leaflet-container")) continue;
      let inScrollBox = false;
      for (let up = control.parentElement; up && up !== main && up !== document.body; up = up.parentElement) {
        if (/auto|scroll/.test(getComputedStyle(up).overflowX) && up.scrollWidth > up.clientWidth) {
          inScrollBox = true;
          break;
        }
      }
      if (inScrollBox) continue;
      if (rect.right > width + 1 || rect.left < -1) {
        const name = (
          control.getAttribute("aria-label") ??
          control.textContent ??
          control.getAttribute("name") ??
          ""
        )
          .trim()
          .slice(0, 40);
        problems.push(
          `<${control.tagName.toLowerCase()}> "${name}" at x ${Math.round(rect.left)}–${Math.round(rect.right)}`,
        );
      }
    }
    return problems;
  });
}

async function walk(page: Page, visits: PageVisit[]) {
  const problems: string[] = [];
  for (const visit of visits) {
    await page.goto(visit.url);
    for (const problem of await layoutProblems(page)) problems.push(`${visit.url}: ${problem}`);
  }
  return problems;
}

async function phoneContext(browser: Browser, baseURL: string, javaScriptEnabled: boolean) {
  return browser.newContext({ baseURL, viewport: PHONE, isMobile: true, hasTouch: true, javaScriptEnabled });
}

test.describe("every page fits a phone", () => {
  let visits: PageVisit[] = [];
  let logins: Awaited<ReturnType<typeof roleUsers>>;

  test.beforeAll(async ({ playwright }, testInfo) => {
    test.setTimeout(180_000);
    const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL! });
    const seed = await seedCompany(request);
    visits = everyPage({ ...seed, ownerId: seed.owner.id, colleagueId: seed.colleague.id });
    logins = await roleUsers(request, seed);
    await request.dispose();
  });

  test("signed out", async ({ browser, baseURL, javaScriptEnabled }) => {
    const context = await phoneContext(browser, baseURL!, javaScriptEnabled!);
    const problems = await walk(
      await context.newPage(),
      visits.filter((v) => v.as === "anonymous"),
    );
    await context.close();
    expect(problems).toEqual([]);
  });

  for (const who of [...SEEDED_ROLES, "Admin"] as const) {
    test(`as ${who}`, async ({ browser, baseURL, javaScriptEnabled }) => {
      // Every role's pages without JavaScript; with it (the same server-rendered layout, hydrated), the roles
      // that together open every page: the walk takes a third of the time and still opens each page hydrated.
      test.skip(!!javaScriptEnabled && !JS_ROLES.has(who), "walked without JavaScript");
      test.setTimeout(240_000);
      const login = who === "Admin" ? { email: DEMO.admin, password: DEMO_PASSWORD } : logins.get(who)!;
      const context = await phoneContext(browser, baseURL!, javaScriptEnabled!);
      const signIn = await context.request.post("/login", {
        form: { email: login.email, password: login.password, redirect: "" },
        maxRedirects: 0,
      });
      expect(signIn.status()).toBe(302);
      // The pages this role may open (a refusal is one short message; the System Administrator sees its own).
      const mine = visits.filter((v) => {
        if (v.as === "anonymous" || (v.as === "admin") !== (who === "Admin")) return false;
        const need = NEEDS[v.route];
        return need === "signedIn" || scopeFor(who, need) !== null;
      });
      const problems = await walk(await context.newPage(), mine);
      await context.close();
      expect(problems).toEqual([]);
    });
  }
});
