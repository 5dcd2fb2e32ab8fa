import type { Results } from "@electric-sql/pglite";
import { eq, sql } from "drizzle-orm";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { bigint, integer, jsonb, numeric, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../tests/support/database";
import { type Database, openDatabase } from "./client.server";
import { pgliteWorkerScript } from "./pglite-thread.server";

const notes = pgTable("thread_notes", {
  id: integer("id").primaryKey(),
  title: text("title").notNull().unique("thread_notes_title_key"),
  at: timestamp("at", { withTimezone: true }).notNull(),
  data: jsonb("data").$type<{ tags: string[] }>(),
  big: bigint("big", { mode: "bigint" }),
  amount: numeric("amount"),
});

const createNotes = sql`create table thread_notes (
  id integer primary key, title text not null constraint thread_notes_title_key unique,
  at timestamptz not null, data jsonb, big bigint, amount numeric)`;

const at = new Date("2026-11-29T03:15:00.123Z");
const note = (id: number, title: string) => ({
  id,
  title,
  at,
  data: { tags: ["a", "b"] },
  big: 9007199254740993n,
  amount: "12.50",
});

/** The error PostgreSQL gave, as the app reads it (cause of Drizzle's error). */
async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DrizzleQueryError);
  return (error as DrizzleQueryError).cause as Error & Record<string, unknown>;
}

// PGlite's own engine on its two threads: the PostgreSQL run of this folder (npm run test:pg) has nothing to compare.
describe.skipIf(!!process.env.TEST_DATABASE_URL)("PGlite on a worker thread (issue 37)", () => {
  let worker: Database;
  let main: Database;
  beforeAll(async () => {
    [worker, main] = [
      await openTestDatabase({ thread: "worker" }),
      await openTestDatabase({ thread: "main" }),
    ];
    for (const database of [worker, main]) await database.db.execute(createNotes);
  }, 120_000);
  afterAll(async () => {
    await worker?.close();
    await main?.close();
  });

  it("finds its script from the sources and from the Remix build", () => {
    const fromSources = pgliteWorkerScript();
    expect(fromSources).toMatch(/scripts[\\/]pglite-worker\.mjs$/);
    expect(pgliteWorkerScript(fromSources.replace(/scripts[\\/]pglite-worker\.mjs$/, "build/index.js"))).toBe(
      fromSources,
    );
  });

  it("answers with the same values and types as PGlite on the request thread", async () => {
    expect(worker.thread).toBe("worker");
    expect(main.thread).toBe("main");
    const answers = [];
    for (const database of [worker, main]) {
      await database.db.insert(notes).values([note(1, "first"), note(2, "second")]);
      const typed = await database.db.select().from(notes).orderBy(notes.id);
      const raw = (await database.db.execute(
        sql`select at, data, big, amount, now() - now() as span, current_date - current_date as days from thread_notes order by id`,
      )) as unknown as Results;
      const updated = (await database.db
        .update(notes)
        .set({ title: "first!" })
        .where(eq(notes.id, 1))) as unknown as Results;
      answers.push({ typed, raw: raw.rows, fields: raw.fields, updated: updated.affectedRows });
      await database.db.delete(notes);
    }
    expect(answers[0].typed[0]).toEqual(note(1, "first"));
    expect(answers[0].typed[0].at).toBeInstanceOf(Date);
    expect(answers[0].typed[0].big).toBe(9007199254740993n);
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0].updated).toBe(1);
  });

  it("brings PostgreSQL's error back with its fields (code, constraint, detail)", async () => {
    await worker.db.insert(notes).values(note(10, "unique"));
    const duplicate = await failure(worker.db.insert(notes).values(note(11, "unique")));
    await main.db.insert(notes).values(note(10, "unique"));
    const onMain = await failure(main.db.insert(notes).values(note(11, "unique")));
    expect(duplicate.code).toBe("23505");
    expect(duplicate.constraint).toBe("thread_notes_title_key");
    expect(duplicate.detail).toBe("Key (title)=(unique) already exists.");
    expect(duplicate.message).toBe(onMain.message);
    expect(duplicate.constructor).toBe(onMain.constructor);
    for (const field of ["code", "constraint", "detail", "table", "schema", "severity", "query", "params"])
      expect(duplicate[field], field).toEqual(onMain[field]);
    for (const database of [worker, main]) await database.db.delete(notes);
  });

  it("rolls a transaction back when its callback fails, and keeps an inner savepoint's rollback to itself", async () => {
    const boom = new Error("boom");
    await expect(
      worker.db.transaction(async (tx) => {
        await tx.insert(notes).values(note(20, "rolled back"));
        throw boom;
      }),
    ).rejects.toBe(boom);
    // A failed statement inside aborts it too; the error is PostgreSQL's.
    const cause = await failure(
      worker.db.transaction(async (tx) => {
        await tx.insert(notes).values(note(21, "twice"));
        await tx.insert(notes).values(note(22, "twice"));
      }),
    );
    expect(cause.code).toBe("23505");
    await worker.db.transaction(async (tx) => {
      await tx.insert(notes).values(note(23, "kept"));
      await expect(
        tx.transaction(async (inner) => {
          await inner.insert(notes).values(note(24, "inner"));
          inner.rollback();
        }),
      ).rejects.toThrow();
    });
    expect((await worker.db.select({ id: notes.id }).from(notes)).map((row) => row.id)).toEqual([23]);
    await worker.db.delete(notes);
  });

  it("makes a statement from outside wait for the end of a transaction, as PGlite's own lock does", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const order: string[] = [];
    let began = () => {};
    const inside = new Promise<void>((resolve) => {
      began = resolve;
    });
    const transaction = worker.db.transaction(async (tx) => {
      await tx.insert(notes).values(note(30, "in the transaction"));
      began();
      await held;
      order.push("commit");
    });
    await inside;
    const outside = worker.db
      .select({ id: notes.id })
      .from(notes)
      .then((rows) => {
        order.push("outside");
        return rows;
      });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(order).toEqual([]);
    release();
    await transaction;
    // It ran after the COMMIT, so it sees the row.
    expect(await outside).toEqual([{ id: 30 }]);
    expect(order).toEqual(["commit", "outside"]);
    await worker.db.delete(notes);
  });

  it("dumps its data directory, which opens again as a template", async () => {
    await worker.db.insert(notes).values(note(40, "dumped"));
    const dump = await worker.dump!();
    await worker.db.delete(notes);
    const copy = await openDatabase({ dataDir: "memory://", loadDataDir: dump, thread: "worker" });
    try {
      expect(await copy.db.select({ title: notes.title }).from(notes)).toEqual([{ title: "dumped" }]);
    } finally {
      await copy.close();
    }
  });
});
