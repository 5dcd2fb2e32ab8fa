/**
 * Reads a V8 CPU profile (`node --cpu-prof`, e.g. from bench/cpu.ts with CPU_PROFILE) and prints where the time
 * went: the functions with the most self time, the most total time (the function and what it called), and self
 * time by package. `npx tsx bench/cpu-profile.ts <file.cpuprofile> [rows=40] [divide by requests]`
 */
import fs from "node:fs";

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
const [file, rowsArg, perArg] = process.argv.slice(2);
if (!file) throw new Error("usage: cpu-profile.ts <file.cpuprofile> [rows] [requests]");
const rows = Number(rowsArg ?? 40);
const per = Number(perArg ?? 1);
const profile = JSON.parse(fs.readFileSync(file, "utf8")) as {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
};
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const short = (url: string) =>
  url
    .replace(/^file:\/\//, "")
    .replace(/.*node_modules\//, "")
    .replace(/.*\/(build|app)\//, "$1/");
const nameOf = (n: Node) =>
  `${n.callFrame.functionName || "(anonymous)"} ${short(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;
const packageOf = (n: Node) => {
  const url = n.callFrame.url;
  if (!url) return n.callFrame.functionName.startsWith("(") ? n.callFrame.functionName : "(native)";
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (m) return m[1]!;
  if (url.startsWith("node:")) return url.split("/")[0]!;
  return short(url).split("/")[0]!;
};

const self = new Map<string, number>();
const total = new Map<string, number>();
const pkg = new Map<string, number>();
let all = 0;
profile.samples.forEach((id, i) => {
  const dt = (profile.timeDeltas[i] ?? 0) / 1000;
  const node = byId.get(id)!;
  if (node.callFrame.functionName === "(idle)") return;
  all += dt;
  self.set(nameOf(node), (self.get(nameOf(node)) ?? 0) + dt);
  pkg.set(packageOf(node), (pkg.get(packageOf(node)) ?? 0) + dt);
  const seen = new Set<string>();
  for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) {
    const name = nameOf(byId.get(n)!);
    if (seen.has(name)) continue;
    seen.add(name);
    total.set(name, (total.get(name) ?? 0) + dt);
  }
});
const print = (title: string, m: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [k, v] of [...m].sort((a, b) => b[1] - a[1]).slice(0, rows))
    console.log(`${(v / per).toFixed(2).padStart(9)} ms ${((100 * v) / all).toFixed(1).padStart(5)} %  ${k}`);
};
console.log(`busy ${(all / per).toFixed(1)} ms${per > 1 ? ` per request (÷ ${per})` : ""}`);
print("self time by package", pkg);
print("self time", self);
print("total time", total);
