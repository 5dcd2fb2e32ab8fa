import type * as Leaflet from "leaflet";
import { useEffect, useRef } from "react";
import { MARKER_COLOURS, type MapMarker, type MapSettings } from "./types";

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
      .bindTooltip(marker.label)
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
      state.current = { L, map, overlay: L.layerGroup().addTo(map) };
      host.dataset.ready = "true";
      drawOverlay(state.current, view.current);
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
