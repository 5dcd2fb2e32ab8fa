import { sql } from "drizzle-orm";
import { PgDialect, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { lookup, lookupObject, objectWhere, qualified } from "./lookup.server";

const owners = pgTable("owners", { id: uuid("id").primaryKey(), name: text("name") });
const tasks = pgTable("tasks", { id: uuid("id").primaryKey(), ownerId: uuid("owner_id") });
const render = (sql: Parameters<PgDialect["sqlToQuery"]>[0]) => new PgDialect().sqlToQuery(sql).sql;

describe("a lookup by key as a subquery", () => {
  it("names every column with its table, so the subquery's key meets the outer row's column", () => {
    // Drizzle writes columns bare in a statement that reads one table: "id" = "owner_id" would be read
    // inside the subquery (the findings list failed on an ambiguous "id" until the columns were qualified).
    expect(render(lookup(owners, owners.id, tasks.ownerId, owners.name))).toBe(
      `(select "owners"."name" from "owners" where "owners"."id" = "tasks"."owner_id")`,
    );
    expect(render(lookupObject(owners, owners.id, tasks.ownerId, { id: owners.id, name: owners.name }))).toBe(
      `(select json_build_object('id', "owners"."id", 'name', "owners"."name") from "owners" where "owners"."id" = "tasks"."owner_id")`,
    );
    expect(render(qualified(tasks.ownerId))).toBe(`"tasks"."owner_id"`);
    // A key of several columns, as jsonb for a statement that compares its rows (select distinct).
    const where = sql`${qualified(owners.id)} = ${qualified(tasks.ownerId)} and ${qualified(owners.name)} is not null`;
    expect(render(objectWhere(owners, where, { name: owners.name }, "jsonb"))).toBe(
      `(select jsonb_build_object('name', "owners"."name") from "owners" where "owners"."id" = "tasks"."owner_id" and "owners"."name" is not null)`,
    );
  });

  it("refuses a field name that is not a plain word (it is written into the SQL)", () => {
    expect(() => lookupObject(owners, owners.id, tasks.ownerId, { "x') or ('1": owners.name })).toThrow(
      /a field named/,
    );
  });
});
