import { beforeAll, describe, expect, it } from "vitest";
import { distanceKm, isPlaced, type LatLng } from "~/domains/geo/sphere";
import { toKm } from "~/domains/geo/units";
import { testApiFixture } from "../../../tests/support/fixture";
import { assets, people } from "./schema.server";

let token: string;
let points: (LatLng & { id: string })[] = [];
let personPoints: (LatLng & { id: string })[] = [];

function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1664525 + 1013904223) % 4294967296;
    return s / 4294967296;
  };
}
const rnd = random(7);
/** Uniform on the sphere, or crowded near the poles, or crowded along the antimeridian. */
function randomPoint(i: number): LatLng {
  const kind = i % 3;
  if (kind === 1) return { lat: (rnd() < 0.5 ? -1 : 1) * (80 + rnd() * 10), lng: rnd() * 360 - 180 };
  if (kind === 2) return { lat: rnd() * 160 - 80, lng: rnd() < 0.5 ? 175 + rnd() * 5 : -180 + rnd() * 5 };
  return { lat: (Math.asin(2 * rnd() - 1) * 180) / Math.PI, lng: rnd() * 360 - 180 };
}

const ctx = testApiFixture();
beforeAll(async () => {
  const user = await ctx.api.user("CorpAdmin", { company: "Geo" });
  token = user.token;
  const rows = Array.from({ length: 3000 }, (_, i) => ({
    companyId: user.companyId,
    name: `Site ${i}`,
    type: "site" as const,
    ...randomPoint(i),
  }));
  points = (
    await ctx.api.db
      .insert(assets)
      .values(rows)
      .returning({ id: assets.id, lat: assets.lat, lng: assets.lng })
  ).filter(isPlaced);
  const personRows = Array.from({ length: 900 }, (_, i) => ({
    companyId: user.companyId,
    type: "employee" as const,
    firstName: "P",
    lastName: String(i),
    ownLocation: true,
    ...randomPoint(i),
  }));
  personPoints = (await ctx.api.db
    .insert(people)
    .values(personRows)
    .returning({ id: people.id, lat: people.lat, lng: people.lng })) as typeof personPoints;
  // Another company's sites sit exactly where the queries look; they must never show.
  const other = await ctx.api.user("CorpAdmin", { company: "Elsewhere" });
  await ctx.api.db.insert(assets).values(
    points.slice(0, 300).map((p) => ({
      companyId: other.companyId,
      name: "Theirs",
      type: "site" as const,
      lat: p.lat,
      lng: p.lng,
    })),
  );
}, 120_000);

/** Brute force: every point's distance, no index, no box. Points within a micrometre of the edge are left out of the comparison. */
function bruteForce(set: (LatLng & { id: string })[], center: LatLng, radiusKm: number) {
  const inside = new Set<string>();
  const edge = new Set<string>();
  for (const p of set) {
    const d = distanceKm(center, p);
    if (Math.abs(d - radiusKm) < 1e-6) edge.add(p.id);
    else if (d < radiusKm) inside.add(p.id);
  }
  return { inside, edge };
}

const queries = Array.from({ length: 60 }, (_, q) => {
  const center = randomPoint(q);
  const unit = q % 2 === 0 ? ("km" as const) : ("miles" as const);
  const radius = [30, 300, 1500, 5000, 15000, 800][q % 6] * (0.5 + rnd());
  return { ...center, radius: Math.round(radius * 100) / 100, unit };
});

describe(`radius queries agree with brute force (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  it("/asset/in-radius finds exactly the sites within the radius, nearest first, for 60 random circles", async () => {
    let found = 0;
    for (const q of queries) {
      const res = await ctx.api.call("get", "/asset/in-radius", { token, query: q });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const ids: string[] = res.body.data.map((a: { id: string }) => a.id);
      const { inside, edge } = bruteForce(points, q, toKm(q.radius, q.unit));
      const got = new Set(ids.filter((id) => !edge.has(id)));
      expect(got, JSON.stringify(q)).toEqual(inside);
      const distances: number[] = res.body.data.map((a: { distance: number }) => a.distance);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      expect(distances.every((d) => d <= q.radius + 1e-3)).toBe(true);
      found += inside.size;
    }
    expect(found).toBeGreaterThan(1000);
  });

  it("/people/in-radius finds exactly the people within the radius", async () => {
    for (const q of queries.slice(0, 30)) {
      const res = await ctx.api.call("get", "/people/in-radius", { token, query: q });
      expect(res.status).toBe(200);
      const { inside, edge } = bruteForce(personPoints, q, toKm(q.radius, q.unit));
      const got = new Set<string>(
        res.body.data.map((p: { id: string }) => p.id).filter((id: string) => !edge.has(id)),
      );
      expect(got, JSON.stringify(q)).toEqual(inside);
    }
  });

  it("covers a pole and the antimeridian in one circle", async () => {
    const q = { lat: 88, lng: 179, radius: 600, unit: "km" };
    const res = await ctx.api.call("get", "/asset/in-radius", { token, query: q });
    const { inside } = bruteForce(points, q, 600);
    expect(inside.size).toBeGreaterThan(0);
    expect(new Set(res.body.data.map((a: { id: string }) => a.id))).toEqual(inside);
    const lngs = res.body.data.map((a: { lng: number }) => a.lng);
    expect(Math.min(...lngs)).toBeLessThan(-90);
    expect(Math.max(...lngs)).toBeGreaterThan(90);
  });

  it("answers the nearest office to a point, searching ever wider", async () => {
    const user = await ctx.api.user("CorpAdmin", { company: "Nearest" });
    const make = (name: string, lat: number, lng: number, type = "office") =>
      ctx.api.call("post", "/asset", { token: user.token, body: { name, type, lat, lng } });
    await make("Suva Office", -18.14, 178.44);
    await make("Apia Warehouse", -13.83, -171.76, "warehouse");
    await make("Auckland Office", -36.85, 174.76);
    // From Apia (across the antimeridian) the nearest office is Suva, 1,150 km away, not Auckland.
    const res = await ctx.api.call("get", "/asset/nearest", {
      token: user.token,
      query: { lat: -13.83, lng: -171.76 },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.name).toBe("Suva Office");
    expect(res.body.data.distanceKm).toBeGreaterThan(1000);
    expect(res.body.data.distanceKm).toBeLessThan(1300);
    const warehouse = await ctx.api.call("get", "/asset/nearest", {
      token: user.token,
      query: { lat: 51.5, lng: 0, type: "warehouse" },
    });
    expect(warehouse.body.data.name).toBe("Apia Warehouse");
    const none = await ctx.api.call("get", "/asset/nearest", {
      token: user.token,
      query: { lat: 0, lng: 0, type: "data_centre" },
    });
    expect(none.body.data).toBeNull();
  });

  it("refuses a bad centre or radius with the message on its field", async () => {
    const res = await ctx.api.call("get", "/asset/in-radius", {
      token,
      query: { lat: 95, lng: 0, radius: -1 },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields)).toEqual(expect.arrayContaining(["lat", "radius"]));
  });
});
