import { type APIRequestContext, expect, test } from "@playwright/test";
import { scopeFor } from "../../app/domains/access/policy";
import { MESSAGES } from "../../app/shared/messages";
import type { Role } from "../../app/shared/roles";
import { everyPage, NEEDS, type PageVisit } from "./every-page";
import { roleUsers, SEEDED_ROLES } from "./role-users";
import { type SeededCompany, seedCompany } from "./seed-company";
import { DEMO, DEMO_PASSWORD } from "./support";

/** Pages that answer without a session too (spec §2 unauthenticated routes that also serve signed-in users). */
const OPEN_SIGNED_OUT = new Set(["updatepassword.tsx"]);

/**
 * Issue 11, access, for pages: every signed-in page of tests/e2e/every-page.ts, opened by a user of every role
 * of docs/permissions.md in the seeded company, by the System Administrator, by a Corporate Administrator of
 * another company, and with no, forged and revoked session cookies. Each answer must match the matrix for the
 * action the page needs (NEEDS): 200 when the role holds it, 403 when it does not, 404 for a record outside
 * the user's company (or scope), a redirect to sign-in without a valid session; and no page shows another
 * company's records. (An expired session is the same refusal by the same API call, /auth/session, whose
 * expiry app/api/security.api.test.ts checks with a moved clock; this server's clock cannot be moved.)
 * HTTP only, so it runs in the `js` project once.
 */

/** Pages that list by an id without being that record's page (see NEEDS). */
// Help names the page the person came from (a plan's id in `from`): the help itself is no record of that plan.
const NOT_A_RECORD_PAGE = new Set(["_app.managementplan.associated.$incidentId.tsx", "_app.help.tsx"]);

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/**
 * The app's own page links in a page's HTML (no files, no API, no sign-out; links that differ only in their query
 * lead to the same page, so the first stands for them).
 */
function pageLinks(html: string): string[] {
  const hrefs = [...html.matchAll(/<a\b[^>]*\bhref="(\/[^"#]*)"/g)].map((m) => m[1].replaceAll("&amp;", "&"));
  return hrefs.filter(
    (href) =>
      !/^\/(build|api|logout|favicon|businesscontinuityplan\.pdf|managementplan\/attachment)\b/.test(href) &&
      !href.startsWith("//"),
  );
}

/** One POST form of a page: where it posts, the fields it sends as rendered, and each intent its buttons choose. */
interface PageForm {
  action: string;
  fields: [string, string | null][];
  intents: string[];
}
const unescapeHtml = (s: string) =>
  s.replaceAll("&amp;", "&").replaceAll("&quot;", '"').replaceAll("&#x27;", "'");
function postForms(html: string, pageUrl: string): PageForm[] {
  const forms: PageForm[] = [];
  for (const [, attrs, body] of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)) {
    if (!/method="post"/i.test(attrs) || /action="\/(logout|notifications)/.test(attrs)) continue;
    // A read-only view of a record (a disabled fieldset, no button) sends nothing.
    if (/<fieldset[^>]*disabled/.test(body) && !/type="submit"/.test(body)) continue;
    const action = unescapeHtml(attrs.match(/action="([^"]*)"/)?.[1] ?? pageUrl);
    const fields: [string, string | null][] = [];
    const intents: string[] = [];
    for (const [, tag, control] of body.matchAll(/<(input|select|textarea|button)\b([^>]*)>/g)) {
      const name = control.match(/\bname="([^"]*)"/)?.[1];
      if (!name) continue;
      const value = control.match(/\bvalue="([^"]*)"/)?.[1];
      if (name === "intent") intents.push(unescapeHtml(value ?? ""));
      else if (tag !== "button")
        fields.push([unescapeHtml(name), value === undefined ? null : unescapeHtml(value)]);
    }
    forms.push({
      action: action.startsWith("?") ? `${pageUrl.split("?")[0]}${action}` : action,
      fields,
      intents,
    });
  }
  return forms;
}
/**
 * What the walk sends for a form: its rendered values, every record id replaced by one that names no record (the
 * API checks the permission first, then answers 404), an empty field given "x" so that the page's own checks
 * pass on to the API where they can.
 */
function probe(form: PageForm, intent: string | null) {
  const sent: Record<string, string> = {};
  for (const [name, value] of form.fields)
    sent[name] = value === null || value === "" ? "x" : value.replace(UUID, () => crypto.randomUUID());
  if (intent !== null) sent.intent = intent;
  return sent;
}

let seed: SeededCompany;
let visits: PageVisit[];
/** Every record id of the seeded company: none may appear on another company's pages. */
let seededIds: string[];
const sessions = new Map<string, APIRequestContext>();

async function signedIn(make: () => Promise<APIRequestContext>, email: string, password: string) {
  const context = await make();
  const res = await context.post("/login", { form: { email, password, redirect: "" } });
  expect(res.status(), `sign-in of ${email}: ${await res.text()}`).toBe(302);
  return context;
}

test.describe("every page, by every role, another company and bad sessions", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP only: once is enough");

  test.beforeAll(async ({ playwright }, testInfo) => {
    test.setTimeout(180_000);
    const baseURL = testInfo.project.use.baseURL!;
    const make = () => playwright.request.newContext({ baseURL, maxRedirects: 0 });
    const request = await playwright.request.newContext({ baseURL });
    seed = await seedCompany(request);
    visits = everyPage({ ...seed, ownerId: seed.owner.id, colleagueId: seed.colleague.id });
    seededIds = JSON.stringify(seed).match(UUID) ?? [];
    for (const [role, login] of await roleUsers(request, seed))
      sessions.set(role, await signedIn(make, login.email, login.password));
    sessions.set("Admin", await signedIn(make, DEMO.admin, DEMO_PASSWORD));
    sessions.set("another company", await signedIn(make, DEMO.corpAdmin, DEMO_PASSWORD));
    sessions.set("no session", await make());
    const revoked = await signedIn(make, seed.owner.email, seed.owner.password);
    const state = await revoked.storageState();
    expect((await revoked.post("/logout", { headers: { origin: baseURL } })).status()).toBe(302);
    // The signed-in cookie, sent again after its session was ended.
    sessions.set(
      "revoked session",
      await playwright.request.newContext({ baseURL, maxRedirects: 0, storageState: state }),
    );
    // A session cookie of our own making: its signature cannot be right.
    sessions.set(
      "forged session",
      await playwright.request.newContext({
        baseURL,
        maxRedirects: 0,
        extraHTTPHeaders: { cookie: "keel_session=eyJ0b2tlbiI6ImZvcmdlZCJ9.forgedsignature" },
      }),
    );
    await request.dispose();
  });

  test.afterAll(async () => {
    for (const context of sessions.values()) await context.dispose();
  });

  test("each page names the action it needs", () => {
    const missing = [
      ...new Set(visits.filter((v) => v.as !== "anonymous" && !NEEDS[v.route]).map((v) => v.route)),
    ];
    expect(missing).toEqual([]);
  });

  test("the incident list offers Create Incident and Create Crisis only to roles that may create them", async () => {
    for (const role of SEEDED_ROLES) {
      const body = await (await sessions.get(role)!.get("/incidents")).text();
      if (!scopeFor(role, "incident.read")) continue;
      const offered =
        body.includes('href="/createincidents/hazard_category"') && body.includes("Create Crisis");
      expect(offered, role).toBe(scopeFor(role, "incident.manage") !== null);
    }
  });

  test("view-only roles are offered no form that changes a record (UX review X3)", async () => {
    // What a reader may still post: their own star and read marks, their notifications, signing out.
    const READER_INTENTS = new Set(["favourite", "read", "markRead", "markAllRead", "readAll"]);
    const shown: string[] = [];
    for (const role of ["CorpViewOnly", "BUViewOnly"] as const) {
      const context = sessions.get(role)!;
      for (const visit of visits.filter(
        // Their own account: profile, password and their private calendar link are theirs to change.
        (v) =>
          v.as === "owner" &&
          !["_app.profile.tsx", "_app.profile_.calendar.tsx", "updatepassword.tsx"].includes(v.route),
      )) {
        const res = await context.get(visit.url);
        if (res.status() !== 200) continue;
        for (const [, attrs, body] of (await res.text()).matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)) {
          // A read-only view of a record (a disabled fieldset, no button) sends nothing.
          if (/<fieldset[^>]*disabled/.test(body) && !/type="submit"/.test(body)) continue;
          if (!/method="post"/i.test(attrs) || /action="\/(logout|notifications)/.test(attrs)) continue;
          const intents = [
            ...body.matchAll(/name="intent"[^>]*value="([^"]*)"|value="([^"]*)"[^>]*name="intent"/g),
          ].map((m) => m[1] ?? m[2]);
          if (intents.length && intents.every((i) => READER_INTENTS.has(i))) continue;
          shown.push(`${role} ${visit.url}: ${intents.join(",") || attrs.trim().slice(0, 60)}`);
        }
      }
    }
    expect(shown).toEqual([]);
  });

  /** What the matrix says `who` gets on `visit`: the statuses allowed. */
  function expected(visit: PageVisit, who: string): number[] {
    const ownRecordIds = visit.url.match(UUID) ?? [];
    const recordPage = ownRecordIds.length > 0 && !NOT_A_RECORD_PAGE.has(visit.route);
    const need = NEEDS[visit.route]!;
    const role = (who === "another company" ? "CorpAdmin" : who) as Role;
    const scope = need === "signedIn" ? "company" : scopeFor(role, need);
    if (!scope) return recordPage ? [403, 404] : [403];
    // The System Administrator belongs to the installation's own company; another company's administrator too.
    const outsider = who === "another company" || (who === "Admin" && visit.as === "owner");
    if (outsider && recordPage) return scope === "all" ? [200] : [404];
    if (recordPage && (scope === "own" || scope === "businessUnits")) return [200, 404];
    return [200];
  }

  for (const who of [
    ...SEEDED_ROLES,
    "Admin",
    "another company",
    "no session",
    "revoked session",
    "forged session",
  ]) {
    test(`as ${who}`, async ({ baseURL }) => {
      test.setTimeout(120_000);
      const context = sessions.get(who)!;
      const mismatches: string[] = [];
      /** The links this user is offered, one per path and query names, with every page that offers it. */
      const offered = new Map<string, { href: string; from: Set<string> }>();
      for (const visit of visits.filter((v) => v.as !== "anonymous")) {
        let res = await context.get(visit.url);
        // The wizard's later steps without a draft send the user to its first step.
        if (res.status() === 302 && res.headers().location?.startsWith("/create"))
          res = await context.get(res.headers().location!);
        const status = res.status();
        const body = await res.text();
        if (who.endsWith("session")) {
          const to = res.headers().location ?? "";
          // Open signed out too (spec §2): a session that is not valid just sees its signed-out view.
          if (OPEN_SIGNED_OUT.has(visit.route)) {
            if (status !== 200) mismatches.push(`${visit.url}: ${status} (expected its signed-out view)`);
            continue;
          }
          // /overview is where sign-in lands anyway, so it sends no ?redirect=; each says SessionRequired.
          if (
            status !== 302 ||
            !(to === "/login?error=SessionRequired" || to.startsWith("/login?redirect=")) ||
            !to.endsWith("error=SessionRequired")
          )
            mismatches.push(`${visit.url}: ${status} ${to} (expected a redirect to sign-in)`);
          continue;
        }
        if (status === 200)
          for (const href of pageLinks(body)) {
            const url = new URL(href, "http://keel.test");
            const key = `${url.pathname}?${[...url.searchParams.keys()].sort().join("&")}`;
            const seen = offered.get(key) ?? { href, from: new Set<string>() };
            seen.from.add(visit.url);
            offered.set(key, seen);
          }
        const allowed = expected(visit, who);
        if (!allowed.includes(status))
          mismatches.push(`${visit.url}: ${status}, expected ${allowed.join(" or ")}`);
        // A refusal tells the user why instead of "Something Went Wrong!".
        if (status === 403 && !(body.includes(MESSAGES.noAccess) && body.includes(MESSAGES.forbidden)))
          mismatches.push(`${visit.url}: 403 without "${MESSAGES.noAccess}" and "${MESSAGES.forbidden}"`);
        // Another company's records never show; the System Administrator sees them only where the matrix grants
        // "All companies".
        const need = NEEDS[visit.route]!;
        const seesAll = who === "Admin" && need !== "signedIn" && scopeFor("Admin", need) === "all";
        if ((who === "another company" || who === "Admin") && !seesAll) {
          const shown = (body.match(UUID) ?? []).filter(
            (id) => seededIds.includes(id) && !visit.url.includes(id),
          );
          if (shown.length)
            mismatches.push(
              `${visit.url}: shows another company's records ${[...new Set(shown)].join(", ")}`,
            );
        }
      }
      // A link is a promise: every page link this user is shown opens for them (no dead ends at "No access").
      for (const { href, from } of offered.values()) {
        const status = (await context.get(href)).status();
        if (status !== 403 && status !== 404 && status < 500) continue;
        // Other specs run alongside and delete what they made: a 404 counts only while a page still offers it.
        const stillOffered = [];
        for (const page of from)
          if (status !== 404 || pageLinks(await (await context.get(page)).text()).includes(href))
            stillOffered.push(page);
        if (stillOffered.length)
          mismatches.push(`${stillOffered.join(", ")} link to ${href}, which answers ${status}`);
      }
      expect(mismatches, `${baseURL}: pages that do not match docs/permissions.md`).toEqual([]);
    });
  }

  /**
   * Issue 24, controls follow permissions, for every role: every POST form a role is shown is accepted for that
   * role. Each form is sent as `probe` fills it: the API checks the permission before it finds the record, so a
   * permitted role gets a validation answer, a 404 or a new "x" record, a refused one "You do not have permission
   * to do this." (403). Its record ids name no record, so nothing of the seed is changed by a form that carries
   * its record in a field; pages whose address names what they remove are walked last.
   */
  for (const role of [...SEEDED_ROLES].reverse())
    test(`every form shown to ${role} is accepted for ${role}`, async ({ baseURL }) => {
      test.setTimeout(240_000);
      const context = sessions.get(role)!;
      const refused: string[] = [];
      const tried = new Set<string>();
      const pages = visits
        .filter((v) => v.as === "owner" && v.route !== "updatepassword.tsx")
        .sort((a, b) => Number(/\/remove\b/.test(a.url)) - Number(/\/remove\b/.test(b.url)));
      for (const visit of pages) {
        const res = await context.get(visit.url);
        if (res.status() !== 200) continue;
        for (const form of postForms(await res.text(), visit.url))
          for (const intent of form.intents.length ? [...new Set(form.intents)] : [null]) {
            const key = `${form.action.split("?")[0]} ${intent}`;
            if (tried.has(key)) continue;
            tried.add(key);
            const sent = await context.post(form.action, {
              form: probe(form, intent),
              headers: { origin: baseURL! },
            });
            const text = await sent.text();
            if (sent.status() === 403 || text.includes(MESSAGES.forbidden))
              refused.push(`${visit.url}: ${intent ?? form.action} (${sent.status()})`);
          }
      }
      // The walk would see a refusal: a form this role is not shown, sent the same way, is caught.
      if (!scopeFor(role, "hazard.manage")) {
        const sent = await context.post("/hazards", {
          form: { intent: "create-category", name: "x" },
          headers: { origin: baseURL! },
        });
        expect(sent.status() === 403 || (await sent.text()).includes(MESSAGES.forbidden)).toBe(true);
      }
      expect(refused, `${role} is shown forms the server refuses`).toEqual([]);
    });
});
