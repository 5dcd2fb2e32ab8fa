// Preloaded into the server under load (NODE_OPTIONS=--require): every 5 s it writes the process's memory
// split (JS heap, external, array buffers, RSS; PGlite's WebAssembly memory is in none but RSS) as one JSON line to
// SOAK_MEMORY_FILE, so the soak can tell a JavaScript leak from the embedded database's WebAssembly heap.
const fs = require("node:fs");

const file = process.env.SOAK_MEMORY_FILE;
if (file) {
  const timer = setInterval(() => {
    const m = process.memoryUsage();
    const mb = (n) => Math.round((n / 1048576) * 10) / 10;
    const line = {
      t: Date.now(),
      rss: mb(m.rss),
      heapUsed: mb(m.heapUsed),
      heapTotal: mb(m.heapTotal),
      external: mb(m.external),
      arrayBuffers: mb(m.arrayBuffers),
    };
    fs.appendFileSync(file, `${JSON.stringify(line)}\n`);
  }, 5000);
  timer.unref();
}
