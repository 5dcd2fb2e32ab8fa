import { describe, expect, it } from "vitest";
import { boundingBox, destination, distanceKm, type LatLng, normalizeLng } from "./sphere";
import { fromKm, KM_PER_MILE, radiusQuerySchema, toKm } from "./units";

const LONDON = { lat: 51.5072, lng: -0.1276 };
const PARIS = { lat: 48.8566, lng: 2.3522 };

function inBox(p: LatLng, box: ReturnType<typeof boundingBox>) {
  return (
    p.lat >= box.minLat &&
    p.lat <= box.maxLat &&
    box.lngRanges.some(([west, east]) => p.lng >= west && p.lng <= east)
  );
}

/** A small deterministic generator so a failure can be replayed. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1664525 + 1013904223) % 4294967296;
    return s / 4294967296;
  };
}

describe("great-circle distance", () => {
  it("measures London to Paris as about 344 km, the same both ways", () => {
    expect(distanceKm(LONDON, PARIS)).toBeCloseTo(343.5, 0);
    expect(distanceKm(PARIS, LONDON)).toBeCloseTo(distanceKm(LONDON, PARIS), 9);
  });

  it("is short across the antimeridian and across a pole", () => {
    // Fiji side to Samoa side of the 180° line: one degree of longitude at the equator.
    expect(distanceKm({ lat: 0, lng: 179.5 }, { lat: 0, lng: -179.5 })).toBeCloseTo(111.2, 0);
    // Two points 1° from the North Pole on opposite meridians are 2° apart.
    expect(distanceKm({ lat: 89, lng: 0 }, { lat: 89, lng: 180 })).toBeCloseTo(222.4, 0);
  });

  it("converts miles and kilometres", () => {
    expect(toKm(10, "miles")).toBeCloseTo(16.09344, 6);
    expect(fromKm(KM_PER_MILE, "miles")).toBeCloseTo(1, 9);
    expect(toKm(10, "km")).toBe(10);
  });

  it("normalises longitudes into [-180, 180)", () => {
    expect(normalizeLng(190)).toBe(-170);
    expect(normalizeLng(-190)).toBe(170);
    expect(normalizeLng(180)).toBe(-180);
  });
});

describe("bounding box prefilter", () => {
  it("splits in two across the antimeridian", () => {
    const box = boundingBox({ lat: -17.7, lng: 179.9 }, 100);
    expect(box.lngRanges).toHaveLength(2);
    expect(inBox({ lat: -17.7, lng: -179.8 }, box)).toBe(true);
    expect(inBox({ lat: -17.7, lng: 0 }, box)).toBe(false);
  });

  it("takes every longitude when the circle covers a pole", () => {
    const box = boundingBox({ lat: 89.5, lng: 10 }, 100);
    expect(box.maxLat).toBe(90);
    expect(box.lngRanges).toEqual([[-180, 180]]);
  });

  it("never leaves out a point that is within the radius (random centres, poles and antimeridian included)", () => {
    const rnd = random(42);
    let checked = 0;
    for (let q = 0; q < 400; q++) {
      const center = {
        lat: q % 4 === 0 ? 85 + rnd() * 5 : q % 4 === 1 ? -85 - rnd() * 5 : rnd() * 180 - 90,
        lng: q % 3 === 0 ? 175 + rnd() * 10 - 5 : rnd() * 360 - 180,
      };
      const radius = [1, 50, 500, 3000, 12000][q % 5] * (0.5 + rnd());
      const box = boundingBox({ ...center, lng: normalizeLng(center.lng) }, radius);
      for (let i = 0; i < 200; i++) {
        // Points on the circle's edge and just inside it are the ones a wrong box would drop.
        const p = destination(center, rnd() * 360, radius * (0.98 + rnd() * 0.0199));
        if (distanceKm(center, p) <= radius) {
          checked++;
          expect(inBox(p, box), JSON.stringify({ center, radius, p })).toBe(true);
        }
      }
    }
    expect(checked).toBeGreaterThan(50_000);
  });
});

describe("radius query fields", () => {
  it("refuses a latitude beyond the pole and a radius of zero on their fields", () => {
    const res = radiusQuerySchema.safeParse({ lat: "91", lng: "0", radius: "0", unit: "km" });
    expect(res.success).toBe(false);
    const paths = res.error!.issues.map((i) => i.path.join("."));
    expect(paths).toContain("lat");
    expect(paths).toContain("radius");
  });

  it("reads the no-JavaScript form's text fields", () => {
    const res = radiusQuerySchema.parse({ lat: "51.5", lng: "-0.12", radius: "25", unit: "miles" });
    expect(res).toEqual({ lat: 51.5, lng: -0.12, radius: 25, unit: "miles" });
  });
});
