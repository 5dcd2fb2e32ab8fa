import { redirect } from "@remix-run/node";

/** Browsers ask for /favicon.ico on their own; the icon is an SVG. */
export const loader = () =>
  redirect("/favicon.svg", { headers: { "cache-control": "public, max-age=86400" } });
