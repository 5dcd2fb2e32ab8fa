import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Principal } from "~/api/context.server";
import type { Action } from "~/domains/access/policy";
import type { Role } from "~/shared/roles";
import { makePlan, makeUnit } from "../../../tests/support/bcp";
import { testApiFixture } from "../../../tests/support/fixture";
import { mayOnLoadedPlan, mayOnPlan } from "./access.server";
import { bcps } from "./schema.server";

/**
 * The plan page settles "may manage" and "may administer" from the plan row it has loaded (no query) whenever the
 * role's scope allows: it must answer exactly as the query does, for every role and part in the plan.
 */

const ctx = testApiFixture();

describe("may a user act on a plan already loaded", () => {
  it("answers as the scoped query does, for every role, own and other units, lead, assignee and outsider", async () => {
    const admin = await ctx.api.user("CorpAdmin", { company: "Acme" });
    const unit = await makeUnit(ctx.api, admin.companyId);
    const other = await makeUnit(ctx.api, admin.companyId, "Sales");
    const lead = await ctx.api.user("BCPLead", { company: "Acme" });
    const assignee = await ctx.api.user("BCPLead", { company: "Acme" });
    const plan = await makePlan(ctx.api, admin.token, {
      businessUnitId: unit.unit.id,
      bcLeadId: lead.id,
      assigneeId: assignee.id,
    });
    const [row] = await ctx.api.db.select().from(bcps).where(eq(bcps.id, plan.id));
    const people: { role: Role; businessUnitIds?: string[]; company?: string }[] = [
      { role: "Admin", company: "Elsewhere" },
      { role: "CorpAdmin" },
      { role: "CorpAdmin", company: "Elsewhere" },
      { role: "CorpViewOnly" },
      { role: "BUAdmin", businessUnitIds: [unit.unit.id] },
      { role: "BUAdmin", businessUnitIds: [other.unit.id] },
      { role: "BUViewOnly", businessUnitIds: [unit.unit.id] },
      { role: "BCPLead" },
    ];
    const principals = [
      ...(await Promise.all(people.map((p) => ctx.api.user(p.role, p)))),
      lead,
      assignee,
    ].map((u) => ({ ...u, sessionId: "" }) as unknown as Principal);
    const actions: Action[] = ["bcp.read", "bcp.manage", "bcp.administer"];
    const answers = [];
    for (const user of principals)
      for (const action of actions) {
        const fromRow = await mayOnLoadedPlan(ctx.api.db, user, row!, action);
        const fromQuery = await mayOnPlan(ctx.api.db, user, plan.id, action);
        answers.push({ role: user.role, action, fromRow, fromQuery });
      }
    for (const answer of answers) expect(answer.fromRow, JSON.stringify(answer)).toBe(answer.fromQuery);
    // Both answers are seen: the comparison is not between two constant falses.
    expect(new Set(answers.map((a) => a.fromRow))).toEqual(new Set([true, false]));
    expect(answers.find((a) => a.role === "BCPLead" && a.action === "bcp.manage")?.fromRow).toBe(false);
  });
});
