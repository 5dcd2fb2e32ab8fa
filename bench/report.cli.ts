/**
 * Writes docs/performance.md's bench table again from bench/results.json (the last run's figures), without
 * measuring: after a change to how the table is drawn or to a budget. `npx tsx bench/report.cli.ts`
 */
import fs from "node:fs";
import { renderMarkdown, writeDocs } from "./report";
import type { Results } from "./results";

const results = JSON.parse(fs.readFileSync("bench/results.json", "utf8")) as Results;
writeDocs(renderMarkdown(results));
console.log("docs/performance.md: the bench table written from bench/results.json");
