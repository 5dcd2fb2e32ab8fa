import { getEnv } from "~/config.server";
import cities from "./data/cities.json";

/** One bundled place: [name, countryCode, adminCode, lat, lng, population]. */
type CityTuple = [string, string, string, number, number, number];

export interface Place {
  kind: "city" | "site" | "geocoder";
  id: string;
  name: string;
  /** What the picker shows: "Lyon, France". */
  label: string;
  lat: number;
  lng: number;
  country: string | null;
  population?: number;
}

const regionNames = new Intl.DisplayNames(["en"], { type: "region" });
const countryName = (code: string) => {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
};

/** Lower case without accents or punctuation, so "sao paulo" finds "São Paulo". */
export const normalize = (s: string) =>
  s
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

interface IndexedCity {
  key: string;
  countryKey: string;
  code: string;
  tuple: CityTuple;
}

let index: IndexedCity[] | null = null;
function cityIndex(): IndexedCity[] {
  if (!index) {
    index = (cities as CityTuple[]).map((tuple) => ({
      tuple,
      key: normalize(tuple[0]),
      code: tuple[1].toLowerCase(),
      countryKey: normalize(countryName(tuple[1])),
    }));
  }
  return index;
}

/**
 * Searches the bundled world cities: "lyon", "san fran", "paris, us", "london, canada".
 * Exact names first, then names starting with the text, then names with a word starting with it;
 * bigger places first within each rank (the data is sorted by population).
 */
export function searchCities(query: string, limit = 8): Place[] {
  const [placePart, countryPart] = query.split(",", 2).map(normalize);
  if (!placePart || placePart.length < 2) return [];
  const ranked: [number, IndexedCity][] = [];
  for (const city of cityIndex()) {
    if (countryPart && city.code !== countryPart && !city.countryKey.startsWith(countryPart)) continue;
    let rank = -1;
    if (city.key === placePart) rank = 0;
    else if (city.key.startsWith(placePart)) rank = 1;
    else if (city.key.includes(` ${placePart}`)) rank = 2;
    if (rank >= 0) ranked.push([rank, city]);
  }
  ranked.sort((a, b) => a[0] - b[0]);
  return ranked.slice(0, limit).map(([, { tuple }]) => {
    const [name, code, admin, lat, lng, population] = tuple;
    const country = countryName(code);
    return {
      kind: "city",
      id: `city:${code}:${admin}:${name}`,
      name,
      label: `${name}, ${country}`,
      lat,
      lng,
      country,
      population,
    };
  });
}

/** The bundled places inside a view (west > east crosses the antimeridian), biggest first. */
export function citiesIn(
  view: { south: number; west: number; north: number; east: number },
  limit: number,
): { name: string; lat: number; lng: number; population: number }[] {
  const found = [];
  const across = view.west > view.east;
  for (const [name, , , lat, lng, population] of cities as CityTuple[]) {
    if (lat < view.south || lat > view.north) continue;
    if (across ? lng < view.west && lng > view.east : lng < view.west || lng > view.east) continue;
    found.push({ name, lat, lng, population });
    // The data is sorted by population: the first ones found are the biggest.
    if (found.length === limit) break;
  }
  return found;
}

/**
 * An optional external geocoder (Nominatim-compatible: GET {url}?q=…&format=json), set with GEOCODER_URL.
 * Keel never needs it; when it fails or is slow the bundled results stand alone.
 */
export async function searchGeocoder(query: string, limit = 5): Promise<Place[]> {
  const base = getEnv().GEOCODER_URL;
  if (!base) return [];
  try {
    const url = new URL(base);
    url.searchParams.set("q", query);
    url.searchParams.set("format", "json");
    url.searchParams.set("limit", String(limit));
    const res = await fetch(url, {
      signal: AbortSignal.timeout(3000),
      headers: { "user-agent": "Keel place search" },
    });
    if (!res.ok) return [];
    const body = (await res.json()) as { display_name?: string; lat?: string; lon?: string }[];
    return body
      .filter((r) => r.display_name && Number.isFinite(Number(r.lat)) && Number.isFinite(Number(r.lon)))
      .slice(0, limit)
      .map((r, i) => ({
        kind: "geocoder" as const,
        id: `geocoder:${i}:${r.lat},${r.lon}`,
        name: r.display_name!.split(",")[0],
        label: r.display_name!,
        lat: Number(r.lat),
        lng: Number(r.lon),
        country: null,
      }));
  } catch {
    return [];
  }
}

/** The country (ISO code) of the bundled city nearest a point: the country of a site recorded without one. */
export function countryNear(lat: number, lng: number): string | null {
  let best: string | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  const cosLat = Math.cos((lat * Math.PI) / 180);
  for (const [, code, , cityLat, cityLng] of cities as CityTuple[]) {
    const dLng = Math.abs(cityLng - lng);
    const d = (cityLat - lat) ** 2 + (Math.min(dLng, 360 - dLng) * cosLat) ** 2;
    if (d < bestDistance) {
      bestDistance = d;
      best = code;
    }
  }
  return best;
}
