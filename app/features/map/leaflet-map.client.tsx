import type * as Leaflet from "leaflet";
import { useEffect, useRef } from "react";
import type { MapLabels } from "~/domains/geo/model";
import { paths } from "~/paths";
import { MARKER_COLOURS, type MapMarker, type MapSettings, SITE_COLOUR } from "./types";

export interface LeafletMapProps {
  settings: MapSettings;
  center: { lat: number; lng: number } | null;
  radiusKm: number | null;
  markers: MapMarker[];
  onPick?: (point: { lat: number; lng: number }) => void;
  className?: string;
}

interface MapState {
  L: typeof Leaflet;
  map: Leaflet.Map;
  overlay: Leaflet.LayerGroup;
  labels: Leaflet.LayerGroup;
}

/** Site names are written on the map from this zoom on (a region); below it they show on hover. */
const SITE_NAME_ZOOM = 6;

/** The view as GET /geo/labels takes it: latitudes clamped, longitudes wrapped (west > east across 180°). */
function viewQuery(map: Leaflet.Map) {
  const b = map.getBounds();
  const wrap = (lng: number) => ((((lng + 180) % 360) + 360) % 360) - 180;
  const whole = b.getEast() - b.getWest() >= 360;
  const round = (n: number) => String(Math.round(n * 1e4) / 1e4);
  return new URLSearchParams({
    south: round(Math.max(-90, b.getSouth())),
    north: round(Math.min(90, b.getNorth())),
    west: round(whole ? -180 : wrap(b.getWest())),
    east: round(whole ? 180 : wrap(b.getEast())),
    zoom: String(Math.round(map.getZoom())),
  });
}

/** Text for the map as an element (its textContent, never HTML): Leaflet writes a string as innerHTML. */
function asText(name: string, className?: string) {
  const text = document.createElement("span");
  text.textContent = name;
  if (className) text.className = className;
  return text;
}

/** A name written on the map. */
function placeLabel(L: typeof Leaflet, name: string) {
  return L.divIcon({ html: asText(name, "keel-place-label"), className: "", iconSize: [0, 0] });
}

/** The company's sites as named markers, and (without a tile server) place names at city zoom. */
function drawLabels({ L, map, labels }: MapState, found: MapLabels, withPlaces: boolean) {
  labels.clearLayers();
  if (withPlaces)
    for (const place of found.places)
      L.marker([place.lat, place.lng], {
        icon: placeLabel(L, place.name),
        pane: "places",
        interactive: false,
        keyboard: false,
      }).addTo(labels);
  const named = map.getZoom() >= SITE_NAME_ZOOM;
  for (const site of found.sites)
    L.circleMarker([site.lat, site.lng], {
      pane: "sites",
      radius: 5,
      color: "#ffffff",
      weight: 1.5,
      fillColor: SITE_COLOUR,
      fillOpacity: 1,
    })
      .bindTooltip(asText(site.name), { permanent: named, direction: "right", className: "keel-site-label" })
      .addTo(labels);
  const host = map.getContainer();
  host.dataset.sites = String(found.sites.length);
  host.dataset.places = String(withPlaces ? found.places.length : 0);
}
type View = Pick<LeafletMapProps, "center" | "radiusKm" | "markers">;

/** Draws the alert location, the viewing-radius circle and the markers, and frames the circle. */
function drawOverlay({ L, map, overlay }: MapState, { center, radiusKm, markers }: View) {
  overlay.clearLayers();
  let bounds: Leaflet.LatLngBounds | null = null;
  if (center) {
    L.circleMarker([center.lat, center.lng], { radius: 6, color: "#dc2626", fillOpacity: 1 })
      .bindTooltip("Alert location")
      .addTo(overlay);
    if (radiusKm && radiusKm > 0) {
      const circle = L.circle([center.lat, center.lng], {
        radius: radiusKm * 1000,
        color: "#dc2626",
        weight: 2,
        fillOpacity: 0.08,
        interactive: false,
      }).addTo(overlay);
      bounds = circle.getBounds();
    }
  }
  for (const marker of markers) {
    L.circleMarker([marker.lat, marker.lng], {
      radius: marker.kind === "person" ? 4 : 7,
      color: MARKER_COLOURS[marker.kind],
      fillColor: MARKER_COLOURS[marker.kind],
      fillOpacity: 0.8,
      weight: 1,
    })
      .bindTooltip(asText(marker.label))
      .addTo(overlay);
  }
  if (bounds) map.fitBounds(bounds, { maxZoom: 12, padding: [16, 16] });
  else if (center) map.setView([center.lat, center.lng], Math.max(map.getZoom(), 5));
}

/**
 * The Leaflet map itself. Only ever rendered in the browser (./map.tsx imports this file lazily),
 * so Leaflet's JavaScript is a separate chunk that only pages with a map download.
 * Without a tile server it draws the bundled world outline, so it works with no outside service.
 */
export default function LeafletMap({
  settings,
  center,
  radiusKm,
  markers,
  onPick,
  className,
}: LeafletMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const state = useRef<MapState | null>(null);
  const pick = useRef(onPick);
  pick.current = onPick;
  const view = useRef<View>({ center, radiusKm, markers });
  view.current = { center, radiusKm, markers };
  const { tileUrl, attribution, outlineUrl } = settings;

  useEffect(() => {
    let cancelled = false;
    (async () => {
      const L = (await import("leaflet")).default;
      const host = element.current;
      if (cancelled || !host) return;
      const map = L.map(host, { worldCopyJump: true, minZoom: 1 }).setView([20, 0], 2);
      if (tileUrl) {
        L.tileLayer(tileUrl, { attribution: attribution ?? "", maxZoom: 19 }).addTo(map);
      } else {
        host.style.background = "#dbeafe";
        // The outline has a pane of its own below the markers' (Leaflet's overlay pane is 400): loaded after
        // them, it used to be painted over the pin and the circle (UX review 1.3, spec review row 151).
        map.createPane("outline").style.zIndex = "350";
        fetch(outlineUrl)
          .then((r) => r.json())
          .then((outline) => {
            if (cancelled) return;
            // Land is a fill without a stroke: the outline's cut edges (Antarctica at 60° S) drew a line
            // across the world.
            L.geoJSON(outline, {
              pane: "outline",
              style: { stroke: false, fillColor: "#f8fafc", fillOpacity: 1 },
              interactive: false,
            }).addTo(map);
            host.dataset.outline = "true";
          })
          .catch(() => {});
      }
      map.on("click", (e: Leaflet.LeafletMouseEvent) => {
        const { lat, lng } = e.latlng.wrap();
        pick.current?.({ lat: Math.round(lat * 1e5) / 1e5, lng: Math.round(lng * 1e5) / 1e5 });
      });
      // Names sit above the outline and below the alert's overlay (Leaflet's overlay pane is 400).
      map.createPane("places").style.zIndex = "360";
      map.createPane("sites").style.zIndex = "390";
      const current: MapState = {
        L,
        map,
        overlay: L.layerGroup().addTo(map),
        labels: L.layerGroup().addTo(map),
      };
      state.current = current;
      // The names of the view, asked again (debounced, the last answer wins) whenever the view settles.
      let timer: ReturnType<typeof setTimeout> | undefined;
      let asked = 0;
      const refreshLabels = () => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          if (cancelled) return;
          const ticket = ++asked;
          fetch(`${paths.mapLabels}?${viewQuery(map)}`, { headers: { accept: "application/json" } })
            .then((r) => (r.ok ? (r.json() as Promise<MapLabels>) : null))
            .then((found) => {
              if (found && !cancelled && ticket === asked) drawLabels(current, found, !tileUrl);
            })
            .catch(() => {});
        }, 250);
      };
      map.on("moveend", refreshLabels);
      host.dataset.ready = "true";
      drawOverlay(current, view.current);
      refreshLabels();
    })();
    return () => {
      cancelled = true;
      state.current?.map.remove();
      state.current = null;
    };
  }, [tileUrl, attribution, outlineUrl]);

  useEffect(() => {
    if (state.current) drawOverlay(state.current, { center, radiusKm, markers });
  }, [center, radiusKm, markers]);

  return (
    <div
      ref={element}
      className={className ?? "h-96 w-full rounded-md border border-gray-300"}
      role="application"
      aria-label="Map: click to select a location"
      data-testid="leaflet-map"
    />
  );
}
