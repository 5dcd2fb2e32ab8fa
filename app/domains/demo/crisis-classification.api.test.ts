import { expect, it } from "vitest";
import type { Principal } from "~/api/context.server";
import { testApiFixture } from "../../../tests/support/fixture";
import { publishedIncident } from "../../../tests/support/incidents";
import { classifyDemoCrisis } from "./crisis-classification.server";

const ctx = testApiFixture();

it("classifies the demo's crisis major (DORA) with the initial notification met and the intermediate report due", async () => {
  const admin = await ctx.api.user("CorpAdmin", { company: "Demo-like" });
  const { id } = await publishedIncident(ctx.api, admin.token, { type: "Crisis", title: "Ransomware" });
  const corp: Principal = { ...admin, sessionId: "demo-seed", profileImage: null } as unknown as Principal;
  await classifyDemoCrisis(ctx.api.deps, corp, id);
  const view = (await ctx.api.call("get", `/incident/${id}/classification`, { token: admin.token })).body
    .data;
  expect(view.classification).toMatchObject({ result: "major", regimes: ["DORA"] });
  const byReport = Object.fromEntries(
    view.deadlines.map((d: { report: string; state: string; dueAt: string | null }) => [d.report, d]),
  );
  expect(byReport.initial.state).toBe("Met");
  expect(byReport.intermediate.state).toBe("Due");
  const left = new Date(byReport.intermediate.dueAt).getTime() - Date.now();
  expect(left).toBeGreaterThan(4.9 * 3_600_000);
  expect(left).toBeLessThanOrEqual(5 * 3_600_000);
  expect(byReport.final.state).toBe("Waiting");
  // The initial notification's sent version is kept, prefilled from the crisis, with a digest that verifies.
  const sent = await ctx.api.call("get", `/incident/${id}/reports/${byReport.initial.id}`, {
    token: admin.token,
  });
  expect(sent.body.data.sentVersions).toMatchObject([{ version: 1, verified: true }]);
  expect(sent.body.data.fields.incident).toBe("Crisis: Ransomware");
  expect(sent.body.data.canEdit).toBe(false);
});
