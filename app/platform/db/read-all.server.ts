import { PgTransaction } from "drizzle-orm/pg-core";

type Reads = readonly (() => unknown)[];
type Results<T extends Reads> = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };

/**
 * Runs independent reads: side by side on the pool (each query takes its own connection), one after another
 * inside a transaction, whose single connection must not be handed a query while it runs one (pg warns today
 * and pg 9 refuses). Pass each read as a function so none starts before its turn.
 */
export async function readAll<const T extends Reads>(db: unknown, reads: T): Promise<Results<T>> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as Results<T>;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as Results<T>;
}
