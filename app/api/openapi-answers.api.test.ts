import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../tests/support/api";
import { ENDPOINTS } from "../backend.server";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

type Operation = {
  responses: Record<string, { description: string; content?: { "application/json": { schema: unknown } } }>;
};

const success = (doc: Record<string, Record<string, Operation>>, method: string, path: string) => {
  const op = doc[`/api${path}`][method];
  return Object.entries(op.responses).find(([status]) => status.startsWith("2"))?.[1];
};

describe("/api/openapi.json, the answers", () => {
  it("documents each success answer as { data }: the declared shape where there is one, else any JSON value", async () => {
    const doc = (await api.call("get", "/openapi.json")).body.paths as Record<
      string,
      Record<string, Operation>
    >;
    const health = success(doc, "get", "/health");
    expect(JSON.stringify(health?.content?.["application/json"].schema)).toContain('"ok"');
    expect(health?.description).toBe("Success: { data }");
    const incident = success(doc, "get", "/incident/{id}");
    expect(incident?.description).toBe("Success: { data } (the answer's shape is not declared)");
    expect(JSON.stringify(incident?.content?.["application/json"].schema)).toContain('"data"');
    // Every endpoint documents its success answer; those with a declared schema are counted, not assumed.
    for (const ep of ENDPOINTS)
      expect(success(doc, ep.method, ep.path), `${ep.method} ${ep.path}`).toBeDefined();
  });

  it("answers what the declared schema says", async () => {
    const res = await api.call("get", "/health");
    const declared = ENDPOINTS.find((e) => e.path === "/health")?.answer;
    expect(declared?.safeParse(res.body.data).success).toBe(true);
  });
});
