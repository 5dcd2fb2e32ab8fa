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

/**
 * The Leaflet map itself. Only ever rendered in the browser (see ./map.tsx, which imports this file
 * lazily), so Leaflet's JavaScript is a separate chunk that only pages with a map download.
 * Without a tile server it draws the bundled world outline, so it works with no outside service.
 */
export default function LeafletMap({ settings, center, radiusKm, markers, onPick, className }: LeafletMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const state = useRef<{ L: typeof Leaflet; map: Leaflet.Map; overlay: Leaflet.LayerGroup } | null>(null);
  const pick = useRef(onPick);
  pick.current = onPick;

  useEffect(() => {
    let cancelled = false;
    (async () => {
      const L = (await import("leaflet")).default;
      if (cancelled || !element.current) return;
      const map = L.map(element.current, { worldCopyJump: true, minZoom: 1 }).setView([20, 0], 2);
      if (settings.tileUrl) {
        L.tileLayer(settings.tileUrl, { attribution: settings.attribution ?? "", maxZoom: 19 }).addTo(map);
      } else {
        element.current.style.background = "#dbeafe";
        fetch(settings.outlineUrl)
          .then((r) => r.json())
          .then((outline) => {
            if (!cancelled)
              L.geoJSON(outline, {
                style: { color: "#64748b", weight: 1, fillColor: "#f8fafc", fillOpacity: 1 },
                interactive: false,
              }).addTo(map);
          })
          .catch(() => {});
      }
      map.on("click", (e: Leaflet.LeafletMouseEvent) => {
        const { lat, lng } = e.latlng.wrap();
        pick.current?.({ lat: Math.round(lat * 1e5) / 1e5, lng: Math.round(lng * 1e5) / 1e5 });
      });
      const overlay = L.layerGroup().addTo(map);
      state.current = { L, map, overlay };
      element.current.dispatchEvent(new CustomEvent("keel:map-ready", { bubbles: true }));
      draw();
    })();
    return () => {
      cancelled = true;
      state.current?.map.remove();
      state.current = null;
    };
    // The map is created once; later changes of centre, radius and markers redraw the overlay.
    // biome-ignore lint/correctness/useExhaustiveDependencies: draw reads the latest props through closure refs
  }, [settings.tileUrl, settings.outlineUrl]);

  const latest = useRef({ center, radiusKm, markers });
  latest.current = { center, radiusKm, markers };

  function draw() {
    const s = state.current;
    if (!s) return;
    const { L, map, overlay } = s;
    const { center: c, radiusKm: r, markers: m } = latest.current;
    overlay.clearLayers();
    let bounds: Leaflet.LatLngBounds | null = null;
    if (c) {
      L.circleMarker([c.lat, c.lng], { radius: 6, color: "#dc2626", fillOpacity: 1 })
        .bindTooltip("Alert location")
        .addTo(overlay);
      if (r && r > 0) {
        const circle = L.circle([c.lat, c.lng], {
          radius: r * 1000,
          color: "#dc2626",
          weight: 2,
          fillOpacity: 0.08,
          interactive: false,
        }).addTo(overlay);
        bounds = circle.getBounds();
      }
    }
    for (const marker of m) {
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
    else if (c) map.setView([c.lat, c.lng], Math.max(map.getZoom(), 5));
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: redraw whenever what is shown changes
  useEffect(draw, [center?.lat, center?.lng, radiusKm, markers]);

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
