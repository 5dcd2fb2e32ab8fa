/** What the map needs to know, shared by the map, the step component and their loaders. */
export interface MapSettings {
  tileUrl: string | null;
  attribution: string | null;
  outlineUrl: string;
}

export interface MapMarker {
  id: string;
  lat: number;
  lng: number;
  label: string;
  kind: "asset" | "person" | "nearest" | "adhoc";
}

export const MARKER_COLOURS: Record<MapMarker["kind"], string> = {
  asset: "#15803d",
  adhoc: "#b45309",
  person: "#1d4ed8",
  nearest: "#7c3aed",
};

export const SITE_COLOUR = "#0f766e";
