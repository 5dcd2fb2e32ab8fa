import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../../tests/support/api";
import { VULNERABILITY_MESSAGES } from "./self-assessment-model";

/** Issue 34 item 5: the self-assessment lists vulnerabilities with their owner, remediation date and status. */
let api: TestApi;
type User = Awaited<ReturnType<TestApi["user"]>>;
let admin: User;
let viewer: User;
let other: User;

beforeAll(async () => {
  api = await createTestApi();
  admin = await api.user("CorpAdmin", { company: "Remedy Co" });
  viewer = await api.user("CorpViewOnly", { company: "Remedy Co" });
  other = await api.user("CorpAdmin", { company: "Remedy Elsewhere" });
});
afterAll(() => api.close());

describe("self-assessment vulnerabilities", () => {
  it("are recorded per service or for the company, shown in the self-assessment and its PDF, and changed", async () => {
    const service = await api.call("post", "/businessService", {
      token: admin.token,
      body: { name: "Payments", served: "Retail customers", tolerance: 4, toleranceUnit: "hours" },
    });
    const serviceId = service.body.data.id;
    const later = await api.call("post", "/selfAssessment/vulnerability", {
      token: admin.token,
      body: {
        description: "No second data centre for the card switch",
        owner: "Head of IT",
        remediationDue: "2027-06-30",
        serviceId,
      },
    });
    expect(later.status, JSON.stringify(later.body)).toBe(201);
    expect(later.body.data.message).toBe(VULNERABILITY_MESSAGES.added);
    await api.call("post", "/selfAssessment/vulnerability", {
      token: admin.token,
      body: { description: "Call tree untested", owner: "BC manager", remediationDue: "2027-01-31" },
    });

    // Soonest remediation first; the company-wide one has no service.
    const doc = (await api.call("get", "/selfAssessment", { token: admin.token })).body.data;
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

    const saved = await api.call("put", `/selfAssessment/vulnerability/${later.body.data.id}`, {
      token: admin.token,
      body: {
        description: "No second data centre for the card switch",
        owner: "Head of IT",
        remediationDue: "2027-03-31",
        serviceId,
        status: "in_progress",
      },
    });
    expect(saved.status).toBe(200);
    const rows = (await api.call("get", "/selfAssessment/vulnerabilities", { token: viewer.token })).body
      .data;
    expect(rows[1]).toMatchObject({
      remediationDue: "2027-03-31",
      status: "in_progress",
      service: "Payments",
    });

    // An approved version keeps them as they stood.
    const approved = await api.call("post", "/selfAssessment/approve", {
      token: admin.token,
      body: { communicationStrategy: "Customers hear by email." },
    });
    const kept = await api.call("get", "/selfAssessment/version", {
      token: admin.token,
      query: { versionId: approved.body.data.id },
    });
    expect(kept.body.data.content.remediations[1].status).toBe("In progress");
    const pdf = await api.app.fetch(
      new Request("http://keel.test/api/selfAssessment/pdf", {
        headers: { authorization: `Bearer ${admin.token}` },
      }),
    );
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");

    const removed = await api.call("delete", `/selfAssessment/vulnerability/${later.body.data.id}`, {
      token: admin.token,
    });
    expect(removed.body.data.message).toBe(VULNERABILITY_MESSAGES.removed);
    expect(
      (await api.call("get", "/selfAssessment/vulnerabilities", { token: admin.token })).body.data,
    ).toHaveLength(1);
  });

  it("puts bad input on its field, keeps each company's to itself and lets only administrators change them", async () => {
    const blank = await api.call("post", "/selfAssessment/vulnerability", {
      token: admin.token,
      body: { description: "  ", remediationDue: "31/12/2027" },
    });
    expect(blank.status).toBe(400);
    expect(blank.body.error.fields.description).toEqual([VULNERABILITY_MESSAGES.descriptionRequired]);
    expect(blank.body.error.fields.remediationDue).toEqual(["Give the date as YYYY-MM-DD."]);

    const theirs = await api.call("post", "/businessService", {
      token: other.token,
      body: { name: "Their service", served: "Them", tolerance: 1, toleranceUnit: "days" },
    });
    const foreign = await api.call("post", "/selfAssessment/vulnerability", {
      token: admin.token,
      body: { description: "x", serviceId: theirs.body.data.id },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.fields.serviceId).toEqual([VULNERABILITY_MESSAGES.unknownService]);

    const mine = await api.call("post", "/selfAssessment/vulnerability", {
      token: admin.token,
      body: { description: "Single payroll administrator" },
    });
    const id = mine.body.data.id;
    expect(
      (await api.call("get", "/selfAssessment/vulnerabilities", { token: other.token })).body.data,
    ).toEqual([]);
    expect(
      (
        await api.call("put", `/selfAssessment/vulnerability/${id}`, {
          token: other.token,
          body: { description: "y" },
        })
      ).status,
    ).toBe(404);
    expect(
      (await api.call("delete", `/selfAssessment/vulnerability/${id}`, { token: other.token })).status,
    ).toBe(404);
    expect(
      (
        await api.call("post", "/selfAssessment/vulnerability", {
          token: viewer.token,
          body: { description: "z" },
        })
      ).status,
    ).toBe(403);
  });
});
