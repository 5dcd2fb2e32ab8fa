import fs from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);

describe("loader requests linked to their HTTP request (server.ts)", () => {
  it("is wired where the server build expects it (fails if a Remix upgrade moves the hook point)", async () => {
    const remixData = (await import("@remix-run/server-runtime/dist/data.js")).default;
    expect(typeof remixData.callRouteLoader).toBe("function");
    // Remix's routes call it through the module object, so server.ts's wrapper is the one they call.
    const routes = fs.readFileSync(require.resolve("@remix-run/server-runtime/dist/routes.js"), "utf8");
    expect(routes).toContain("data.callRouteLoader({");
    expect(fs.readFileSync("server.ts", "utf8")).toContain("linkLoaderRequests();");
  });

  it("hands a loader's request linked to the request it was made from", async () => {
    const { httpRequestOf, linkLoaderRequests } = await import("~/platform/client-gone.server");
    linkLoaderRequests();
    const remixData = (await import("@remix-run/server-runtime/dist/data.js")).default;
    const http = new Request("http://keel.test/notifications/stream?index&_data=routes%2Fx");
    let seen: Request | undefined;
    await remixData.callRouteLoader({
      request: http,
      params: {},
      loadContext: {},
      routeId: "routes/x",
      singleFetch: false,
      loader: ({ request }) => {
        seen = request;
        return new Response("ok");
      },
    });
    expect(seen).toBeDefined();
    expect(seen).not.toBe(http);
    expect(httpRequestOf(seen!)).toBe(http);
  });
});
