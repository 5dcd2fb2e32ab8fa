import { afterAll, beforeAll } from "vitest";
import { enqueueMessages } from "~/platform/messages/outbox.server";
import { type ApiCaller, createTestApi, type TestApi } from "./api";
import { type FakeSmsProvider, startFakeSmsProvider } from "./fake-sms-provider";
import { publishedIncident } from "./incidents";

/** The number Keel sends SMS and calls from in these tests. */
export const PROVIDER_FROM = "+15005550006";

/**
 * A test API whose SMS and voice go to a fake provider (Twilio-compatible), started with it. `close` stops both.
 * `options` are the test API's others (an SMTP peer's address, a daily quota).
 */
export async function apiWithSmsProvider(options: Omit<Parameters<typeof createTestApi>[0], "sms"> = {}) {
  const provider = await startFakeSmsProvider();
  const api = await createTestApi({
    ...options,
    sms: {
      accountSid: provider.accountSid,
      authToken: provider.authToken,
      from: PROVIDER_FROM,
      baseUrl: provider.baseUrl,
    },
  });
  const close = async () => {
    await api.close();
    await provider.close();
  };
  return { api, provider, close };
}

/**
 * apiWithSmsProvider for a whole test file: started before its tests, both stopped after them. Answers the object
 * its hook fills: `ctx.api` and `ctx.provider`.
 */
export function smsProviderFixture() {
  const ctx = {} as { api: TestApi; provider: FakeSmsProvider };
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ api: ctx.api, provider: ctx.provider, close } = await apiWithSmsProvider());
  });
  afterAll(() => close());
  return ctx;
}

/**
 * A new company with people living at one site near its incident (published by the company's admin), so a
 * message to the incident's site people reaches them. Answers the admin and the incident's id.
 */
export async function companyWithSitePeople(
  api: TestApi,
  company: string,
  opts: {
    site: string;
    people: { firstName: string; lastName: string; mobile?: string; email?: string; language?: string }[];
    exerciseType?: "Tabletop";
  },
) {
  const admin = await api.user("CorpAdmin", { company });
  await siteWithPeople(api, admin.token, `${opts.site} ${company}`, opts.people);
  const incidentId = (await publishedIncident(api, admin.token, { exerciseType: opts.exerciseType })).id;
  return { admin, incidentId };
}

/** A site (in London unless placed elsewhere) and the employees who live there, created through the API by `token`. */
export async function siteWithPeople(
  api: ApiCaller,
  token: string,
  site: string | { name: string; lat: number; lng: number; city: string },
  people: Record<string, unknown>[],
) {
  const place = typeof site === "string" ? { name: site, lat: 51.5, lng: -0.12, city: "London" } : site;
  const made = await api.call("post", "/asset", { token, body: { ...place, type: "site" } });
  const homeAssetId = made.body.data.asset.id as string;
  for (const person of people)
    await api.call("post", "/people", { token, body: { type: "employee", ...person, homeAssetId } });
  return homeAssetId;
}

/** `n` incident messages the company queued `hoursAgo` hours ago (as its earlier sends would have): its quota's use. */
export async function sentEarlier(api: TestApi, companyId: string, n: number, hoursAgo = 1) {
  await enqueueMessages(
    api.db,
    Array.from({ length: n }, (_, i) => ({
      to: `someone${i}@earlier.example`,
      companyId,
      subject: "Earlier",
      text: "Earlier",
      purpose: "incident.message",
    })),
    new Date(Date.now() - hoursAgo * 3_600_000),
  );
}

/**
 * An "are you safe?" message (by default about a fire at the depot; `to` may give its own subject and body), to
 * these audiences by these channels, sent as `token`.
 */
export function sendAreYouSafe(
  api: ApiCaller,
  token: string,
  incidentId: string,
  to: { audiences: string[]; channels: string[]; subject?: string; body?: string },
) {
  return api.call("post", `/incident/${incidentId}/messages`, {
    token,
    body: {
      template: "are_you_safe",
      subject: "Are you safe?",
      body: "Fire at the depot. Are you safe?",
      ...to,
    },
  });
}
