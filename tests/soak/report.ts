/** The soak's summary: one table for the kill -9 rounds, one for the load, as printed and as put in the docs. */
import fs from "node:fs";
import type { DurabilityResult } from "./durability";
import type { LoadResultSoak } from "./load";

export interface SoakResults {
  date: string;
  machine: { cpus: number; loadAverage: number[]; node: string };
  durability: DurabilityResult[];
  load?: LoadResultSoak;
  seconds: number;
  passed: boolean;
}

const f0 = (n: number) => (Number.isFinite(n) ? n.toFixed(0) : "–");
const sum = (o: Record<string, number | undefined>) =>
  Object.values(o).reduce<number>((s, v) => s + (v ?? 0), 0);

export function renderSummary(r: SoakResults): string {
  const lines = [
    `Soak ${r.date.slice(0, 16).replace("T", " ")} UTC · ${r.machine.cpus} cores · load average ${r.machine.loadAverage.map((l) => l.toFixed(1)).join(" / ")} at start · Node ${r.machine.node} · ${f0(r.seconds)} s · ${r.passed ? "PASSED" : "FAILED"}`,
    "",
    "kill -9 in a burst of 6 concurrent writers (plans, BCP clones of 3 services x 3 processes x 2 locations, renames, IMPs with 3 locations, IMP clones, incidents with their impact):",
    "",
    "| engine | round | killed, after the first acknowledged write | acknowledged | in flight at the kill | restart | acknowledged writes read back | half-written plans (SQL) |",
    "|---|---|---|---|---|---|---|---|",
  ];
  for (const d of r.durability) {
    if (d.skipped) {
      lines.push(`| ${d.engine} | – | – | – | – | – | skipped: ${d.skipped} | – |`);
      continue;
    }
    for (const round of d.rounds)
      lines.push(
        `| ${d.engine} | ${round.round} | ${round.killAfterMs} ms | ${sum(round.acknowledged)} | ${sum(round.unanswered)} | ${round.restartSeconds.toFixed(1)} s | ${round.problems.length ? `✗ ${round.problems.length} problems` : "✓ all"} | ${round.round === d.rounds.length ? (d.sql?.problems.length ? `✗ ${d.sql.problems.length}` : `✓ none (${sum(d.sql?.counted ?? {})} multi-row records checked)`) : ""} |`,
      );
  }
  const l = r.load;
  if (l) {
    lines.push(
      "",
      `Load: ${l.concurrency} users of mixed traffic for ${l.minutes} min on PGlite (scale company / 20): ${l.requests} requests (${l.requestsPerSecond.toFixed(1)}/s), ${l.errors} errors. ` +
        `Server RSS: ${f0(l.memory.startMb)} MB at start; lowest ${f0(l.memory.warmMb)} MB in the third after warm-up and ${f0(l.memory.endMb)} MB in the last third (floor growth ${f0(l.memory.growthMb)} MB); peak ${f0(l.memory.peakMb)} MB. ` +
        `Live JavaScript heap (after a full collection): lowest ${f0(l.liveHeap.warmMb)} MB in the third after warm-up and ${f0(l.liveHeap.endMb)} MB in the last third (growth ${f0(l.liveHeap.growthMb)} MB). ` +
        `Open sockets: ${l.fds.before} before, ${l.fds.after} after the users left; live timers: ${l.timers.before} before, ${l.timers.after} after.`,
      "",
      "| action | requests | errors | statuses | p50 ms | p95 ms | max ms |",
      "|---|---|---|---|---|---|---|",
      ...l.actions.map(
        (a) =>
          `| ${a.label} | ${a.requests} | ${a.errors} | ${Object.entries(a.statuses)
            .map(([k, v]) => `${k}: ${v}`)
            .join(", ")} | ${f0(a.p50)} | ${f0(a.p95)} | ${f0(a.max)} |`,
      ),
      "",
      `RSS every minute (MB): ${l.samples
        .filter((_, i) => i % 6 === 0 || i === l.samples.length - 1)
        .map((s) => f0(s.rssMb))
        .join(", ")}`,
    );
    if (l.problems.length) lines.push("", `Load problems: ${l.problems.join("; ")}`);
  }
  return lines.join("\n");
}

/** Puts the summary of a full run between the soak markers of docs/performance.md. */
export function writeDocs(summary: string, file = "docs/performance.md") {
  const doc = fs.readFileSync(file, "utf8");
  const start = "<!-- soak:start -->";
  const end = "<!-- soak:end -->";
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  if (from < 0 || to < from) return;
  fs.writeFileSync(file, `${doc.slice(0, from + start.length)}\n${summary}\n${doc.slice(to)}`);
}
