import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../../tests/support/api";
import { makePlan, makeProcess, makeService, makeUnit } from "../../../tests/support/bcp";
import { publishedIncident } from "../../../tests/support/incidents";
import { MESSAGE_TEMPLATES } from "./model";

let api: TestApi;
let admin: Awaited<ReturnType<TestApi["user"]>>;
let lead: Awaited<ReturnType<TestApi["user"]>>;

beforeAll(async () => {
  api = await createTestApi();
  admin = await api.user("CorpAdmin", { company: "Audiences Co" });
  lead = await api.user("BCPLead", { company: "Audiences Co" });
});
afterAll(() => api.close());

describe("a message's audiences", () => {
  it("reach a BC lead who is also on the plan's BRT roster once, by email and by the roster's phone (UX re-run)", async () => {
    const unitId = (await makeUnit(api, admin.companyId)).unit.id;
    const plan = await makePlan(api, admin.token, { businessUnitId: unitId, bcLeadId: lead.id });
    const service = await makeService(api, lead.token, plan.id);
    const process = await makeProcess(api, lead.token, service.id);
    // The lead's account has no phone; the roster line of the same person (same email) has one.
    const roster = await api.call("post", "/bcpBRTRoster", {
      token: lead.token,
      body: {
        bcpId: plan.id,
        name: "Lena Lead",
        role: "LEADER",
        email: lead.email,
        phone: "+44 161 555 0101",
      },
    });
    expect(roster.status).toBe(201);
    const incident = await publishedIncident(api, admin.token, { bcpProcessIds: [process.id] });
    const sizes = await api.call("get", `/incident/${incident.id}/messages/audiences`, {
      token: admin.token,
    });
    expect(sizes.body.data).toMatchObject({ plan_leads: 1, brt_rosters: 1 });

    const sent = await api.call("post", `/incident/${incident.id}/messages`, {
      token: admin.token,
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
    expect(await api.outbox(lead.email)).toHaveLength(1);
    // Before: the account came first and the roster line was dropped as the same person, phone and all.
    expect(await api.outbox("+44 161 555 0101")).toHaveLength(1);
  });
});
