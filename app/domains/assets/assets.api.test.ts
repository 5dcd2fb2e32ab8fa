import { beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "~/shared/messages";
import { testApiFixture } from "../../../tests/support/fixture";

let token: string;
const ctx = testApiFixture();
beforeAll(async () => {
  token = (await ctx.api.user("CorpAdmin", { company: "Sites" })).token;
});

const london = {
  name: "London Office",
  type: "office",
  address: "1 Poultry",
  city: "London",
  state: "England",
  country: "United Kingdom",
  lat: 51.5134,
  lng: -0.0904,
};

describe("assets", () => {
  it("creates, reads, changes and deletes a site", async () => {
    const created = await ctx.api.call("post", "/asset", {
      token,
      body: london,
    });
    expect(created.status).toBe(201);
    expect(created.body.data.message).toBe(MESSAGES.locationAdded);
    const id = created.body.data.asset.id;
    const read = await ctx.api.call("get", `/asset/${id}`, { token });
    expect(read.body.data).toMatchObject({ name: "London Office", lat: 51.5134, peopleCount: 0 });
    const withBcp = await ctx.api.call("get", "/asset/company-assets-with-bcp", { token });
    // No process is delivered there yet (plans-meet-incidents.api.test.ts links one).
    expect(withBcp.body.data).toEqual([]);
    const changed = await ctx.api.call("put", `/asset/${id}`, {
      token,
      body: { ...london, name: "London HQ" },
    });
    expect(changed.body.data.message).toBe(MESSAGES.locationsSaved);
    const list = await ctx.api.call("get", "/asset/all", { token, query: { q: "hq" } });
    expect(list.body.data.map((a: { name: string }) => a.name)).toEqual(["London HQ"]);
    expect(list.body.page).toMatchObject({ page: 1, total: 1 });
    const removed = await ctx.api.call("delete", `/asset/${id}`, { token });
    expect(removed.body.data.message).toBe(MESSAGES.locationRemoved);
    expect((await ctx.api.call("get", `/asset/${id}`, { token })).status).toBe(404);
  });

  it("puts each bad field's message on that field and keeps nothing", async () => {
    const res = await ctx.api.call("post", "/asset", {
      token,
      body: { name: "", type: "castle", lat: "north", lng: 200 },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields).sort()).toEqual(["lat", "lng", "name", "type"]);
    expect(res.body.error.fields.lng).toEqual(["Longitude must be between -180 and 180."]);
  });

  it("lists locations and addresses for pickers and filters", async () => {
    const { token: t } = await ctx.api.user("CorpAdmin", { company: "Pickers" });
    await ctx.api.call("post", "/asset", { token: t, body: london });
    await ctx.api.call("post", "/asset", {
      token: t,
      body: { ...london, name: "Canary Wharf", address: "25 Canada Square", lat: 51.505, lng: -0.0195 },
    });
    await ctx.api.call("post", "/asset", {
      token: t,
      body: { name: "Lyon Depot", type: "site", city: "Lyon", country: "France", lat: 45.76, lng: 4.84 },
    });
    const locations = await ctx.api.call("get", "/asset/locations", { token: t });
    expect(locations.body.data).toEqual([
      { country: "France", state: null, city: "Lyon", assetCount: 1 },
      { country: "United Kingdom", state: "England", city: "London", assetCount: 2 },
    ]);
    const addresses = await ctx.api.call("get", "/asset/addresses", { token: t });
    expect(addresses.body.data[0]).toMatchObject({
      name: "Canary Wharf",
      fullAddress: "25 Canada Square, London, England, United Kingdom",
    });
    const lyon = await ctx.api.call("get", "/asset/addresses", { token: t, query: { q: "lyon" } });
    expect(lyon.body.data.map((a: { name: string }) => a.name)).toEqual(["Lyon Depot"]);
    expect(lyon.body.page).toMatchObject({ page: 1, pageSize: 20, total: 1, totalCapped: false });
  });

  it("answers the site picker 20 sites a page, never every site", async () => {
    const { token: t } = await ctx.api.user("CorpAdmin", { company: "Many sites" });
    for (let i = 1; i <= 23; i++)
      await ctx.api.call("post", "/asset", {
        token: t,
        body: { ...london, name: `Site ${String(i).padStart(2, "0")}` },
      });
    const first = await ctx.api.call("get", "/asset/addresses", { token: t });
    expect(first.body.data).toHaveLength(20);
    expect(first.body.page).toMatchObject({ page: 1, pageSize: 20, total: 23 });
    const second = await ctx.api.call("get", "/asset/addresses", { token: t, query: { page: 2 } });
    expect(second.body.data.map((a: { name: string }) => a.name)).toEqual(["Site 21", "Site 22", "Site 23"]);
    const tooMany = await ctx.api.call("get", "/asset/addresses", { token: t, query: { pageSize: 1000 } });
    expect(tooMany.status).toBe(400);
  });

  it("answers another company's site with 404, and never lists it", async () => {
    const other = await ctx.api.user("CorpAdmin", { company: "Rival" });
    const { body } = await ctx.api.call("post", "/asset", { token: other.token, body: london });
    const id = body.data.asset.id;
    expect((await ctx.api.call("get", `/asset/${id}`, { token })).status).toBe(404);
    expect((await ctx.api.call("put", `/asset/${id}`, { token, body: london })).status).toBe(404);
    expect((await ctx.api.call("delete", `/asset/${id}`, { token })).status).toBe(404);
    const near = await ctx.api.call("get", "/asset/in-radius", {
      token,
      query: { lat: london.lat, lng: london.lng, radius: 1 },
    });
    expect(near.body.data.map((a: { id: string }) => a.id)).not.toContain(id);
  });

  it("lets readers read but only administrators change sites", async () => {
    const lead = await ctx.api.user("BCPLead", { company: "Sites" });
    expect((await ctx.api.call("get", "/asset/all", { token: lead.token })).status).toBe(200);
    expect((await ctx.api.call("post", "/asset", { token: lead.token, body: london })).status).toBe(403);
    const employee = await ctx.api.user("Employee", { company: "Sites" });
    expect((await ctx.api.call("get", "/asset/all", { token: employee.token })).status).toBe(403);
  });
});

describe("people", () => {
  it("places a person at their home site and moves them with it", async () => {
    const { token: t } = await ctx.api.user("CorpAdmin", { company: "Movers" });
    const site = (await ctx.api.call("post", "/asset", { token: t, body: london })).body.data.asset;
    const created = await ctx.api.call("post", "/people", {
      token: t,
      body: {
        type: "employee",
        firstName: "Grace",
        lastName: "Hopper",
        email: "Grace@Movers.example",
        mobile: "+44 7700 900000",
        homeAssetId: site.id,
        emergencyContactName: "Alan",
        emergencyContactPhone: "+44 20 7946 0000",
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.data.person).toMatchObject({ lat: london.lat, lng: london.lng, ownLocation: false });
    const personId = created.body.data.person.id;

    await ctx.api.call("put", `/asset/${site.id}`, { token: t, body: { ...london, lat: 53.48, lng: -2.24 } });
    const inManchester = await ctx.api.call("get", "/people/in-radius", {
      token: t,
      query: { lat: 53.48, lng: -2.24, radius: 5, unit: "miles" },
    });
    expect(inManchester.body.data.map((p: { id: string }) => p.id)).toEqual([personId]);

    const card = await ctx.api.call("get", "/people/card-details", { token: t, query: { id: personId } });
    expect(card.body.data).toMatchObject({
      name: "Grace Hopper",
      typeLabel: "Employee",
      email: "grace@movers.example",
      emergencyContact: { name: "Alan", phone: "+44 20 7946 0000" },
      homeSite: { name: "London Office" },
    });

    const blocked = await ctx.api.call("delete", `/asset/${site.id}`, { token: t });
    expect(blocked.status).toBe(409);
    expect(blocked.body.error.message).toContain("home site");
  });

  it("needs a home site or a point of their own", async () => {
    const res = await ctx.api.call("post", "/people", {
      token,
      body: { type: "contractor", firstName: "No", lastName: "Where", lat: 10 },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.lng).toBeDefined();
    const none = await ctx.api.call("post", "/people", {
      token,
      body: { type: "contractor", firstName: "No", lastName: "Where" },
    });
    expect(none.body.error.fields.homeAssetId).toBeDefined();
  });
});

describe("CSV import", () => {
  it("creates the good rows and reports each bad row by its line", async () => {
    const { token: t } = await ctx.api.user("CorpAdmin", { company: "Importers" });
    const csv = [
      "Name,Type,Address,City,Country,Latitude,Longitude",
      "Leeds Office,Office,1 Park Row,Leeds,United Kingdom,53.797,-1.547",
      "Broken Site,Castle,,Nowhere,,95,10",
      '"Bristol, Temple Quay",warehouse,"2 Temple Back East",Bristol,United Kingdom,51.452,-2.583',
      ",Office,,,,,",
      "Berlin Data Center,data center,,Berlin,Germany,52.52,13.405",
    ].join("\r\n");
    const res = await ctx.api.call("post", "/asset/import", { token: t, body: { csv } });
    expect(res.status).toBe(200);
    expect(res.body.data.created).toBe(3);
    expect(res.body.data.failed).toBe(2);
    const lines = res.body.data.errors.map((e: { line: number; field: string }) => `${e.line}:${e.field}`);
    // Each error names the column as the file heads it, not the field behind it (audit 2026-12-03).
    expect(lines).toEqual(
      expect.arrayContaining(["3:Type", "3:Latitude", "5:Name", "5:Latitude", "5:Longitude"]),
    );
    expect(res.body.data.message).toBe("3 rows imported; 2 rows have errors and were not imported.");
    const list = await ctx.api.call("get", "/asset/all", { token: t });
    expect(list.body.data.map((a: { name: string }) => a.name)).toEqual([
      "Berlin Data Center",
      "Bristol, Temple Quay",
      "Leeds Office",
    ]);

    const people = [
      "First Name,Last Name,Type,Email,Home Site",
      "Ann,Lee,Employee,ann@importers.example,Leeds Office",
      "Bob,Ray,Contractor,bob@importers.example,Atlantis",
      "Cy,Po,intern,not-an-email,leeds office",
    ].join("\n");
    const ppl = await ctx.api.call("post", "/people/import", { token: t, body: { csv: people } });
    expect(ppl.body.data.created).toBe(1);
    expect(ppl.body.data.errors).toEqual(
      expect.arrayContaining([
        { line: 3, field: "Home Site", message: 'No site named "Atlantis".' },
        expect.objectContaining({ line: 4, field: "Type" }),
        expect.objectContaining({ line: 4, field: "Email" }),
      ]),
    );

    // The file imported again with its bad rows corrected adds those rows, not a second Ann; a repeated email
    // within the file is refused on its line too.
    const corrected = [
      "First Name,Last Name,Type,Email,Home Site",
      "Ann,Lee,Employee,ANN@importers.example,Leeds Office",
      "Bob,Ray,Contractor,bob@importers.example,Leeds Office",
      "Cy,Po,Employee,cy@importers.example,leeds office",
      "Bob,Ray,Contractor,Bob@Importers.example,Leeds Office",
    ].join("\n");
    const again = await ctx.api.call("post", "/people/import", { token: t, body: { csv: corrected } });
    expect(again.body.data.created).toBe(2);
    expect(again.body.data.errors).toEqual([
      {
        line: 2,
        field: "Email",
        message: 'The people register already has someone with the email "ann@importers.example".',
      },
      {
        line: 5,
        field: "Email",
        message: 'The people register already has someone with the email "bob@importers.example".',
      },
    ]);
    const names = (await ctx.api.call("get", "/people/all", { token: t })).body.data.map(
      (p: { firstName: string }) => p.firstName,
    );
    expect(names.sort()).toEqual(["Ann", "Bob", "Cy"]);
  });

  it("refuses a file without the required columns, naming them", async () => {
    const res = await ctx.api.call("post", "/asset/import", { token, body: { csv: "Name,City\nX,Y\n" } });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.csv).toEqual(["The header line lacks: Type, Latitude, Longitude."]);
  });
});

describe("incident impact", () => {
  it("loads the sites, ad hoc locations and people within a radius, and records actions", async () => {
    const { token: t } = await ctx.api.user("CorpAdmin", { company: "Impact" });
    const incidentId = "6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f";
    const site = (await ctx.api.call("post", "/asset", { token: t, body: london })).body.data.asset;
    await ctx.api.call("post", "/asset", { token: t, body: { ...london, name: "Far", lat: 40, lng: -74 } });
    await ctx.api.call("post", "/people", {
      token: t,
      body: { type: "employee", firstName: "In", lastName: "Side", homeAssetId: site.id },
    });
    const adhoc = await ctx.api.call("post", "/asset/adhoc", {
      token: t,
      body: { incidentId, name: "Temporary event venue", lat: 51.52, lng: -0.1 },
    });
    expect(adhoc.status).toBe(201);
    expect(adhoc.body.data.message).toBe(MESSAGES.locationAdded);
    // Ad hoc locations belong to their incident: not in the site list.
    const all = await ctx.api.call("get", "/asset/all", { token: t });
    expect(all.body.data.map((a: { name: string }) => a.name)).not.toContain("Temporary event venue");

    const loaded = await ctx.api.call("post", "/impactedAsset", {
      token: t,
      body: { incidentId, lat: 51.51, lng: -0.12, radius: 10, unit: "km" },
    });
    expect(loaded.status).toBe(200);
    expect(loaded.body.data.message).toBe(MESSAGES.locationsSaved);
    expect(loaded.body.data.assets.map((a: { name: string }) => a.name).sort()).toEqual([
      "London Office",
      "Temporary event venue",
    ]);
    expect(loaded.body.data.people).toHaveLength(1);

    const impacted = await ctx.api.call("get", "/impactedAsset", { token: t, query: { incidentId } });
    const office = impacted.body.data.assets.find(
      (a: { asset: { name: string } }) => a.asset.name === "London Office",
    );
    const action = await ctx.api.call("post", "/assetAction", {
      token: t,
      body: { impactedAssetId: office.id, action: "evacuated", note: "All out by 10:05" },
    });
    expect(action.status).toBe(201);
    const again = await ctx.api.call("get", "/impactedAsset", { token: t, query: { incidentId } });
    const after = again.body.data.assets.find((a: { id: string }) => a.id === office.id);
    expect(after.lastAction).toMatchObject({ action: "evacuated", note: "All out by 10:05" });

    // The ad hoc location shows in radius queries for its own incident only.
    const inRadius = await ctx.api.call("get", "/asset/in-radius", {
      token: t,
      query: { lat: 51.52, lng: -0.1, radius: 0.5, incidentId },
    });
    expect(inRadius.body.data.map((a: { name: string }) => a.name)).toEqual(["Temporary event venue"]);
    const company = await ctx.api.call("get", "/asset/in-radius", {
      token: t,
      query: { lat: 51.52, lng: -0.1, radius: 0.5 },
    });
    expect(company.body.data).toEqual([]);
    const companySite = await ctx.api.call("delete", `/asset/adhoc/${site.id}`, { token: t });
    expect(companySite.status).toBe(404);
    const removed = await ctx.api.call("delete", `/asset/adhoc/${adhoc.body.data.asset.id}`, { token: t });
    expect(removed.body.data.message).toBe(MESSAGES.locationRemoved);
    expect(
      (await ctx.api.call("get", "/asset/adhoc", { token: t, query: { incidentId } })).body.data,
    ).toEqual([]);

    const other = await ctx.api.user("CorpAdmin", { company: "NotImpact" });
    const foreign = await ctx.api.call("get", "/impactedAsset", {
      token: other.token,
      query: { incidentId },
    });
    expect(foreign.body.data).toMatchObject({ assets: [], people: [], counts: { people: { total: 0 } } });
  });
});
