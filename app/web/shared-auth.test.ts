import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it, vi } from "vitest";
import type { Principal } from "../api/context.server";
import { authenticateShared, shareScope } from "../api/shared-auth.server";
import { sharesPageLookup } from "./api.server";
import { pageScope } from "./shared-auth.server";

const principal = { id: "u1" } as Principal;
const get = (url: string) => new Request(url);

/** An API read made for a loader of the page request whose context is `context`, as `apiClient` makes it. */
function read(
  context: AppLoadContext,
  loaderRequest: Request,
  lookUp: () => Promise<Principal>,
  token = "token-a",
) {
  const call = new Request("http://keel.internal/api/auth/session");
  const scope = pageScope(context, loaderRequest);
  if (scope) shareScope(call, scope);
  return authenticateShared(call, token, lookUp);
}

describe("a page request's API reads share one token lookup", () => {
  it("looks the token up once for all loaders of one page request (one context, a request copy each)", async () => {
    const lookUp = vi.fn(async () => principal);
    const context: AppLoadContext = {};
    // Remix copies the page request for every loader and hands them all the same context object.
    const users = await Promise.all(
      ["/overview", "/overview?_data=routes/_app", "/overview?index"].map((p) =>
        read(context, get(`http://keel.test${p}`), lookUp),
      ),
    );
    expect(users).toEqual([principal, principal, principal]);
    expect(lookUp).toHaveBeenCalledTimes(1);
  });

  it("looks up again for another page request, another token, or a call from outside", async () => {
    const lookUp = vi.fn(async () => principal);
    const one: AppLoadContext = {};
    await read(one, get("http://keel.test/one"), lookUp);
    await read(one, get("http://keel.test/one"), lookUp, "token-b");
    await read({}, get("http://keel.test/two"), lookUp);
    await authenticateShared(new Request("http://keel.test/api/c"), "token-a", lookUp);
    await authenticateShared(new Request("http://keel.test/api/c"), "token-a", lookUp);
    expect(lookUp).toHaveBeenCalledTimes(5);
  });

  it("does not share lookups made for an action (a change may sign out or revoke)", async () => {
    const lookUp = vi.fn(async () => principal);
    const context: AppLoadContext = {};
    const post = new Request("http://keel.test/profile", { method: "POST" });
    await read(context, post, lookUp);
    await read(context, post, lookUp);
    expect(lookUp).toHaveBeenCalledTimes(2);
  });

  it("keeps a refused token refused for the rest of the page request", async () => {
    const lookUp = vi.fn(async () => {
      throw new Error("revoked");
    });
    const context: AppLoadContext = {};
    for (const _ of [1, 2])
      await expect(read(context, get("http://keel.test/x"), lookUp)).rejects.toThrow("revoked");
    expect(lookUp).toHaveBeenCalledTimes(1);
  });

  it("shares it with a loader's record that the page was read, and with no other change", () => {
    expect(sharesPageLookup("GET", "/bcp")).toBe(true);
    expect(sharesPageLookup("POST", "/bcp/viewed")).toBe(true);
    for (const [method, path] of [
      ["POST", "/bcp"],
      ["PUT", "/auth/session"],
      ["POST", "/auth/signout"],
      ["DELETE", "/bcp/viewed"],
    ] as const)
      expect(sharesPageLookup(method, path)).toBe(false);
  });
});
