import { lazy, Suspense, useEffect, useState } from "react";
import type { LeafletMapProps } from "./leaflet-map.client";

// Loaded on demand in the browser only: no map JavaScript on pages that do not render a map.
const LeafletMap = lazy(() => import("./leaflet-map.client"));

/** A map when JavaScript runs; nothing on the server or without JavaScript (the fields take over). */
export function MapView(props: LeafletMapProps) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={<div className="h-96 w-full animate-pulse rounded-md bg-gray-100" />}>
      <LeafletMap {...props} />
    </Suspense>
  );
}
