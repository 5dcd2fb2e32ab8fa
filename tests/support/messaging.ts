import { createTestApi, type TestApi } from "./api";
import { startFakeSmsProvider } from "./fake-sms-provider";
import { publishedIncident } from "./incidents";

/** The number Keel sends SMS and calls from in these tests. */
export const PROVIDER_FROM = "+15005550006";

/**
 * A test API whose SMS and voice go to a fake provider (Twilio-compatible), started with it. `close` stops both.
 */
export async function apiWithSmsProvider() {
  const provider = await startFakeSmsProvider();
  const api = await createTestApi({
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
  const site = await api.call("post", "/asset", {
    token: admin.token,
    body: { name: `${opts.site} ${company}`, type: "site", lat: 51.5, lng: -0.12, city: "London" },
  });
  for (const person of opts.people)
    await api.call("post", "/people", {
      token: admin.token,
      body: { type: "employee", ...person, homeAssetId: site.body.data.asset.id },
    });
  const incidentId = (await publishedIncident(api, admin.token, { exerciseType: opts.exerciseType })).id;
  return { admin, incidentId };
}
