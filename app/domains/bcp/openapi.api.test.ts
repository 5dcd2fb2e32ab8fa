import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../../tests/support/api";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe("the BCP routes in the OpenAPI document", () => {
  it("lists the plan, content and approval routes, each with its permission", async () => {
    const res = await api.call("get", "/openapi.json");
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
