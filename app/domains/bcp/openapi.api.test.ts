import { describe, expect, it } from "vitest";
import { testApiFixture } from "../../../tests/support/fixture";

const ctx = testApiFixture();

describe("the BCP routes in the OpenAPI document", () => {
  it("lists the plan, content and approval routes, each with its permission", async () => {
    const res = await ctx.api.call("get", "/openapi.json");
    expect(res.status).toBe(200);
    const paths = res.body.paths as Record<string, Record<string, { description: string }>>;
    for (const path of [
      "/api/bcp/all",
      "/api/bcp/bcpPdf",
      "/api/bcpProcess",
      "/api/bcp/approverStatus",
      "/api/bcpService/approvalStatus",
    ]) {
      expect(paths[path], path).toBeDefined();
    }
    expect(paths["/api/bcpProcess"].post.description).toBe("Permission: bcp.manage");
    expect(paths["/api/bcp/approverStatus"].put.description).toBe("Permission: bcp.approve");
  });
});
