import { beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../../tests/support/api";
import { seedDemo } from "./seed.server";

/** The known password a test run gives the demo accounts (installs get generated ones). */
const DEMO_PASSWORD = "Test!demo2026";
let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
  await seedDemo(api.deps, { print: false, password: DEMO_PASSWORD });
});

async function feedOf(email: string, path: "/calendar-feed/mine" | "/calendar-feed/company") {
  const signedIn = await api.call("post", "/auth/signin", { body: { email, password: DEMO_PASSWORD } });
  const made = await api.call("post", path, { token: signedIn.body.data.token });
  expect(made.status).toBe(201);
  const token = decodeURIComponent(/\/calendar\/([^/]+)\.ics$/.exec(made.body.data.url)![1]);
  return (await api.call("get", "/calendar-feed", { query: { token } })).body.data.ics as string;
}

describe("the demo company's calendars", () => {
  it("give its BCP lead their plans' reviews and exercises, and the company its programme", async () => {
    const lead = await feedOf("bcp.lead@northwind.example", "/calendar-feed/mine");
    expect(lead).toContain("SUMMARY:Exercise due:");
    expect(lead).toContain("SUMMARY:Plan review due:");
    const company = await feedOf("corp.admin@northwind.example", "/calendar-feed/company");
    expect(company.match(/^SUMMARY:Exercise due:/gm)?.length).toBeGreaterThan(1);
  });
});
