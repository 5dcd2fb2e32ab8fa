import type { LinkDescriptor } from "@remix-run/node";
import leafletCss from "leaflet/dist/leaflet.css";

/** Leaflet's stylesheet, linked only by routes that render a map. */
export const mapLinks = (): LinkDescriptor[] => [{ rel: "stylesheet", href: leafletCss }];
