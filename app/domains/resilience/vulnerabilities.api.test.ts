import { describe, expect, it } from "vitest";
import { testApiFixture } from "../../../tests/support/fixture";
import { VULNERABILITY_MESSAGES } from "./self-assessment-model";

/** Issue 34 item 5: the self-assessment lists vulnerabilities with their owner, remediation date and status. */

const ctx = testApiFixture(
  { admin: "CorpAdmin", viewer: "CorpViewOnly", other: ["CorpAdmin", { company: "Remedy Elsewhere" }] },
  { company: "Remedy Co" },
);

describe("self-assessment vulnerabilities", () => {
  it("are recorded per service or for the company, shown in the self-assessment and its PDF, and changed", async () => {
    const service = await ctx.api.call("post", "/businessService", {
      token: ctx.admin.token,
      body: { name: "Payments", served: "Retail customers", tolerance: 4, toleranceUnit: "hours" },
    });
    const serviceId = service.body.data.id;
    const later = await ctx.api.call("post", "/selfAssessment/vulnerability", {
      token: ctx.admin.token,
      body: {
        description: "No second data centre for the card switch",
        owner: "Head of IT",
        remediationDue: "2027-06-30",
        serviceId,
      },
    });
    expect(later.status, JSON.stringify(later.body)).toBe(201);
    expect(later.body.data.message).toBe(VULNERABILITY_MESSAGES.added);
    await ctx.api.call("post", "/selfAssessment/vulnerability", {
      token: ctx.admin.token,
      body: { description: "Call tree untested", owner: "BC manager", remediationDue: "2027-01-31" },
    });

    // Soonest remediation first; the company-wide one has no service.
    const doc = (await ctx.api.call("get", "/selfAssessment", { token: ctx.admin.token })).body.data;
    expect(doc.remediations).toEqual([
      {
        service: null,
        description: "Call tree untested",
        owner: "BC manager",
        remediationDue: "2027-01-31",
        status: "Open",
      },
      {
        service: "Payments",
        description: "No second data centre for the card switch",
        owner: "Head of IT",
        remediationDue: "2027-06-30",
        status: "Open",
      },
    ]);

    const saved = await ctx.api.call("put", `/selfAssessment/vulnerability/${later.body.data.id}`, {
      token: ctx.admin.token,
      body: {
        description: "No second data centre for the card switch",
        owner: "Head of IT",
        remediationDue: "2027-03-31",
        serviceId,
        status: "in_progress",
      },
    });
    expect(saved.status).toBe(200);
    const rows = (await ctx.api.call("get", "/selfAssessment/vulnerabilities", { token: ctx.viewer.token }))
      .body.data;
    expect(rows[1]).toMatchObject({
      remediationDue: "2027-03-31",
      status: "in_progress",
      service: "Payments",
    });

    // An approved version keeps them as they stood.
    const approved = await ctx.api.call("post", "/selfAssessment/approve", {
      token: ctx.admin.token,
      body: { communicationStrategy: "Customers hear by email." },
    });
    const kept = await ctx.api.call("get", "/selfAssessment/version", {
      token: ctx.admin.token,
      query: { versionId: approved.body.data.id },
    });
    expect(kept.body.data.content.remediations[1].status).toBe("In progress");
    const pdf = await ctx.api.app.fetch(
      new Request("http://keel.test/api/selfAssessment/pdf", {
        headers: { authorization: `Bearer ${ctx.admin.token}` },
      }),
    );
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");

    const removed = await ctx.api.call("delete", `/selfAssessment/vulnerability/${later.body.data.id}`, {
      token: ctx.admin.token,
    });
    expect(removed.body.data.message).toBe(VULNERABILITY_MESSAGES.removed);
    expect(
      (await ctx.api.call("get", "/selfAssessment/vulnerabilities", { token: ctx.admin.token })).body.data,
    ).toHaveLength(1);
  });

  it("puts bad input on its field, keeps each company's to itself and lets only administrators change them", async () => {
    const blank = await ctx.api.call("post", "/selfAssessment/vulnerability", {
      token: ctx.admin.token,
      body: { description: "  ", remediationDue: "31/12/2027" },
    });
    expect(blank.status).toBe(400);
    expect(blank.body.error.fields.description).toEqual([VULNERABILITY_MESSAGES.descriptionRequired]);
    expect(blank.body.error.fields.remediationDue).toEqual(["Give the date as YYYY-MM-DD."]);

    const theirs = await ctx.api.call("post", "/businessService", {
      token: ctx.other.token,
      body: { name: "Their service", served: "Them", tolerance: 1, toleranceUnit: "days" },
    });
    const foreign = await ctx.api.call("post", "/selfAssessment/vulnerability", {
      token: ctx.admin.token,
      body: { description: "x", serviceId: theirs.body.data.id },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.fields.serviceId).toEqual([VULNERABILITY_MESSAGES.unknownService]);

    const mine = await ctx.api.call("post", "/selfAssessment/vulnerability", {
      token: ctx.admin.token,
      body: { description: "Single payroll administrator" },
    });
    const id = mine.body.data.id;
    expect(
      (await ctx.api.call("get", "/selfAssessment/vulnerabilities", { token: ctx.other.token })).body.data,
    ).toEqual([]);
    expect(
      (
        await ctx.api.call("put", `/selfAssessment/vulnerability/${id}`, {
          token: ctx.other.token,
          body: { description: "y" },
        })
      ).status,
    ).toBe(404);
    expect(
      (await ctx.api.call("delete", `/selfAssessment/vulnerability/${id}`, { token: ctx.other.token }))
        .status,
    ).toBe(404);
    expect(
      (
        await ctx.api.call("post", "/selfAssessment/vulnerability", {
          token: ctx.viewer.token,
          body: { description: "z" },
        })
      ).status,
    ).toBe(403);
  });
});
