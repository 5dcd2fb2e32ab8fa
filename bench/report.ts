/** The bench's readable table (markdown), and its place in docs/performance.md between the markers. */
import fs from "node:fs";
import { renderBundleTable } from "./bundles";
import { BUDGETS, budgetChecks, type Results } from "./results";

const ms = (n?: number) => (n === undefined || Number.isNaN(n) ? "–" : n < 10 ? n.toFixed(1) : n.toFixed(0));
const kb = (n: number) => (n / 1024).toFixed(1);
const ok = (pass: boolean) => (pass ? "✓" : "✗");

export function renderMarkdown(r: Results): string {
  const out: string[] = [];
  out.push(
    `Run ${r.date.slice(0, 16).replace("T", " ")} UTC · ${r.machine.cpus} cores · load average ${r.machine.loadAverage.map((n) => n.toFixed(1)).join(" / ")} at start · Node ${r.machine.node} · ${r.seconds ? `${r.seconds.toFixed(0)} s` : ""}`,
    "",
    `Scale company: ${r.scale.bcps} BCPs, ${r.scale.processes} processes (with locations and headcount), ${r.scale.assets} assets, ${r.scale.people} people, ${r.scale.notifications} notifications, ${r.scale.users} users, ${r.scale.incidents} incidents (each with 15 impacted sites and people, a team of 3, 3 response actions with a comment, status updates)${r.scale.entries ? `, ${r.scale.entries} register entries (applications and suppliers) and ${r.scale.dependencyLinks} dependency links` : ""}.`,
    "",
    `Times in ms. **SQL**: the statements the request really sends (captured from the app with KEEL_LOG_SQL, the shell's too for a page: session, unread counts, favourites), replayed with their parameters one after the other on the same engine, p50; **n** is how many. Statements a page sends side by side count one after the other, so "over SQL" is the least the app adds. **1 user**: the request alone, p50. **over SQL** = 1 user less SQL: what the app spends besides its statements (budget for the plan editor and the incident page on PostgreSQL ≤ ${BUDGETS.overSqlMs.postgres} ms). **over floor**: a page's 1 user p50 less the floor's, the anonymous sign-in page (no data, no session: what any page costs on this machine now) timed in turn with the page, request for request, so what is left is the page's own data and markup. **${r.concurrency} users**: ${r.concurrency} people at once for ${r.usersSeconds ?? "?"} s, each thinking ${r.thinkMs ?? "?"} ms on average (exponential) between requests, p50/p95; budget for lists p95 < ${BUDGETS.listP95Ms.postgres} ms on PostgreSQL, < ${BUDGETS.listP95Ms.pglite} ms on PGlite, for Home < 60 ms on PostgreSQL. **${r.concurrency} in flight**: the worst case, ${r.concurrency} requests at every moment for ${r.loadSeconds} s (autocannon, no think time; PDF: 2), p50/p95 and requests per second: the throughput.`,
  );
  for (const e of r.engines) {
    out.push("", `### ${e.engine === "pglite" ? "PGlite (embedded)" : "PostgreSQL"}`, "");
    if (e.skipped) {
      out.push(`Skipped: ${e.skipped}.`);
      continue;
    }
    out.push(
      `Load average when this engine's run began: ${e.loadAverage?.map((n) => n.toFixed(1)).join(" / ") ?? "?"}. Server: ${e.workers ?? 1} process${(e.workers ?? 1) > 1 ? "es (WEB_CONCURRENCY)" : ""}, memory (RSS, all processes) ${e.memory?.restMb.toFixed(0)} MB at rest, ${e.memory?.peakMb.toFixed(0)} MB peak under load.`,
      "",
      `| request | SQL p50 | n | 1 user p50 | over SQL | over floor | ${r.concurrency} users p50 | ${r.concurrency} users p95 | ${r.concurrency} in flight p50 | ${r.concurrency} in flight p95 | req/s | budgets |`,
      "|---|---|---|---|---|---|---|---|---|---|---|---|",
    );
    for (const t of e.targets) {
      if (t.skipped) {
        out.push(`| ${t.name} | – | – | – | – | – | – | – | – | – | – | skipped: ${t.skipped} |`);
        continue;
      }
      const checks = budgetChecks(t, e.engine).map((c) => `${c.label} ${ok(c.pass)}`);
      const floor = t.floor ? "the floor" : ms(t.overFloor);
      out.push(
        `| ${t.name} | ${ms(t.sql?.p50)} | ${t.statements ?? "–"} | ${ms(t.single?.p50)} | ${ms(t.overSql)} | ${floor} | ${ms(t.users?.p50)} | ${ms(t.users?.p95)} | ${ms(t.loaded?.p50)} | ${ms(t.loaded?.p95)} | ${t.loaded?.rps.toFixed(0) ?? "–"} | ${checks.join(" ")} |`,
      );
    }
  }
  out.push(
    "",
    "### JavaScript and CSS per route (gzip, KB)",
    "",
    "shared = entry (React + Remix runtime) + root; layout = the _app shell; own = the route's module and the chunks only it loads; lazy = loaded on demand (not counted). Budget: layout + own < 50, total < 150 (`npm run bench:bundles`).",
    "",
    renderBundleTable(r.bundles.routes),
  );
  out.push(
    "",
    `CSS files: ${r.bundles.css.map((c) => `${c.file.split("/").pop()} ${kb(c.gzip)}`).join(", ")}.`,
  );
  return out.join("\n");
}

const START = "<!-- bench:start -->";
const END = "<!-- bench:end -->";

export function writeDocs(table: string, file = "docs/performance.md") {
  const doc = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "# Performance\n";
  const block = `${START}\n${table}\n${END}`;
  const next = doc.includes(START)
    ? doc.slice(0, doc.indexOf(START)) + block + doc.slice(doc.indexOf(END) + END.length)
    : doc.replace(/^# Performance\n/, `# Performance\n\n## Latest \`npm run bench\`\n\n${block}\n`);
  fs.writeFileSync(file, next);
}
