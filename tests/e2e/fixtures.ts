import { test as base, expect, type Page, request as playwrightRequest } from "@playwright/test";
import type { Role } from "../../app/shared/roles";
import { inviteUser, type Login } from "./role-users";
import { httpApi } from "./seed-company";
import { DEMO_PASSWORD, newCompanyAdmin, unique } from "./support";

/**
 * A spec's own company (issue 30): made through the public API the first time a test of the file asks for it in
 * this worker, then shared by the file's later tests there. Specs running side by side (workers = cores) never
 * share one, so nothing one writes can change what another reads. Role users are invited only when asked for.
 */
export interface Company {
  owner: Login & { token: string; id: string };
  /** A business unit (in the United Kingdom) that every invited user belongs to. */
  unitId: string;
  /** The catalogue's Flood (category Natural), which every new company starts with. */
  hazard: { id: string; categoryId: string };
  /** The company's user of `role` (the Corporate Administrator is the owner), invited on first use. */
  user(role: Exclude<Role, "Admin">): Promise<Login & { token: string; id: string }>;
}

const companies = new Map<string, Promise<Company>>();
/** Storage states (the session cookie) by email: each user signs in once per worker (issue 30). */
const sessions = new Map<string, Promise<Awaited<ReturnType<typeof signInOnce>>>>();

async function makeCompany(baseURL: string): Promise<Company> {
  const request = await playwrightRequest.newContext({ baseURL });
  const api = httpApi(request);
  const owner = await newCompanyAdmin(request);
  const ownerId = (await api.ok<{ id: string }>("get", "/auth/session", owner.token)).id;
  const unit = await api.created("post", "/bcpOrganization/businessUnits", owner.token, {
    name: unique("Operations"),
    country: "United Kingdom",
  });
  // Every new company starts with the hazard catalogue (app/domains/hazards/catalogue.ts).
  const hazards = await api.ok<{ id: string; name: string; categoryId: string }[]>(
    "get",
    "/hazard/all",
    owner.token,
  );
  const flood = hazards.find((h) => h.name === "Flood");
  expect(flood, "the catalogue's Flood").toBeTruthy();
  const users = new Map<string, ReturnType<Company["user"]>>();
  return {
    owner: { email: owner.email, password: owner.password, token: owner.token, id: ownerId },
    unitId: unit.id,
    hazard: { id: flood!.id, categoryId: flood!.categoryId },
    user(role) {
      if (role === "CorpAdmin")
        return Promise.resolve({
          email: owner.email,
          password: owner.password,
          token: owner.token,
          id: ownerId,
        });
      let user = users.get(role);
      if (!user) {
        user = (async () => {
          const login = await inviteUser(request, owner.token, role, unit.id);
          const id = (await api.ok<{ id: string }>("get", "/auth/session", login.token)).id;
          return { ...login, id };
        })();
        users.set(role, user);
      }
      return user;
    },
  };
}

/** Signs in through the web tier's login action (no page load) and keeps the cookie it sets. */
async function signInOnce(baseURL: string, login: Login) {
  const request = await playwrightRequest.newContext({ baseURL, maxRedirects: 0 });
  const res = await request.post("/login", {
    form: { email: login.email, password: login.password, redirect: "" },
  });
  expect(res.status(), `sign-in of ${login.email}`).toBe(302);
  const state = await request.storageState();
  await request.dispose();
  return state;
}

export const test = base.extend<
  {
    /** This spec's own company (see `Company`). */
    company: Company;
    /**
     * Puts `login`'s session into the page's browser context and opens `path` (Home by default). The sign-in form
     * is not used: specs that test signing in use `signIn` from support.ts. A test that signs out must not use a
     * shared session: pass `{ own: true }` to get one of its own.
     */
    signInAs: (login: Login | string, opts?: { path?: string; own?: boolean }) => Promise<Page>;
  },
  { reuseContext: boolean }
>({
  // The specs of this file's `test` share one browser context per worker instead of opening one per test (issue 30,
  // docs/performance.md "third pass"): a new context starts a renderer of its own, 1.1–1.4 CPU s a test. Between
  // tests Playwright resets it: other tabs closed, the tab sent to about:blank, cookies, HTTP cache, local storage
  // and IndexedDB of visited origins cleared, routes, init scripts and bindings removed, viewport restored, and the
  // test gets new page and context objects (no listener of an earlier test). What it does not reset (permissions,
  // geolocation, offline, extra headers set on the context) no spec sets; a spec that must change them, or needs a
  // browser process of its own, imports `test` from @playwright/test instead (as slow-network and phone do).
  reuseContext: [true, { scope: "worker" }],
  company: async ({ baseURL }, use, testInfo) => {
    const key = `${testInfo.project.name}:${testInfo.file}`;
    let company = companies.get(key);
    if (!company) {
      company = makeCompany(baseURL!);
      companies.set(key, company);
      // A failed set-up is not kept: the next test of the file tries again.
      company.catch(() => companies.delete(key));
    }
    await use(await company);
  },
  signInAs: async ({ page, baseURL }, use) => {
    await use(async (who, opts = {}) => {
      const login = typeof who === "string" ? { email: who, password: DEMO_PASSWORD } : who;
      let state = opts.own ? undefined : sessions.get(login.email);
      if (!state) {
        state = signInOnce(baseURL!, login);
        if (!opts.own) {
          sessions.set(login.email, state);
          state.catch(() => sessions.delete(login.email));
        }
      }
      await page.context().clearCookies();
      await page.context().addCookies((await state).cookies);
      await page.goto(opts.path ?? "/overview");
      // Signed in: the page opened, not the login form (a revoked or refused session lands there).
      await expect(page).not.toHaveURL(/\/login/);
      return page;
    });
  },
});

export { expect };
