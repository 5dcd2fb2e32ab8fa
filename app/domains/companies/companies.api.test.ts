import { describe, expect, it } from "vitest";
import { testApiFixture } from "../../../tests/support/fixture";
import { COMPANY_MESSAGES } from "./validation";

const ctx = testApiFixture();

const PNG_1PX =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

describe("Manage Company", () => {
  it("lets a Corporate Administrator change the name, logo and settings", async () => {
    const corp = await ctx.api.user("CorpAdmin", { company: "Rename Co" });
    const res = await ctx.api.call("put", "/company", {
      token: corp.token,
      body: {
        name: "Renamed Co",
        logo: PNG_1PX,
        settings: { timezone: "Europe/Oslo", dateFormat: "DD/MM/YYYY" },
      },
    });
    expect(res.status).toBe(200);
    const read = await ctx.api.call("get", "/company", { token: corp.token });
    expect(read.body.data).toMatchObject({
      name: "Renamed Co",
      logo: PNG_1PX,
      settings: { timezone: "Europe/Oslo", dateFormat: "DD/MM/YYYY" },
      userCount: 1,
    });
  });

  it("puts bad input on its fields and keeps the stored company", async () => {
    const corp = await ctx.api.user("CorpAdmin", { company: "Strict Co" });
    const res = await ctx.api.call("put", "/company", {
      token: corp.token,
      body: {
        name: " ",
        settings: { timezone: "Mars/Olympus", dateFormat: "YYYY-MM-DD", callingCodes: "+44, 33x" },
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.name).toEqual(["Company name is required."]);
    expect(res.body.error.fields["settings.timezone"]).toEqual([COMPANY_MESSAGES.timezoneInvalid]);
    // A mistyped code is said on the field itself (it was keyed to the code's place in the list, which no field
    // shows: the form came back unsaved and silent).
    expect(res.body.error.fields["settings.callingCodes"]).toEqual([COMPANY_MESSAGES.callingCodesInvalid]);
    const logo = await ctx.api.call("put", "/company", {
      token: corp.token,
      body: {
        name: "Strict Co",
        logo: `data:image/png;base64,${Buffer.from("not an image").toString("base64")}`,
      },
    });
    expect(logo.status).toBe(400);
    expect(logo.body.error.fields.logo).toBeDefined();
    expect((await ctx.api.call("get", "/company", { token: corp.token })).body.data.name).toBe("Strict Co");
  });

  it("refuses changes from every role but the narrower admin group", async () => {
    for (const role of ["BUAdmin", "CorpViewOnly", "BCPLead", "Employee"] as const) {
      const u = await ctx.api.user(role, { company: "Locked Co" });
      const res = await ctx.api.call("put", "/company", { token: u.token, body: { name: "Mine now" } });
      expect(res.status, role).toBe(403);
    }
  });

  it("lists every company to the System Administrator and only their own to others", async () => {
    const sys = await ctx.api.user("Admin", { company: "Keel Ops" });
    const corp = await ctx.api.user("CorpAdmin", { company: "Client Co" });
    const all = await ctx.api.call("get", "/company/all", { token: sys.token });
    expect(all.body.data.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining(["Keel Ops", "Client Co"]),
    );
    const own = await ctx.api.call("get", "/company/all", { token: corp.token });
    expect(own.body.data.map((c: { name: string }) => c.name)).toEqual(["Client Co"]);
    const bySys = await ctx.api.call("get", `/company/detail/${corp.companyId}`, { token: sys.token });
    expect(bySys.status).toBe(200);
  });
});
