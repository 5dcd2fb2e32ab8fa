import { describe, expect, it } from "vitest";
import { makeUnit, planWithProcess } from "../../../tests/support/bcp";
import { testApiFixture } from "../../../tests/support/fixture";
import { publishedIncident } from "../../../tests/support/incidents";
import { MESSAGE_TEMPLATES } from "./model";

const ctx = testApiFixture({ admin: "CorpAdmin", lead: "BCPLead" }, { company: "Audiences Co" });

describe("a message's audiences", () => {
  it("reach a BC lead who is also on the plan's BRT roster once, by email and by the roster's phone (UX re-run)", async () => {
    const unitId = (await makeUnit(ctx.api, ctx.admin.companyId)).unit.id;
    const { plan, process } = await planWithProcess(ctx.api, ctx, { businessUnitId: unitId });
    // The lead's account has no phone; the roster line of the same person (same email) has one.
    const roster = await ctx.api.call("post", "/bcpBRTRoster", {
      token: ctx.lead.token,
      body: {
        bcpId: plan.id,
        name: "Lena Lead",
        role: "LEADER",
        email: ctx.lead.email,
        phone: "+44 161 555 0101",
      },
    });
    expect(roster.status).toBe(201);
    const incident = await publishedIncident(ctx.api, ctx.admin.token, { bcpProcessIds: [process.id] });
    const sizes = await ctx.api.call("get", `/incident/${incident.id}/messages/audiences`, {
      token: ctx.admin.token,
    });
    expect(sizes.body.data).toMatchObject({ plan_leads: 1, brt_rosters: 1 });

    const sent = await ctx.api.call("post", `/incident/${incident.id}/messages`, {
      token: ctx.admin.token,
      body: {
        template: "are_you_safe",
        subject: MESSAGE_TEMPLATES.are_you_safe.subject,
        body: "Flood. Are you safe?",
        audiences: ["plan_leads", "brt_rosters"],
        channels: ["email", "sms"],
      },
    });
    expect(sent.status).toBe(201);
    expect(sent.body.data.recipients).toBe(1);
    expect(await ctx.api.outbox(ctx.lead.email)).toHaveLength(1);
    // Before: the account came first and the roster line was dropped as the same person, phone and all.
    expect(await ctx.api.outbox("+44 161 555 0101")).toHaveLength(1);
  });
});
