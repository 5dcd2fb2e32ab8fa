// `npm test`: every layer of the suite, the independent ones side by side (issue 30).
// Each lane runs its steps in order and stops at the first failure; the lanes run at the same time. Every line is
// printed with its lane's name and kept whole in test-logs/<lane>.log; the summary gives each step's
// exit code and wall time, and the run fails if any step failed (no exit code is lost).
// TEST_LANES=1 runs the lanes one after another (the old order), for a machine that cannot take both at once.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const npm = (script) => ({ name: script, cmd: "npm", args: ["run", "--silent", script] });
const e2e = {
  name: "e2e",
  // What `npm run test:e2e` runs, step by step.
  steps: [
    npm("build"),
    npm("bench:bundles"),
    { name: "chromium", cmd: "node", args: ["tests/e2e/ensure-chromium.mjs"] },
    { name: "playwright", cmd: "npx", args: ["playwright", "test"] },
  ],
};
// CI's short soak (TEST_SOAK_MINUTES, .ci/run) starts as soon as the first lane ends, beside the other one: on 2
// cores the two lanes take about as long as each other, so a soak at the end of both would add its minutes to the
// whole. It uses the browser lane's build (which comes first in that lane) and ports of its own.
const soak = process.env.TEST_SOAK_MINUTES
  ? {
      name: "soak",
      steps: [
        {
          ...npm("test:soak"),
          env: { SOAK_MINUTES: process.env.TEST_SOAK_MINUTES, SOAK_SKIP_BUILD: "1" },
        },
      ],
    }
  : undefined;
// On 2 cores: the browser tests beside everything else. With 4 or more: the checks split further.
const lanes =
  os.availableParallelism() >= 4
    ? [
        e2e,
        { name: "unit", steps: [npm("test:unit")] },
        { name: "pg", steps: [npm("test:pg")] },
        { name: "static", steps: [npm("typecheck"), npm("lint")] },
      ]
    : [
        e2e,
        {
          name: "checks",
          steps: [npm("typecheck"), npm("lint"), npm("test:unit"), npm("test:pg")],
        },
      ];

// Lines that name a failure (Vitest's FAIL and ×, Playwright's ✘ and numbered failures, assertion errors): repeated
// after the summary for a failed step, so the end of the output (all a CI page may keep) says what failed.
const FAILURE_LINE = /(\bFAIL\b|×|✘|^\s*\d+\) \[|AssertionError)/;
// Outside test-results/, which Playwright empties when it starts (it took the lanes' logs with it).
const logDir = "test-logs";
fs.mkdirSync(logDir, { recursive: true });
const results = [];

function runStep(lane, step, log) {
  return new Promise((resolve) => {
    const started = Date.now();
    const failureLines = [];
    const lastLines = [];
    log.write(`\n$ ${step.cmd} ${step.args.join(" ")}\n`);
    const child = spawn(step.cmd, step.args, {
      env: { ...process.env, ...step.env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    for (const stream of [child.stdout, child.stderr]) {
      stream.setEncoding("utf8");
      let rest = "";
      stream.on("data", (chunk) => {
        log.write(chunk);
        const lines = (rest + chunk).split("\n");
        rest = lines.pop();
        for (const line of lines) {
          process.stdout.write(`[${lane.name}] ${line}\n`);
          if (FAILURE_LINE.test(line)) failureLines.push(line.slice(0, 300));
          lastLines.push(line.slice(0, 300));
          if (lastLines.length > 20) lastLines.shift();
        }
      });
      stream.on("end", () => rest && process.stdout.write(`[${lane.name}] ${rest}\n`));
    }
    child.on("close", (code, signal) => {
      const result = {
        lane: lane.name,
        step: step.name,
        code: code ?? 1,
        signal,
        seconds: (Date.now() - started) / 1000,
        failureLines,
        lastLines,
      };
      results.push(result);
      resolve(result);
    });
  });
}

async function runLane(lane) {
  fs.mkdirSync(logDir, { recursive: true });
  const log = fs.createWriteStream(path.join(logDir, `${lane.name}.log`));
  // A log that cannot be written never stops the run: the output is printed anyway.
  log.on("error", (error) => console.error(`[${lane.name}] log not kept: ${error.message}`));
  for (const step of lane.steps) {
    const { code } = await runStep(lane, step, log);
    if (code !== 0) break;
  }
  await new Promise((resolve) => log.end(resolve));
}

const started = Date.now();
const built = () => results.some((r) => r.step === "build" && r.code === 0);
if (process.env.TEST_LANES === "1") {
  for (const lane of lanes) await runLane(lane);
  if (soak && built()) await runLane(soak);
} else {
  const running = lanes.map(runLane);
  // The soak starts when the first lane ends, beside the other. Started with the build, beside both lanes, its
  // two minutes of load met a machine at load 10: a live stream's first event took longer than the few seconds a
  // tab holds it, and the run failed on that alone (CI, 2026-11-29 09:45).
  await Promise.race(running);
  await Promise.all([...running, soak && built() ? runLane(soak) : undefined]);
}

const ran = new Set(results.map((r) => `${r.lane}:${r.step}`));
console.log("\nlane     step            exit  seconds");
for (const r of results)
  console.log(
    `${r.lane.padEnd(8)} ${r.step.padEnd(15)} ${String(r.signal ?? r.code).padEnd(5)} ${r.seconds.toFixed(0)}`,
  );
for (const lane of soak ? [...lanes, soak] : lanes)
  for (const step of lane.steps)
    if (!ran.has(`${lane.name}:${step.name}`))
      console.log(`${lane.name.padEnd(8)} ${step.name.padEnd(15)} not run`);
const failed = results.filter((r) => r.code !== 0);
for (const r of failed) {
  const unique = [...new Set(r.failureLines)];
  if (unique.length) {
    console.log(`\n${r.lane} ${r.step} failed; what it named (${unique.length} lines, the last 40):`);
    for (const line of unique.slice(-40)) console.log(`  ${line}`);
  } else {
    console.log(`\n${r.lane} ${r.step} failed; its last lines:`);
    for (const line of r.lastLines) console.log(`  ${line}`);
  }
}
console.log(
  `\n${failed.length ? "FAILED" : "passed"} in ${((Date.now() - started) / 1000).toFixed(0)} s (logs: ${logDir}/)`,
);
process.exit(failed.length ? 1 : 0);
