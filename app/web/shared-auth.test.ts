import type { ServerBuild } from "@remix-run/node";
import { describe, expect, it, vi } from "vitest";
import type { Principal } from "../api/context.server";
import { authenticateShared, pageScope, shareScope, shareScopeAcrossLoaders } from "./shared-auth.server";

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

  it("shares one lookup between the loaders of one page request, which each get their own copy of it", async () => {
    const lookUp = vi.fn(async () => principal);
    // Each loader reads the API for its own request, as `apiClient(request)` does.
    const read = async ({ request }: { request: Request }) => {
      const call = new Request("http://keel.internal/api/auth/session");
      shareScope(call, pageScope(request));
      return authenticateShared(call, "token-a", lookUp);
    };
    const routes = shareScopeAcrossLoaders({
      "routes/_app": { id: "routes/_app", path: "", module: { loader: read } },
      "routes/_app.overview": { id: "routes/_app.overview", path: "overview", module: { loader: read } },
    } as unknown as ServerBuild["routes"]);
    const load = (id: string, context: Record<string, unknown>) =>
      // Remix copies the page request for every loader (stripIndexParam), and passes one context object.
      routes[id].module.loader!({ request: new Request("http://keel.test/overview"), context, params: {} });
    const page: Record<string, unknown> = {};
    await Promise.all([load("routes/_app", page), load("routes/_app.overview", page)]);
    expect(lookUp).toHaveBeenCalledTimes(1);
    const nextPage: Record<string, unknown> = {};
    await Promise.all([load("routes/_app", nextPage), load("routes/_app.overview", nextPage)]);
    expect(lookUp).toHaveBeenCalledTimes(2);
  });
});
