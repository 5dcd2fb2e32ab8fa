import { describe, expect, it } from "vitest";
import { testApiFixture } from "../../../tests/support/fixture";
import { publishedIncident } from "../../../tests/support/incidents";
import { statementsSent } from "../../../tests/support/statements";

const T0 = new Date("2026-03-02T09:00:00Z");
const ctx = testApiFixture({ admin: "CorpAdmin" }, { company: "Busy Day Co", now: T0 });

describe("Home's tiles on a busy day", () => {
  it("list their first 8 lines and count every one, the list and its figure read in one statement", async () => {
    const made = 10;
    for (let i = 1; i <= made; i++) {
      const { id } = await publishedIncident(ctx.api, ctx.admin.token, { title: `Outage ${i}` });
      const action = await ctx.api.call("post", `/incident/${id}/actions`, {
        token: ctx.admin.token,
        body: { title: `Call the carrier ${i}`, ownerId: ctx.admin.id, dueAt: "2026-03-02T08:00:00Z" },
      });
      expect(action.status, JSON.stringify(action.body)).toBe(201);
    }
    let home: Record<string, { rows: unknown[]; total: number }> = {};
    const sent = await statementsSent(ctx.api, async () => {
      home = (await ctx.api.call("get", "/home", { token: ctx.admin.token })).body.data;
    });
    // No tile counts its lines in a statement of its own (four pairs of list and count before, issue 37).
    for (const table of ["incidents", "incident_response_actions", "findings"])
      expect(sent.filter((text) => text.startsWith(`select count(*) from "${table}"`))).toEqual([]);
    expect(home.incidents.rows).toHaveLength(8);
    expect(home.incidents.total).toBe(made);
    // Eight different incidents of the ten (all made at the same moment of the test's clock).
    const titles = (home.incidents.rows as { name: string }[]).map((r) => r.name);
    expect(new Set(titles).size).toBe(8);
    for (const title of titles) expect(title).toMatch(/^Outage \d+$/);
    expect(home.overdueActions.rows).toHaveLength(8);
    expect(home.overdueActions.total).toBe(made);
    expect(home.overdueActions.rows[0]).not.toHaveProperty("total");
    expect(home.incidents.rows[0]).not.toHaveProperty("total");
    // The incident list reads its figure with its page too: the same on a later page and one past the last.
    for (const [page, rows] of [
      [1, 4],
      [3, 2],
      [9, 0],
    ]) {
      const list = await ctx.api.call("get", "/incident/all", {
        token: ctx.admin.token,
        query: { page, pageSize: 4 },
      });
      expect([list.body.data.length, list.body.page.total]).toEqual([rows, made]);
    }
  }, 120_000);
});
