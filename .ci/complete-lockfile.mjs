// The registry this project installs from carries only the Linux builds of some packages'
// platform binaries (Biome, Rollup). npm then leaves the other platforms' optional packages out of
// package-lock.json, and `npm ci` refuses the lock as incomplete. This adds each missing optional
// platform package with its os/cpu/libc, so `npm ci` can skip it on this machine as it would anywhere.
// Run after changing dependencies: node .ci/complete-lockfile.mjs
import fs from "node:fs";

const file = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(fs.readFileSync(file, "utf8"));
const OSES = [
  "android",
  "darwin",
  "freebsd",
  "linux",
  "openbsd",
  "openharmony",
  "win32",
  "sunos",
  "netbsd",
  "aix",
];
const CPUS = [
  ["arm64", "arm64"],
  ["x64", "x64"],
  ["ia32", "ia32"],
  ["loong64", "loong64"],
  ["ppc64", "ppc64"],
  ["riscv64", "riscv64"],
  ["s390x", "s390x"],
  ["arm-", "arm"],
  ["arm", "arm"],
];

function platformOf(name) {
  const base = name.split("/").pop();
  const os = OSES.find((o) => base.includes(o));
  const cpu = CPUS.find(([token]) => base.includes(token))?.[1];
  if (!os || !cpu) return null;
  const entry = { os: [os], cpu: [cpu] };
  if (base.includes("musl")) entry.libc = ["musl"];
  else if (os === "linux" && base.includes("gnu")) entry.libc = ["glibc"];
  return entry;
}

let added = 0;
for (const [path, pkg] of Object.entries(lock.packages)) {
  for (const [dep, version] of Object.entries(pkg.optionalDependencies ?? {})) {
    const hoisted = `node_modules/${dep}`;
    const nested = `${path ? `${path}/` : ""}node_modules/${dep}`;
    if (lock.packages[hoisted] || lock.packages[nested]) continue;
    const platform = platformOf(dep);
    if (!platform || !/^\d/.test(version)) continue;
    lock.packages[hoisted] = { version, ...(pkg.dev ? { dev: true } : {}), optional: true, ...platform };
    added++;
  }
}
fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`[lock] added ${added} optional platform entries`);
