import { beforeAll, describe, expect, it } from "vitest";
import { testApiFixture } from "../../../tests/support/fixture";
import { plannedAs } from "../../../tests/support/statements";
import { matchesPerson } from "./people.server";
import { assets, people } from "./schema.server";
import { matchesSite } from "./service.server";

let token: string;
let other: string;
const site = (name: string, city: string, address: string, country: string) => ({
  name,
  type: "office",
  address,
  city,
  country,
  lat: 48.85,
  lng: 2.35,
});
const ctx = testApiFixture();
beforeAll(async () => {
  token = (await ctx.api.user("CorpAdmin", { company: "Search Co" })).token;
  other = (await ctx.api.user("CorpAdmin", { company: "Other Search Co" })).token;
  for (const body of [
    site("Paris Depot", "Paris", "12 Rue de Rivoli", "France"),
    site("North Warehouse", "Lille", "3 Place du Théâtre", "France"),
    site("Harbour 50%_off", "Le Havre", "Quai 5", "France"),
  ])
    expect((await ctx.api.call("post", "/asset", { token, body })).status).toBe(201);
  await ctx.api.call("post", "/asset", {
    token: other,
    body: site("Paris Annex", "Paris", "1 Rue", "France"),
  });
});

const names = async (path: string, q: string, as = token) =>
  (
    (await ctx.api.call("get", path, { token: as, query: { q } })).body.data as {
      name?: string;
      lastName?: string;
    }[]
  )
    .map((r) => r.name ?? r.lastName)
    .sort();

describe("site search", () => {
  it("finds a site by any part of its name, city, address or country, in any case", async () => {
    expect(await names("/asset/all", "depot")).toEqual(["Paris Depot"]);
    expect(await names("/asset/all", "LILLE")).toEqual(["North Warehouse"]);
    expect(await names("/asset/all", "rivoli")).toEqual(["Paris Depot"]);
    expect(await names("/asset/all", "franc")).toEqual(["Harbour 50%_off", "North Warehouse", "Paris Depot"]);
  });

  it("never matches across two fields, takes % and _ literally, and keeps to the company", async () => {
    // "Depot" ends the name and "Paris" is the city: not one text.
    expect(await names("/asset/all", "Depot Paris")).toEqual([]);
    expect(await names("/asset/all", "50%_")).toEqual(["Harbour 50%_off"]);
    expect(await names("/asset/all", "%")).toEqual(["Harbour 50%_off"]);
    expect(await names("/asset/all", "annex")).toEqual([]);
    expect(await names("/asset/all", "annex", other)).toEqual(["Paris Annex"]);
  });
});

describe("people search", () => {
  beforeAll(async () => {
    const sites = (await ctx.api.call("get", "/asset/all", { token })).body.data as {
      id: string;
      name: string;
    }[];
    const depot = sites.find((s) => s.name === "Paris Depot")!.id;
    const warehouse = sites.find((s) => s.name === "North Warehouse")!.id;
    for (const [firstName, lastName, email, homeAssetId] of [
      ["Ada", "Lovelace", "ada@search.example", depot],
      ["Alan", "Turing", "alan@bletchley.example", warehouse],
    ])
      expect(
        (
          await ctx.api.call("post", "/people", {
            token,
            body: { type: "employee", firstName, lastName, email, homeAssetId },
          })
        ).status,
      ).toBe(201);
  });

  it("finds a person by full name, part of the email, or their home site's name", async () => {
    expect(await names("/people/all", "ada lovelace")).toEqual(["Lovelace"]);
    expect(await names("/people/all", "bletchley")).toEqual(["Turing"]);
    expect(await names("/people/all", "warehouse")).toEqual(["Turing"]);
    expect(await names("/people/all", "a")).toEqual(["Lovelace", "Turing"]);
    expect(await names("/people/all", "nobody")).toEqual([]);
    expect(await names("/people/all", "lovelace", other)).toEqual([]);
    // The count is the sites' kind: exact below the cap, and the page says it did not stop counting.
    const paged = await ctx.api.call("get", "/people/all", { token, query: { q: "a" } });
    expect(paged.body.page).toMatchObject({ total: 2, totalCapped: false });
  });
});

/** The searches are answered by the trigram indexes (migrations/0005), not by reading every row. */
describe("search indexes", () => {
  const plan = (query: Parameters<typeof plannedAs>[1]) => plannedAs(ctx.api, query);

  it("uses the site search index", async () => {
    const query = ctx.api.db.select({ id: assets.id }).from(assets).where(matchesSite("depot"));
    const text = await plan(query);
    expect(text).toContain("assets_search_trgm_idx");
    expect(text).not.toContain("Seq Scan");
  });

  it("uses the people and site-name indexes for a people search", async () => {
    const query = ctx.api.db
      .select({ id: people.id })
      .from(people)
      .where(matchesPerson(ctx.api.db, "00000000-0000-0000-0000-000000000000", "lovelace"));
    const text = await plan(query);
    expect(text).toContain("people_search_trgm_idx");
    expect(text).toContain("people_home_asset_idx");
    // The home sites are found through an index as well (which one is the planner's choice by table size).
    expect(text).not.toContain("Seq Scan");
  });
});
