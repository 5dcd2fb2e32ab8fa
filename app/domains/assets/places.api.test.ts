import { beforeAll, describe, expect, it } from "vitest";
import { testApiFixture } from "../../../tests/support/fixture";

let token: string;
const ctx = testApiFixture();
beforeAll(async () => {
  token = (await ctx.api.user("CorpAdmin", { company: "Places" })).token;
});

describe("place search ('enter alert location')", () => {
  it("finds world cities with no external service, biggest first, accents ignored", async () => {
    const res = await ctx.api.call("get", "/geo/places", { token, query: { q: "sao paulo" } });
    expect(res.status).toBe(200);
    expect(res.body.data[0]).toMatchObject({ kind: "city", name: "São Paulo", label: "São Paulo, Brazil" });
    expect(res.body.data[0].lat).toBeCloseTo(-23.55, 1);
  });

  it("narrows by country after a comma", async () => {
    const res = await ctx.api.call("get", "/geo/places", { token, query: { q: "london, canada" } });
    expect(res.body.data[0]).toMatchObject({ name: "London", country: "Canada" });
    expect(res.body.data.every((p: { country: string }) => p.country === "Canada")).toBe(true);
  });

  it("offers the company's own sites first", async () => {
    await ctx.api.call("post", "/asset", {
      token,
      body: { name: "Lyon Depot", type: "site", city: "Lyon", country: "France", lat: 45.73, lng: 4.83 },
    });
    const res = await ctx.api.call("get", "/geo/places", { token, query: { q: "lyon" } });
    expect(res.body.data[0]).toMatchObject({ kind: "site", name: "Lyon Depot" });
    expect(res.body.data[1]).toMatchObject({ kind: "city", name: "Lyon" });
  });

  it("answers an empty list when nothing matches (the page then says 'Searched Location Not Found')", async () => {
    const res = await ctx.api.call("get", "/geo/places", { token, query: { q: "xqzzyville" } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
  });
});

describe("map settings", () => {
  it("uses the bundled world outline until a tile server is set, and checks the URL", async () => {
    const before = await ctx.api.call("get", "/geo/map-settings", { token });
    expect(before.body.data).toMatchObject({ tileUrl: null, outlineUrl: "/map/world-land.geojson" });
    const bad = await ctx.api.call("put", "/geo/map-settings", { token, body: { tileUrl: "ftp://tiles" } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.tileUrl).toBeDefined();
    const url = "https://tiles.example/{z}/{x}/{y}.png";
    const set = await ctx.api.call("put", "/geo/map-settings", { token, body: { tileUrl: url } });
    expect(set.body.data.tileUrl).toBe(url);
    expect((await ctx.api.call("get", "/geo/map-settings", { token })).body.data.tileUrl).toBe(url);
  });
});

describe("map labels (issue 24: sites as named markers, place names at city zoom)", () => {
  const lyon = { south: 45.6, west: 4.7, north: 45.9, east: 5.0 };
  it("names the company's sites in the view, and bundled places only at city zoom", async () => {
    await ctx.api.call("post", "/asset", {
      token,
      body: {
        name: "Villeurbanne Store",
        type: "site",
        city: "Lyon",
        country: "France",
        lat: 45.77,
        lng: 4.88,
      },
    });
    const city = await ctx.api.call("get", "/geo/labels", { token, query: { ...lyon, zoom: 10 } });
    expect(city.status).toBe(200);
    expect(city.body.data.sites.map((s: { name: string }) => s.name)).toContain("Villeurbanne Store");
    expect(city.body.data.places[0]).toMatchObject({ name: "Lyon" });
    const world = await ctx.api.call("get", "/geo/labels", {
      token,
      query: { south: -85, west: -180, north: 85, east: 180, zoom: 2 },
    });
    expect(world.body.data.places).toEqual([]);
    expect(world.body.data.sites.map((s: { name: string }) => s.name)).toContain("Villeurbanne Store");
  });

  it("is bounded by the view (across the antimeridian too) and by the company", async () => {
    const fiji = await ctx.api.call("get", "/geo/labels", {
      token,
      query: { south: -20, west: 170, north: -15, east: -175, zoom: 8 },
    });
    expect(fiji.body.data.places.map((p: { name: string }) => p.name)).toContain("Suva");
    expect(fiji.body.data.sites).toEqual([]);
    const other = (await ctx.api.user("CorpAdmin", { company: "Elsewhere" })).token;
    const theirs = await ctx.api.call("get", "/geo/labels", { token: other, query: { ...lyon, zoom: 10 } });
    expect(theirs.body.data.sites).toEqual([]);
    const bad = await ctx.api.call("get", "/geo/labels", { token, query: { ...lyon, north: 95, zoom: 10 } });
    expect(bad.status).toBe(400);
  });
});
