import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../../tests/support/api";

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await createTestApi();
  token = (await api.user("CorpAdmin", { company: "Places" })).token;
});
afterAll(() => api.close());

describe("place search ('enter alert location')", () => {
  it("finds world cities with no external service, biggest first, accents ignored", async () => {
    const res = await api.call("get", "/geo/places", { token, query: { q: "sao paulo" } });
    expect(res.status).toBe(200);
    expect(res.body.data[0]).toMatchObject({ kind: "city", name: "São Paulo", label: "São Paulo, Brazil" });
    expect(res.body.data[0].lat).toBeCloseTo(-23.55, 1);
  });

  it("narrows by country after a comma", async () => {
    const res = await api.call("get", "/geo/places", { token, query: { q: "london, canada" } });
    expect(res.body.data[0]).toMatchObject({ name: "London", country: "Canada" });
    expect(res.body.data.every((p: { country: string }) => p.country === "Canada")).toBe(true);
  });

  it("offers the company's own sites first", async () => {
    await api.call("post", "/asset", {
      token,
      body: { name: "Lyon Depot", type: "site", city: "Lyon", country: "France", lat: 45.73, lng: 4.83 },
    });
    const res = await api.call("get", "/geo/places", { token, query: { q: "lyon" } });
    expect(res.body.data[0]).toMatchObject({ kind: "site", name: "Lyon Depot" });
    expect(res.body.data[1]).toMatchObject({ kind: "city", name: "Lyon" });
  });

  it("answers an empty list when nothing matches (the page then says 'Searched Location Not Found')", async () => {
    const res = await api.call("get", "/geo/places", { token, query: { q: "xqzzyville" } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
  });
});

describe("map settings", () => {
  it("uses the bundled world outline until a tile server is set, and checks the URL", async () => {
    const before = await api.call("get", "/geo/map-settings", { token });
    expect(before.body.data).toMatchObject({ tileUrl: null, outlineUrl: "/map/world-land.geojson" });
    const bad = await api.call("put", "/geo/map-settings", { token, body: { tileUrl: "ftp://tiles" } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.tileUrl).toBeDefined();
    const url = "https://tiles.example/{z}/{x}/{y}.png";
    const set = await api.call("put", "/geo/map-settings", { token, body: { tileUrl: url } });
    expect(set.body.data.tileUrl).toBe(url);
    expect((await api.call("get", "/geo/map-settings", { token })).body.data.tileUrl).toBe(url);
  });
});
