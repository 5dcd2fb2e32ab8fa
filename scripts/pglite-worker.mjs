/**
 * PGlite on a thread of its own (docs/decisions.md, "PGlite off the request thread"). The server's main thread
 * renders pages; this worker owns the one PGlite instance of a data folder and runs what the main thread sends it
 * (app/platform/db/pglite-thread.server.ts), one statement at a time, in the order it arrives. Transactions are
 * PGlite's own `transaction()`, held open here until the main thread ends them, so PGlite's lock makes every
 * other statement wait for the end of a transaction exactly as it does on one thread.
 *
 * A plain .mjs file outside the Remix bundle, so that it runs the same from the sources (tsx, vitest) and from
 * the build (node): the main thread finds it next to the app's package.json, in scripts/.
 */
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

const port = parentPort;
if (!port) throw new Error("scripts/pglite-worker.mjs runs as a worker thread (new Worker), not on its own.");

/** Open transactions by id: PGlite's transaction object and how to end it. */
const transactions = new Map();
let nextTransaction = 1;

/** A failure as plain data: its class name, message and every field PostgreSQL gave (code, detail, constraint…). */
function serializeError(error) {
  if (!(error instanceof Error)) return { name: "Error", message: String(error), fields: {} };
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    // The statement, its parameters and options are the caller's own: it puts them back itself.
    if (key === "query" || key === "params" || key === "queryOptions") continue;
    if (value === undefined || typeof value === "function") continue;
    fields[key] = value;
  }
  return {
    name: error.constructor?.name ?? error.name,
    message: error.message,
    stack: error.stack,
    databaseError: "severity" in error && "code" in error,
    fields,
  };
}

/**
 * The caller's parsers are functions, which cannot cross threads: the types they parse come back as PostgreSQL's
 * text, and the main thread runs its parsers over them.
 */
function queryOptions(options) {
  if (!options) return undefined;
  const { rawTypes, ...rest } = options;
  if (!rawTypes?.length) return rest;
  return { ...rest, parsers: Object.fromEntries(rawTypes.map((oid) => [oid, (value) => value])) };
}

/** The transferable form of a dump. */
async function bytes(blob) {
  return new Uint8Array(await blob.arrayBuffer());
}

async function open() {
  const { dataDir, loadDataDir } = workerData;
  return PGlite.create(dataDir, {
    // As on one thread (app/platform/db/client.server.ts): the Node file system writes through on every write.
    relaxedDurability: true,
    extensions: { pg_trgm },
    loadDataDir: loadDataDir ? new Blob([loadDataDir]) : undefined,
  });
}

let db;
try {
  db = await open();
} catch (error) {
  port.postMessage({ ready: false, error: serializeError(error) });
  port.close();
}

async function run(message) {
  switch (message.op) {
    case "query":
      return db.query(message.sql, message.params, queryOptions(message.options));
    case "exec":
      return db.exec(message.sql, queryOptions(message.options));
    case "begin": {
      const id = nextTransaction++;
      let begin;
      const began = new Promise((resolve) => {
        begin = resolve;
      });
      let end;
      const ended = new Promise((resolve, reject) => {
        end = { resolve, reject };
      });
      const done = db.transaction(async (tx) => {
        transactions.set(id, { tx, end });
        begin();
        return ended;
      });
      // BEGIN failed (the transaction never opened): that is this message's answer.
      await Promise.race([began, done]);
      transactions.get(id).done = done;
      return id;
    }
    case "txQuery":
      return transaction(message.tx).tx.query(message.sql, message.params, queryOptions(message.options));
    case "txExec":
      return transaction(message.tx).tx.exec(message.sql, queryOptions(message.options));
    case "txRollback":
      return transaction(message.tx).tx.rollback();
    case "end": {
      const open = transaction(message.tx);
      transactions.delete(message.tx);
      if (message.commit) open.end.resolve();
      else open.end.reject(new RolledBack());
      try {
        await open.done;
      } catch (error) {
        if (!(error instanceof RolledBack)) throw error;
      }
      return null;
    }
    case "dump":
      return bytes(await db.dumpDataDir(message.compression ?? "none"));
    case "close":
      await db.close();
      return null;
    default:
      throw new Error(`unknown message ${message.op}`);
  }
}

/** The caller asked for the rollback (its callback failed): not an error of the transaction. */
class RolledBack extends Error {}

function transaction(id) {
  const open = transactions.get(id);
  if (!open) throw new Error("Transaction is closed");
  return open;
}

if (db) {
  port.on("message", (message) => {
    run(message).then(
      (result) => {
        const transfer = result instanceof Uint8Array ? [result.buffer] : [];
        port.postMessage({ id: message.id, result }, transfer);
        if (message.op === "close") port.close();
      },
      (error) => port.postMessage({ id: message.id, error: serializeError(error) }),
    );
  });
  port.postMessage({ ready: true });
}
