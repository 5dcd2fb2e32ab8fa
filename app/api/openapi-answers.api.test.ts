import { describe, expect, it } from "vitest";
import { testApiFixture } from "../../tests/support/fixture";
import { ENDPOINTS } from "../backend.server";

const ctx = testApiFixture();

type Operation = {
  responses: Record<string, { description: string; content?: { "application/json": { schema: unknown } } }>;
};

const success = (doc: Record<string, Record<string, Operation>>, method: string, path: string) => {
  const op = doc[`/api${path}`][method];
  return Object.entries(op.responses).find(([status]) => status.startsWith("2"))?.[1];
};

describe("/api/openapi.json, the answers", () => {
  it("documents every success answer's shape: { data } with its schema, a paged body, or the file's media type", async () => {
    const doc = (await ctx.api.call("get", "/openapi.json")).body.paths as Record<
      string,
      Record<string, Operation>
    >;
    const health = success(doc, "get", "/health");
    expect(JSON.stringify(health?.content?.["application/json"].schema)).toContain('"ok"');
    expect(health?.description).toBe("Success: { data }");
    const incident = success(doc, "get", "/incident/{id}");
    expect(JSON.stringify(incident?.content?.["application/json"].schema)).toContain(
      '"responseCoordinatorId"',
    );
    const list = success(doc, "get", "/incident/all");
    expect(JSON.stringify(list?.content?.["application/json"].schema)).toContain('"pageSize"');
    expect(Object.keys(success(doc, "get", "/bcp/bcpPdf")?.content ?? {})).toEqual(["application/pdf"]);
    // Issue 19: no endpoint is left answering "any JSON value".
    const undeclared = ENDPOINTS.filter((ep) => !ep.answer && !ep.answerBody && !ep.produces).map(
      (ep) => `${ep.method} ${ep.path}`,
    );
    expect(undeclared).toEqual([]);
    for (const ep of ENDPOINTS) {
      const answer = success(doc, ep.method, ep.path);
      expect(answer?.description, `${ep.method} ${ep.path}`).not.toContain("not declared");
    }
  });

  it("answers what the declared schema says", async () => {
    const res = await ctx.api.call("get", "/health");
    const declared = ENDPOINTS.find((e) => e.path === "/health")?.answer;
    expect(declared?.safeParse(res.body.data).success).toBe(true);
  });
});
