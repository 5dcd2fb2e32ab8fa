import { describe, expect, it } from "vitest";
import { testApiFixture } from "../../../tests/support/fixture";
import { publishedIncident } from "../../../tests/support/incidents";
import { notifyUser } from "../../../tests/support/notifications";
import { SIDEBAR_FAVOURITES } from "./model";

const ctx = testApiFixture();

describe("GET /shell (the frame of every signed-in page, in one read)", () => {
  it("answers what the bell's counts, the favourites and the company's dates answer, with the first 11 favourites", async () => {
    const admin = await ctx.api.user("CorpAdmin", { company: "Shell Co" });
    await notifyUser(ctx.api, admin, "BCP_Approve", { message: "approve me" });
    await notifyUser(ctx.api, admin, "ASSIGNMENT", { message: "x" });
    for (let n = 0; n < SIDEBAR_FAVOURITES + 2; n++) {
      const { id } = await publishedIncident(ctx.api, admin.token, {
        title: `Flood ${String(n).padStart(2, "0")}`,
      });
      await ctx.api.call("put", `/incident/${id}/favourite`, {
        token: admin.token,
        body: { favourite: true },
      });
    }
    const shell = await ctx.api.call("get", "/shell", { token: admin.token });
    expect(shell.status, JSON.stringify(shell.body)).toBe(200);
    const counts = await ctx.api.call("get", "/notifications/counts", { token: admin.token });
    const favourites = await ctx.api.call("get", "/incident/favourites", { token: admin.token });
    const dates = await ctx.api.call("get", "/company/dates", { token: admin.token });
    expect(shell.body.data.unread).toEqual(counts.body.data);
    expect(shell.body.data.unread).toMatchObject({ notifications: 2, approvals: 1, total: 2 });
    expect(favourites.body.data).toHaveLength(SIDEBAR_FAVOURITES + 2);
    expect(shell.body.data.favourites).toEqual(favourites.body.data.slice(0, SIDEBAR_FAVOURITES + 1));
    expect(shell.body.data.dates).toEqual(dates.body.data);
    // A colleague of the same role (the same statement, app/platform/db/prepared.server.ts) sees their own frame.
    const colleague = await ctx.api.user("CorpAdmin", { company: "Shell Co" });
    const theirs = await ctx.api.call("get", "/shell", { token: colleague.token });
    expect(theirs.body.data.unread).toMatchObject({ notifications: 0, approvals: 0, total: 0 });
    expect(theirs.body.data.favourites).toEqual([]);
  });

  it("names the company's language, as its profile does (English until it picks another)", async () => {
    const admin = await ctx.api.user("CorpAdmin", { company: "Shell Lingo" });
    expect((await ctx.api.call("get", "/shell", { token: admin.token })).body.data.language).toBe("en");
    const company = await ctx.api.call("get", "/company", { token: admin.token });
    const saved = await ctx.api.call("put", "/company", {
      token: admin.token,
      body: { name: company.body.data.name, settings: { ...company.body.data.settings, language: "de" } },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await ctx.api.call("get", "/shell", { token: admin.token })).body.data.language).toBe("de");
  });

  it("answers empty parts a role may not read, and 401 without a token", async () => {
    expect((await ctx.api.call("get", "/shell")).status).toBe(401);
    const user = await ctx.api.user("Employee", { company: "Shell Co 2" });
    const shell = await ctx.api.call("get", "/shell", { token: user.token });
    expect(shell.status).toBe(200);
    expect(shell.body.data.favourites).toEqual([]);
    expect(shell.body.data.unread.total).toBe(0);
  });
});
