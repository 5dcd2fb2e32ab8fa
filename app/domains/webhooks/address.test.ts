import { describe, expect, it } from "vitest";
import { checkTarget } from "./address.server";
import { WEBHOOK_MESSAGES as M } from "./model";

const resolvesTo = (address: string) => async () => [address];

describe("where a webhook may post (SSRF)", () => {
  it("in production: https to a public address only, that address pinned", async () => {
    expect(await checkTarget("https://hooks.example.com/k", false, resolvesTo("93.184.216.34"))).toEqual({
      ok: true,
      address: "93.184.216.34",
    });
    expect(await checkTarget("http://hooks.example.com/k", false, resolvesTo("93.184.216.34"))).toMatchObject(
      {
        ok: false,
        message: M.urlHttps,
      },
    );
    for (const inside of ["127.0.0.1", "10.1.2.3", "192.168.0.9", "169.254.169.254", "::1", "fd00::1"])
      expect(await checkTarget("https://hooks.example.com/k", false, resolvesTo(inside))).toMatchObject({
        ok: false,
        message: M.urlPrivate,
      });
    expect(await checkTarget("https://169.254.169.254/latest", false)).toMatchObject({
      ok: false,
      message: M.urlPrivate,
    });
    expect(await checkTarget("https://localhost:3000/x", false, resolvesTo("127.0.0.1"))).toMatchObject({
      ok: false,
    });
  });

  it("with WEBHOOKS_ALLOW_PRIVATE (tests): plain http to loopback only", async () => {
    expect(await checkTarget("http://127.0.0.1:4000/x", true)).toEqual({ ok: true, address: null });
    expect(await checkTarget("http://localhost:4000/x", true)).toEqual({ ok: true, address: null });
    expect(await checkTarget("http://10.0.0.1/x", true)).toMatchObject({ ok: false, message: M.urlHttps });
  });
});
