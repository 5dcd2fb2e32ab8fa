// Preloaded into the server under load (NODE_OPTIONS=--require): every 5 s it writes the process's memory
// split (JS heap, external, array buffers, RSS; PGlite's WebAssembly memory is in none but RSS) as one JSON line to
// SOAK_MEMORY_FILE, so the soak can tell a JavaScript leak from the embedded database's WebAssembly heap, and the
// count of live timers.
// With --expose-gc, every third line also carries the heap left after a full collection (heapAfterGc): the
// live JavaScript data, which a leak makes grow; the plain heapUsed swings by 200 MB with collection timing.
const fs = require("node:fs");

const file = process.env.SOAK_MEMORY_FILE;
if (file) {
  let tick = 0;
  const mb = (n) => Math.round((n / 1048576) * 10) / 10;
  const timer = setInterval(() => {
    const m = process.memoryUsage();
    const line = {
      t: Date.now(),
      rss: mb(m.rss),
      heapUsed: mb(m.heapUsed),
      heapTotal: mb(m.heapTotal),
      external: mb(m.external),
      arrayBuffers: mb(m.arrayBuffers),
      // Live timers: each open stream or pending job holds some; they must go when the users do.
      timers: process.getActiveResourcesInfo().filter((r) => r === "Timeout").length,
    };
    if (typeof global.gc === "function" && tick++ % 3 === 0) {
      global.gc();
      line.heapAfterGc = mb(process.memoryUsage().heapUsed);
    }
    fs.appendFileSync(file, `${JSON.stringify(line)}\n`);
  }, 5000);
  timer.unref();
}
