import { describe, expect, it, vi } from "vitest";
import type { Principal } from "./context.server";
import { authenticateShared, pageScope, shareScope } from "./shared-auth.server";

const principal = { id: "u1" } as Principal;

describe("a page request's API reads share one token lookup", () => {
  it("looks the token up once for all calls made for the same page request", async () => {
    const lookUp = vi.fn(async () => principal);
    const page = new Request("http://keel.test/overview");
    const calls = ["/auth/session", "/notifications/counts", "/incident/favourites"].map((p) => {
      const call = new Request(`http://keel.internal/api${p}`);
      shareScope(call, pageScope(page));
      return call;
    });
    const users = await Promise.all(calls.map((c) => authenticateShared(c, "token-a", lookUp)));
    expect(users).toEqual([principal, principal, principal]);
    expect(lookUp).toHaveBeenCalledTimes(1);
  });

  it("looks up again for another page request, another token, or a call from outside", async () => {
    const lookUp = vi.fn(async () => principal);
    const first = new Request("http://keel.internal/api/a");
    const second = new Request("http://keel.internal/api/b");
    shareScope(first, pageScope(new Request("http://keel.test/one")));
    shareScope(second, pageScope(new Request("http://keel.test/two")));
    await authenticateShared(first, "token-a", lookUp);
    await authenticateShared(first, "token-b", lookUp);
    await authenticateShared(second, "token-a", lookUp);
    await authenticateShared(new Request("http://keel.test/api/c"), "token-a", lookUp);
    await authenticateShared(new Request("http://keel.test/api/c"), "token-a", lookUp);
    expect(lookUp).toHaveBeenCalledTimes(5);
  });

  it("keeps a refused token refused for the rest of the page request", async () => {
    const lookUp = vi.fn(async () => {
      throw new Error("revoked");
    });
    const scope = pageScope(new Request("http://keel.test/x"));
    const calls = [1, 2].map(() => {
      const call = new Request("http://keel.internal/api/x");
      shareScope(call, scope);
      return call;
    });
    for (const c of calls) await expect(authenticateShared(c, "t", lookUp)).rejects.toThrow("revoked");
    expect(lookUp).toHaveBeenCalledTimes(1);
  });
});
