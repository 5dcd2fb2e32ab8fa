import { type AnyColumn, type SQL, sql } from "drizzle-orm";

/**
 * What a site or person search matches, as one text per row, so one trigram (pg_trgm) GIN index answers
 * "contains" searches over 100,000 sites in well under a millisecond instead of scanning the table
 * (docs/performance.md). The same expression builds the index (schema) and the filter (queries): the planner
 * uses the index only when they are the same. Fields are joined by a newline, which a search box cannot
 * type, so a search never matches across two fields.
 */
export const searchText = (...columns: AnyColumn[]): SQL =>
  sql.join(
    columns.map((c) => sql`coalesce(${c}, '')`),
    sql.raw(`|| E'\\n' ||`),
  );

/** A person's full name ("Ada Lovelace" finds her) and email. */
export const personSearchText = (firstName: AnyColumn, lastName: AnyColumn, email: AnyColumn): SQL =>
  sql`coalesce(${firstName}, '') || ' ' || coalesce(${lastName}, '') || E'\\n' || coalesce(${email}, '')`;
