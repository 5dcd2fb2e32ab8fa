import { type AnyPgColumn, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * The columns most tables carry, built in one place (issue 30): each call returns a fresh builder, so a table
 * names its column (`id: idColumn()`) as it would have written it out. The SQL is the migrations', unchanged.
 */

/** A row's own id: a random uuid, its primary key. */
export const idColumn = () => uuid("id").primaryKey().defaultRandom();

/** When the row was written, stamped by the database. */
export const createdAtColumn = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** When the row last changed, stamped by the database on insert (the services set it on update). */
export const updatedAtColumn = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/** A key to the row this one belongs to: required, and the row is deleted with it. */
export const belongsToColumn = <TName extends string>(name: TName, target: () => AnyPgColumn) =>
  uuid(name).notNull().references(target, { onDelete: "cascade" });
