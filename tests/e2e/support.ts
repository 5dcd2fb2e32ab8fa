import fs from "node:fs";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { startEverySection } from "../support/analysis";
import type { ApiCaller } from "../support/api";

export const DEMO_PASSWORD = "Keel!demo2026";
export const DEMO = {
  admin: "admin@keel.example",
  corpAdmin: "corp.admin@northwind.example",
  buAdmin: "bu.admin@northwind.example",
  lead: "bcp.lead@northwind.example",
  viewer: "viewer@northwind.example",
  employee: "employee@northwind.example",
  disabled: "former@northwind.example",
} as const;

export const unique = (prefix: string) =>
  `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * Signs in through the login form (works with and without JavaScript). For the specs that test signing in, or
 * a hand-over through the form; every other spec takes a stored session with `signInAs` (fixtures.ts).
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD, path = "/login") {
  await page.goto(path);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** A brand-new company and its Corporate Administrator, created through the public API. */
export async function newCompanyAdmin(request: APIRequestContext) {
  const email = `${unique("owner")}@e2e.example`;
  const password = "E2e!password1";
  const res = await request.post("/api/auth/signup", {
    data: {
      companyName: unique("Company"),
      firstName: "Olive",
      lastName: "Owner",
      email,
      password,
      confirmPassword: password,
    },
  });
  expect(res.status()).toBe(201);
  // The company is made when the emailed link is used (security finding 15: sign-up answers alike for taken addresses).
  const token = /\/signup\/confirm\?token=([A-Za-z0-9_-]+)/.exec(
    (await latestMailTo(request, email)).text,
  )?.[1];
  const confirmed = await request.post("/api/auth/signup/confirm", { data: { token } });
  expect(confirmed.status()).toBe(201);
  return { email, password, token: (await confirmed.json()).data.token as string };
}

/** A second Corporate Administrator of the company of `adminToken`, invited and signed up through the API. */
export async function newColleague(request: APIRequestContext, adminToken: string) {
  const email = `${unique("colleague")}@e2e.example`;
  const password = "E2e!password1";
  const invited = await request.post("/api/user/invite", {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { email, role: "CorpAdmin" },
  });
  expect(invited.status()).toBe(201);
  const inviteToken = /\/signup\?invite=([A-Za-z0-9_-]+)/.exec(
    (await latestMailTo(request, email)).text,
  )?.[1];
  const res = await request.post("/api/auth/signup", {
    data: { firstName: "Colin", lastName: "League", email, password, confirmPassword: password, inviteToken },
  });
  expect(res.status()).toBe(201);
  return { email, password, token: (await res.json()).data.token as string };
}

/** The newest email to `to`, read from the outbox as the System Administrator. */
export async function latestMailTo(request: APIRequestContext, to: string) {
  const signin = await request.post("/api/auth/signin", {
    data: { email: DEMO.admin, password: DEMO_PASSWORD },
  });
  const token = (await signin.json()).data.token;
  const res = await request.get("/api/mail/outbox", { headers: { authorization: `Bearer ${token}` } });
  const mails = (await res.json()).data as { to: string; text: string; subject: string }[];
  const mail = mails.find((m) => m.to === to);
  expect(mail, `an email to ${to}`).toBeTruthy();
  return mail!;
}

export function linkIn(text: string) {
  const url = /https?:\/\/\S+/.exec(text)?.[0];
  expect(url).toBeTruthy();
  return new URL(url!).pathname + new URL(url!).search;
}

/** Opens the profile menu and signs out (a Radix menu item with JavaScript, a form button without). */
export async function logout(page: Page) {
  await page.getByLabel("Profile").click();
  await page.getByText("Logout", { exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/**
 * The e2e server's stand-in for DNS (KEEL_TEST_DNS_TXT_FILE in playwright.config.ts): TXT records per domain.
 * Publishing a record here is what an administrator does at their DNS provider.
 */
export const DNS_TXT_FILE = `${process.env.E2E_DATA_DIR ?? ".e2e-data"}-dns.json`;
export function publishTxt(domain: string, record: string) {
  let records: Record<string, string[]> = {};
  try {
    records = JSON.parse(fs.readFileSync(DNS_TXT_FILE, "utf8"));
  } catch {}
  records[domain] = [...(records[domain] ?? []), record];
  fs.writeFileSync(DNS_TXT_FILE, JSON.stringify(records));
}

/**
 * Picks a register site in a site picker inside `scope` (issue 21): the combobox with JavaScript, the search
 * field, "Find sites" and the select without (the page comes back as a GET; `scope` is found again).
 */
export async function pickSite(
  page: Page,
  scope: () => import("@playwright/test").Locator,
  site: string,
  opts: { label?: string; javaScriptEnabled: boolean },
) {
  const label = opts.label ?? "Site";
  if (opts.javaScriptEnabled) {
    // The enhanced picker is an input; until the page's script has run, the server's <select> (also a
    // combobox) stands in its place and cannot be typed into.
    const picker = scope().getByRole("combobox", { name: label }).and(page.locator("input"));
    await picker.fill(site);
    await page.getByRole("option", { name: new RegExp(site) }).click();
    await expect(picker).toHaveValue(site);
  } else {
    await scope().getByLabel(`Find a ${label.toLowerCase()}`).fill(site);
    await scope().getByRole("button", { name: "Find sites" }).click();
    await scope().getByLabel(label, { exact: true }).selectOption({ label: site });
  }
}

/**
 * Picks a user in an incident's person picker inside `scope` (issue 37): the combobox with JavaScript, the search
 * field, "Find people" and the select without (the page comes back as a GET; `scope` is found again).
 */
export async function pickPerson(
  page: Page,
  scope: () => import("@playwright/test").Locator,
  name: string,
  opts: { label: string; javaScriptEnabled: boolean },
) {
  if (opts.javaScriptEnabled) {
    // As pickSite: the server's <select> stands in until the combobox has loaded.
    const picker = scope().getByRole("combobox", { name: opts.label }).and(page.locator("input"));
    await picker.fill(name.split(" ")[0]);
    await page.getByRole("option", { name: new RegExp(name) }).click();
    await expect(picker).toHaveValue(name);
  } else {
    await scope().getByLabel("Find a person").fill(name.split(" ")[0]);
    await scope().getByRole("button", { name: "Find people" }).click();
    await scope().getByLabel(opts.label, { exact: true }).selectOption({ label: name });
  }
}

/** The id of the demo company's incident whose title matches `name` (found by the API's search). */
export async function incidentId(request: APIRequestContext, name: string) {
  const signin = await request.post("/api/auth/signin", {
    data: { email: DEMO.corpAdmin, password: DEMO_PASSWORD },
  });
  const token = (await signin.json()).data.token as string;
  const res = await request.get(`/api/incident/all?q=${encodeURIComponent(name)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const [row] = (await res.json()).data as { id: string }[];
  expect(row, name).toBeTruthy();
  return row.id;
}

/** A company with a site, one person there and a published incident over it, made through the API. */
export async function floodedSite(
  request: APIRequestContext,
  admin: Awaited<ReturnType<typeof newCompanyAdmin>>,
) {
  const headers = { authorization: `Bearer ${admin.token}` };
  const post = async (path: string, data: unknown) => {
    const res = await request.post(`/api${path}`, { headers, data });
    expect(res.ok(), `${path}: ${await res.text()}`).toBeTruthy();
    return (await res.json()).data;
  };
  const site = await post("/asset", {
    name: "Riverside Depot",
    type: "site",
    lat: 51.5,
    lng: -0.12,
    city: "London",
  });
  const email = `${unique("tom")}@e2e.example`;
  await post("/people", {
    type: "employee",
    firstName: "Tom",
    lastName: "Hughes",
    email,
    mobile: "+447700900001",
    homeAssetId: site.asset.id,
  });
  const category = await post("/hazardCategory", { name: unique("Natural") });
  const hazard = await post("/hazard", { categoryId: category.category.id, name: unique("Flood") });
  const incident = await post("/incident", { type: "Incident", hazardCategoryId: category.category.id });
  for (const body of [
    { step: "hazard_type", hazardId: hazard.hazard.id },
    { step: "load_assets_&_people", lat: 51.5, long: -0.12, viewRadius: 5, locationName: "London" },
    { step: "load_processes", adhocProcessNames: ["Payroll"], bcpProcessIds: [] },
    { step: "general_info", title: "Riverside flood", impact: "High", status: "Just Created" },
  ]) {
    const res = await request.put(`/api/incident/${incident.id}`, { headers, data: body });
    expect(res.ok(), await res.text()).toBeTruthy();
  }
  await post(`/incident/${incident.id}/publish`, {});
  return { admin, email, incidentId: incident.id as string };
}

/** A process's fields for `POST /bcpProcess` (its service id added): a payroll run, critical, MAD 2 days. */
export const PAYROLL_RUN = {
  name: "Payroll run",
  consequencesOfDisruption: "Staff unpaid",
  financialExposure: "low",
  legalExposure: "low",
  customerBrandOrReputationExposure: "low",
  qualityServiceLevel: "medium",
  supplyChainExposure: "none",
  criticalityLevel: "high",
  criticalityLevelExplanation: "Monthly deadline",
  isBCStrategyRequired: true,
  mad: 2,
  madDuration: "days",
  totalGlobalHeadCount: 10,
  criticalProcessHeadcountAnalysis: 4,
};

/** The API through the running server, in the shape the API tests' helpers take (tests/support). */
export function e2eApi(request: APIRequestContext): ApiCaller {
  return {
    async call(method, path, opts = {}) {
      const query = opts.query
        ? `?${new URLSearchParams(Object.entries(opts.query).map(([k, v]) => [k, String(v)]))}`
        : "";
      const res = await request.fetch(`/api${path}${query}`, {
        method,
        headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...opts.headers },
        ...(opts.body === undefined ? {} : { data: opts.body }),
      });
      return { status: res.status(), body: await res.json().catch(() => null) };
    },
  };
}

/** Starts every section of a plan still Not Started, so that the whole plan may be sent for approval. */
export const startEverySectionE2e = (request: APIRequestContext, token: string, bcpId: string) =>
  startEverySection(e2eApi(request), token, bcpId);

/**
 * Waits until React has hydrated the page (app/ui/use-hydrated.ts): a select chosen before that is set back by it.
 * Without JavaScript there is nothing to wait for.
 */
export async function hydrated(page: Page) {
  if (test.info().project.use.javaScriptEnabled === false) return;
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}
