/** The names of a map view (GET /geo/labels): the company's sites, and bundled place names at city zoom. */
export interface MapLabels {
  /** The company's own sites in the view: drawn as named markers on every map. */
  sites: { id: string; name: string; lat: number; lng: number }[];
  /** Bundled gazetteer places in the view, biggest first (only at city zoom; empty before). */
  places: { name: string; lat: number; lng: number; population: number }[];
}
