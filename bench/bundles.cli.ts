/**
 * npm run bench:bundles: JavaScript and CSS per route of the last `remix build` (gzip KB), checked against
 * the issue-12 budget. Exits 1 when a route is over it, naming what fills its chunks. `test:e2e` runs it
 * right after its build, so CI enforces the budget.
 */
import { BUDGET, biggestInputs, chunkName, kb, measureRoutes, readBuild, renderBundleTable } from "./bundles";

const build = readBuild();
const { routes, css } = measureRoutes(build);
console.log(
  `JavaScript per route, gzip KB (budget: layout + own < ${BUDGET.routeKb}, total < ${BUDGET.totalKb}; lazy chunks load on demand and are not counted)\n`,
);
console.log(renderBundleTable(routes));
console.log(
  `\nStylesheets: ${css.map((c) => `${chunkName(c.file).replace(/\.css$/, "")} ${kb(c.gzip)}`).join(", ")}`,
);

const over = routes.filter((r) => r.over.length > 0);
if (over.length === 0) {
  console.log(`\nbundle budget: ${routes.length} routes within budget`);
} else {
  console.error(`\nbundle budget: ${over.length} of ${routes.length} routes over budget`);
  for (const r of over) {
    const inside = biggestInputs(build.metafile, r.routeChunks, 5)
      .map((i) => `${i.input} ${kb(i.bytes)}`)
      .join(", ");
    console.error(`  ${r.route}: ${r.over.join("; ")} (biggest inputs, minified KB: ${inside})`);
  }
  process.exit(1);
}
