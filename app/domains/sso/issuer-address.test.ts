import http from "node:http";
import type { AddressInfo } from "node:net";
import { Agent } from "undici";
import { afterAll, describe, expect, it, vi } from "vitest";
import { reloadEnv } from "~/config.server";
import { isPrivateAddress, pinnedLookup, providerFetch, refusedProviderUrl } from "./issuer-address.server";
import { checkProvider, ISSUER_REFUSED, OidcFailure } from "./oidc.server";

const resolvesTo =
  (...addresses: string[]) =>
  async () =>
    addresses;

describe("where a single sign-on provider may be (security finding 6)", () => {
  it("refuses loopback, private, link-local, metadata and mapped addresses; accepts public ones", () => {
    for (const a of [
      "127.0.0.1",
      "10.1.2.3",
      "172.20.0.1",
      "192.168.1.1",
      "169.254.169.254",
      "0.0.0.0",
      "::1",
    ])
      expect(isPrivateAddress(a), a).toBe(true);
    for (const a of ["fd00::1", "fe80::1", "::ffff:127.0.0.1", "100.64.0.1"])
      expect(isPrivateAddress(a), a).toBe(true);
    for (const a of ["93.184.216.34", "8.8.8.8", "2606:4700::1111"])
      expect(isPrivateAddress(a), a).toBe(false);
  });

  it("refuses plain http, and a host name that resolves to an internal address (any of several)", async () => {
    expect(await refusedProviderUrl(new URL("http://idp.example.com"), resolvesTo("93.184.216.34"))).toMatch(
      /not https/,
    );
    expect(
      await refusedProviderUrl(new URL("https://idp.example.com"), resolvesTo("93.184.216.34", "10.0.0.7")),
    ).toMatch(/10\.0\.0\.7/);
    expect(await refusedProviderUrl(new URL("https://[::1]:8443"), resolvesTo())).toMatch(/::1/);
    expect(
      await refusedProviderUrl(new URL("https://idp.example.com"), resolvesTo("93.184.216.34")),
    ).toBeNull();
  });

  it("checks every URL the client calls before calling it", async () => {
    const call = vi.fn(async () => new Response("{}"));
    const guarded = providerFetch(
      async (host) => (host === "inside.example.com" ? ["10.9.9.9"] : ["93.184.216.34"]),
      call,
    );
    const init = { method: "GET", headers: {}, body: undefined, redirect: "manual" as const };
    await guarded("https://idp.example.com/.well-known/openid-configuration", init);
    await expect(guarded("https://inside.example.com/token", init)).rejects.toThrow(/10\.9\.9\.9/);
    expect(call).toHaveBeenCalledTimes(1);
  });
});

describe("the connection goes to the address that was checked (review N10)", () => {
  it("connects to the pinned address whatever the name resolves to at connect time", async () => {
    const server = http.createServer((req, res) => res.end(JSON.stringify({ host: req.headers.host })));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as AddressInfo).port;
    // The name does not exist in DNS: only the pinned lookup can have taken the connection to the server.
    const dispatcher = new Agent({ connect: { lookup: pinnedLookup("127.0.0.1") } });
    const answer = await fetch(`http://rebind.invalid:${port}/`, { dispatcher } as RequestInit);
    expect(await answer.json()).toEqual({ host: `rebind.invalid:${port}` });
    await dispatcher.close();
    server.close();
  });

  it("hands each provider call a connection pinned to the first checked address", async () => {
    let resolved = 0;
    // A rebinding name: public for the check, loopback for any later lookup.
    const rebinding = async () => (resolved++ === 0 ? ["93.184.216.34"] : ["127.0.0.1"]);
    const seen: unknown[] = [];
    const call = vi.fn(async (_input: string, init?: RequestInit & { dispatcher?: unknown }) => {
      seen.push(init?.dispatcher);
      return new Response("{}");
    });
    const guarded = providerFetch(rebinding, call as never);
    await guarded("https://idp.example.com/.well-known/openid-configuration", {
      method: "GET",
      headers: {},
      body: undefined,
      redirect: "manual",
    });
    expect(resolved).toBe(1);
    expect(seen[0]).toBeInstanceOf(Agent);
  });
});

describe("issuer discovery in production", () => {
  const server = http.createServer((_req, res) => res.end("{}"));
  afterAll(() => {
    server.close();
    delete process.env.SSO_ALLOW_PRIVATE_ISSUER;
    reloadEnv();
  });

  it("never calls a provider on this machine, and tells the admin no socket detail", async () => {
    let calls = 0;
    server.on("request", () => calls++);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as AddressInfo).port;
    process.env.SSO_ALLOW_PRIVATE_ISSUER = "false";
    reloadEnv();
    vi.spyOn(console, "warn").mockImplementation(() => {});
    for (const issuer of [`http://127.0.0.1:${port}`, `https://127.0.0.1:${port}`, "https://localhost:1"]) {
      const failure = await checkProvider({ issuer, clientId: "c", clientSecret: "s" }).catch((e) => e);
      expect(failure, issuer).toBeInstanceOf(OidcFailure);
      expect(failure.detail, issuer).toBe(ISSUER_REFUSED);
    }
    expect(calls).toBe(0);
  });
});
