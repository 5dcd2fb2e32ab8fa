import { afterAll, describe, expect, it } from "vitest";
import { reloadEnv } from "~/config.server";
import { SSO_ERRORS } from "~/domains/sso/model";
import { loader } from "~/routes/login";

/** Spec §8: if the provider list fails to load, sign-in goes to the error page (503 with its message). */
describe("the sign-in page without its providers", () => {
  const saved = { API_URL: process.env.API_URL, SESSION_SECRET: process.env.SESSION_SECRET };
  afterAll(() => {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    reloadEnv();
  });

  it("answers the error page when the sign-in service cannot be reached", async () => {
    // Port 9 (discard) on this machine: nothing answers, as when API_URL names a backend that is down.
    process.env.API_URL = "http://127.0.0.1:9";
    process.env.SESSION_SECRET = "unit-test-secret";
    reloadEnv();
    const thrown = await loader({
      request: new Request("http://keel.test/login"),
      params: {},
      context: {},
    }).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(503);
    expect((await response.json()).error).toEqual({
      code: "MissingAPIRoute",
      message: SSO_ERRORS.MissingAPIRoute,
    });
  });

  it("has a message for each sign-in error kind of spec §8", () => {
    for (const kind of [
      "SessionRequired",
      "OAuthCallback",
      "OAuthAccountNotLinked",
      "MissingAPIRoute",
      "MissingSecret",
      "MissingAuthorize",
      "MissingAdapter",
      "UnsupportedStrategy",
      "InvalidCallbackUrl",
    ] as const) {
      expect(SSO_ERRORS[kind], kind).toMatch(/\.$/);
    }
  });
});
