/**
 * Which places a plan covers. A plan location names any of country, state, city and site; a field it
 * leaves empty matches anything, so a plan for "France" covers every French city and site. Names are
 * compared without regard to case or surrounding spaces. A plan with no location covers the whole
 * company.
 */
export interface Place {
  country?: string | null;
  state?: string | null;
  city?: string | null;
  site?: string | null;
}

const FIELDS = ["country", "state", "city", "site"] as const;
const norm = (v: string | null | undefined) => (v ?? "").trim().toLowerCase();

export function locationCovers(planLocation: Place, place: Place): boolean {
  let named = false;
  for (const field of FIELDS) {
    const want = norm(planLocation[field]);
    if (!want) continue;
    named = true;
    if (norm(place[field]) !== want) return false;
  }
  return named;
}

export function planCovers(planLocations: Place[], places: Place[]): boolean {
  if (planLocations.length === 0) return true;
  return places.some((place) => planLocations.some((loc) => locationCovers(loc, place)));
}

/** "Paris, Île-de-France, France" style text of a location, most precise first. */
export function placeLabel(place: Place): string {
  return [place.site, place.city, place.state, place.country].filter((v) => v?.trim()).join(", ");
}
