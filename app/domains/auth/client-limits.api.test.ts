import { describe, expect, it } from "vitest";
import { createTestApi, TEST_PASSWORD } from "../../../tests/support/api";
import { testApiFixture } from "../../../tests/support/fixture";
import { budgetKey, clientAddress } from "./rate-limit.server";

/**
 * Security review 2026-11-28, N2: in the default configuration (no TRUST_PROXY) every client shared one bucket,
 * so 100 anonymous failures locked every user out and 5 locked a chosen user out. Here the API runs as the
 * launcher starts it: no proxy trusted, each request's TCP peer in the launcher's header.
 */
const PEER = "x-keel-peer";

const ctx = testApiFixture({}, { api: { proxyHops: 0, peerHeader: PEER } });

const from = (address: string) => ({ [PEER]: address });
const signIn = (address: string, email: string, password: string) =>
  ctx.api.call("post", "/auth/signin", { headers: from(address), body: { email, password } });

describe("limits per client without a trusted proxy (N2)", () => {
  it("102 anonymous failures from one client leave every other client able to sign in", async () => {
    const user = await ctx.api.user("Employee");
    const statuses: number[] = [];
    for (let i = 0; i < 102; i++)
      statuses.push((await signIn("198.51.100.7", `spray${i}@nowhere.example`, "Wrong!pass1")).status);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0); // the sprayer is slowed down
    expect((await signIn("203.0.113.20", user.email, TEST_PASSWORD)).status).toBe(200);
  }, 240_000);

  it("5 failures on an account lock that client out of it, never the owner on another client", async () => {
    const user = await ctx.api.user("BUAdmin");
    for (let i = 0; i < 5; i++)
      expect((await signIn("198.51.100.8", user.email, "Wrong!pass1")).status).toBe(401);
    expect((await signIn("198.51.100.8", user.email, TEST_PASSWORD)).status).toBe(429);
    expect((await signIn("203.0.113.21", user.email, TEST_PASSWORD)).status).toBe(200);
    const recovery = await ctx.api.call("post", "/user/forgot-password", {
      headers: from("203.0.113.21"),
      body: { email: user.email },
    });
    expect(recovery.status).toBe(200);
  }, 120_000);

  it("one client spending its recovery budget does not stop another", async () => {
    for (let i = 0; i < 10; i++)
      await ctx.api.call("post", "/user/forgot-password", {
        headers: from("198.51.100.9"),
        body: { email: `r${i}@nowhere.example` },
      });
    const spent = await ctx.api.call("post", "/user/forgot-password", {
      headers: from("198.51.100.9"),
      body: { email: "r@nowhere.example" },
    });
    expect(spent.status).toBe(429);
    const other = await ctx.api.call("post", "/user/forgot-password", {
      headers: from("203.0.113.22"),
      body: { email: "r@nowhere.example" },
    });
    expect(other.status).toBe(200);
  }, 120_000);
});

describe("an office behind one address (RECOVERIES_PER_CLIENT_PER_15_MINUTES)", () => {
  it("gets the budget its operator set, and is refused past it", async () => {
    const office = await createTestApi({
      proxyHops: 0,
      peerHeader: PEER,
      clientLimits: { signUps: 10, recoveries: 12 },
    });
    try {
      const ask = () =>
        office.call("post", "/user/forgot-password", {
          headers: from("192.0.2.44"),
          body: { email: "someone@nowhere.example" },
        });
      const statuses: number[] = [];
      for (let i = 0; i < 13; i++) statuses.push((await ask()).status);
      expect(statuses.slice(0, 12).every((s) => s === 200)).toBe(true); // the default (10) would refuse the 11th
      expect(statuses[12]).toBe(429);
    } finally {
      await office.close();
    }
  }, 120_000);
});

describe("the client address", () => {
  it("is the trusted proxy's entry when there is one, else the TCP peer", () => {
    expect(clientAddress("6.6.6.6, 192.0.2.1", 1, "10.0.0.2")).toBe("192.0.2.1");
    expect(clientAddress(null, 1, "10.0.0.2")).toBe("10.0.0.2"); // reached Keel without the proxy
    expect(clientAddress("6.6.6.6", 0, "10.0.0.2")).toBe("10.0.0.2"); // no proxy trusted: the header is the client's
    expect(clientAddress(null, 0, null)).toBeNull();
  });

  it("counts an IPv4-mapped address as the IPv4 one, and an IPv6 client by its /64", () => {
    expect(budgetKey("::ffff:192.0.2.5")).toBe("192.0.2.5");
    expect(budgetKey("2001:db8:1:2:aaaa::1")).toBe(budgetKey("2001:db8:1:2:ffff:1:2:3"));
    expect(budgetKey("2001:db8:1:2::1")).not.toBe(budgetKey("2001:db8:1:3::1"));
  });
});

describe("sign-in CPU per client (review finding 14)", () => {
  it("runs at most two password hashes at once, and refuses a client's sign-ins past its share at once", async () => {
    const { hashing, MAX_CONCURRENT_HASHES } = await import("./password.server");
    const { MAX_SIGNINS_IN_FLIGHT } = await import("./service.server");
    hashing.peak = 0;
    const burst = await Promise.all(
      Array.from({ length: MAX_SIGNINS_IN_FLIGHT + 6 }, (_, i) =>
        signIn("198.51.100.30", `burst${i}@nowhere.example`, "Wrong!pass1"),
      ),
    );
    const statuses = burst.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(MAX_SIGNINS_IN_FLIGHT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(6);
    expect(hashing.peak).toBeLessThanOrEqual(MAX_CONCURRENT_HASHES);
  }, 120_000);
});
