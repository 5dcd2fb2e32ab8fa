import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { protocol, type QueryOptions, type Results, TransactionAbortedError } from "@electric-sql/pglite";

/**
 * PGlite on a thread of its own (docs/decisions.md, "PGlite off the request thread"): the instance lives in a
 * worker thread (scripts/pglite-worker.mjs) and this object, on the request thread, forwards to it what Drizzle's
 * PGlite driver calls (`query`, `exec`, `transaction`) plus `close` and `dumpDataDir`. Pages render on one core while
 * the database answers on the other.
 *
 * Same behaviour as the instance itself: one statement at a time in the order sent; a transaction is PGlite's own
 * `transaction()` held open in the worker, so statements from outside it wait for its end under PGlite's own lock,
 * an error inside rolls it back, and a COMMIT that rolls back throws TransactionAbortedError. Errors come back with
 * every field PostgreSQL gave (code, detail, constraint…), results with the same rows, fields and affectedRows.
 */
export interface PgliteTransaction {
  query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(query: string, options?: QueryOptions): Promise<Results[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

export interface PgliteClient {
  query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(query: string, options?: QueryOptions): Promise<Results[]>;
  transaction<T>(callback: (tx: PgliteTransaction) => Promise<T>): Promise<T>;
  dumpDataDir(compression?: "none" | "gzip" | "auto"): Promise<Blob>;
  close(): Promise<void>;
}

interface SerializedError {
  name: string;
  message: string;
  stack?: string;
  databaseError: boolean;
  fields: Record<string, unknown>;
}

type Reply =
  | { ready: true }
  | { ready: false; error: SerializedError }
  | { id: number; result: unknown }
  | {
      id: number;
      error: SerializedError;
    };

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
  /** The statement, for the error (as PGlite puts it on its errors). */
  statement?: { query: string; params?: unknown[]; options?: QueryOptions };
}

/**
 * The worker script: a plain .mjs beside the app's package.json (scripts/), found from this module's own file,
 * which is app/platform/db/… from the sources (tsx, vitest) and build/index.js from the Remix build (node).
 */
export function pgliteWorkerScript(from = fileURLToPath(import.meta.url)): string {
  for (let dir = path.dirname(from); ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, "package.json"))) {
      const script = path.join(dir, "scripts", "pglite-worker.mjs");
      if (fs.existsSync(script)) return script;
    }
    if (path.dirname(dir) === dir) throw new Error(`scripts/pglite-worker.mjs not found above ${from}`);
  }
}

/** Opens PGlite on `dataDir` in a worker thread; resolves once the database is open. */
export async function openPgliteThread(options: {
  dataDir: string;
  loadDataDir?: Blob;
  /** Called once if the thread fails or ends before close(): every later statement fails with that error. */
  onStop?: (error: Error) => void;
}): Promise<PgliteClient> {
  const loadDataDir = options.loadDataDir ? await options.loadDataDir.arrayBuffer() : undefined;
  const worker = new Worker(pgliteWorkerScript(), {
    workerData: { dataDir: options.dataDir, loadDataDir },
    transferList: loadDataDir ? [loadDataDir] : [],
  });
  const pending = new Map<number, Pending>();
  let nextId = 1;
  /** Set once the worker is gone: every later call fails with it. */
  let stopped: Error | undefined;

  await new Promise<void>((resolve, reject) => {
    const failed = (error: Error) => {
      worker.off("message", ready);
      reject(error);
    };
    const ready = (reply: Reply) => {
      if (!("ready" in reply)) return;
      worker.off("error", failed);
      if (reply.ready) resolve();
      else reject(revive(reply.error));
    };
    worker.on("message", ready);
    worker.once("error", failed);
  });

  // The worker keeps the process alive only while a statement is on its way (as a statement on one thread does):
  // an idle server is kept up by its HTTP server, and a script that forgot close() still ends.
  worker.unref();
  worker.on("message", (reply: Reply) => {
    if (!("id" in reply)) return;
    const call = pending.get(reply.id);
    if (!call) return;
    pending.delete(reply.id);
    if (pending.size === 0) worker.unref();
    if ("error" in reply) call.reject(revive(reply.error, call.statement));
    else call.resolve(reply.result);
  });
  let closing = false;
  const stop = (error: Error) => {
    if (!stopped && !closing) options.onStop?.(error);
    stopped ??= error;
    for (const call of pending.values()) call.reject(stopped);
    pending.clear();
  };
  worker.on("error", (error) => {
    console.error(`[db] the PGlite thread failed: ${error.message}`);
    stop(new Error(`The database thread failed: ${error.message}`, { cause: error }));
  });
  worker.on("exit", (code) => stop(new Error(`The database thread has stopped (exit code ${code}).`)));

  const call = <T>(message: Record<string, unknown>, statement?: Pending["statement"]): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      if (stopped) return reject(stopped);
      const id = nextId++;
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject, statement });
      if (pending.size === 1) worker.ref();
      try {
        worker.postMessage({ ...message, id });
      } catch (error) {
        pending.delete(id);
        if (pending.size === 0) worker.unref();
        reject(error);
      }
    });

  const query = async <T>(
    op: string,
    tx: number | undefined,
    sql: string,
    params = [] as unknown[],
    options?: QueryOptions,
  ) => {
    const result = await call<Results<T>>(
      { op, tx, sql, params, options: sendable(options) },
      { query: sql, params, options },
    );
    return parsed(result, options);
  };
  const exec = async (op: string, tx: number | undefined, sql: string, options?: QueryOptions) => {
    const results = await call<Results[]>(
      { op, tx, sql, options: sendable(options) },
      { query: sql, options },
    );
    return results.map((result) => parsed(result, options));
  };

  return {
    query: <T>(sql: string, params?: unknown[], options?: QueryOptions) =>
      query<T>("query", undefined, sql, params, options),
    exec: (sql, options) => exec("exec", undefined, sql, options),
    async transaction(callback) {
      const id = await call<number>({ op: "begin" });
      let closed = false;
      let ended = false;
      const open = () => {
        if (closed) throw new Error("Transaction is closed");
      };
      /** Tells the worker to leave PGlite's transaction: COMMIT, or ROLLBACK when the callback failed. */
      const end = async (commit: boolean) => {
        if (ended) return;
        ended = true;
        closed = true;
        await call({ op: "end", tx: id, commit });
      };
      const tx: PgliteTransaction = {
        query: <T>(sql: string, params?: unknown[], options?: QueryOptions) => {
          open();
          return query<T>("txQuery", id, sql, params, options);
        },
        exec: (sql, options) => {
          open();
          return exec("txExec", id, sql, options);
        },
        async rollback() {
          open();
          await call({ op: "txRollback", tx: id });
          closed = true;
        },
        get closed() {
          return closed;
        },
      };
      try {
        const result = await callback(tx);
        await end(true);
        return result;
      } catch (error) {
        await end(false);
        throw error;
      }
    },
    async dumpDataDir(compression = "none") {
      const bytes = await call<Uint8Array<ArrayBuffer>>({ op: "dump", compression });
      return new Blob([bytes]);
    },
    async close() {
      if (stopped) return;
      closing = true;
      const exited = new Promise((resolve) => worker.once("exit", resolve));
      await call({ op: "close" });
      // Held until the thread has ended (the reply let go of it).
      worker.ref();
      await exited;
    },
  };
}

/** The options as data: parsers (functions) are named by their types, and run here on what comes back. */
function sendable(options?: QueryOptions) {
  if (!options) return undefined;
  const { parsers, serializers, onNotice, blob, ...rest } = options;
  if (serializers || onNotice || blob)
    throw new Error(
      "PGlite on its own thread takes no serializers, onNotice or blob in a statement's options",
    );
  return parsers ? { ...rest, rawTypes: Object.keys(parsers).map(Number) } : rest;
}

/** Runs the caller's parsers over the values the worker left as text. */
function parsed<T>(result: Results<T>, options?: QueryOptions): Results<T> {
  const parsers = options?.parsers;
  if (!parsers || result.rows.length === 0) return result;
  // Object rows keep the last of two columns of one name: that one is parsed.
  const last = new Map(result.fields.map((field, index) => [field.name, index]));
  result.fields.forEach((field, index) => {
    // PGlite calls a parser with the value and its type (its ParserOptions type names the value only).
    const parse = parsers[field.dataTypeID] as ((value: string, typeId: number) => unknown) | undefined;
    if (!parse) return;
    if (options.rowMode === "array") {
      for (const row of result.rows as unknown[][])
        if (row[index] !== null) row[index] = parse(row[index] as string, field.dataTypeID);
    } else if (last.get(field.name) === index) {
      for (const row of result.rows as Record<string, unknown>[])
        if (row[field.name] !== null) row[field.name] = parse(row[field.name] as string, field.dataTypeID);
    }
  });
  return result;
}

/** The worker's error as the one PGlite would have thrown on this thread: same class, same fields. */
function revive(serialized: SerializedError, statement?: Pending["statement"]): Error {
  const { fields } = serialized;
  let error: Error;
  if (serialized.name === "TransactionAbortedError") error = new TransactionAbortedError();
  else if (serialized.databaseError)
    error = new protocol.messages.DatabaseError(serialized.message, Number(fields.length ?? 0), "error");
  else {
    error = new Error(serialized.message);
    if (serialized.name && serialized.name !== "Error") error.name = serialized.name;
  }
  Object.assign(error, fields);
  if (serialized.stack) error.stack = serialized.stack;
  if (statement)
    Object.assign(error, {
      query: statement.query,
      params: statement.params,
      queryOptions: statement.options,
    });
  return error;
}
