import { DrizzleQueryError } from "drizzle-orm/errors";

/** The longest piece of SQL text a log line keeps. */
const SQL_LOG_CHARS = 1000;

/**
 * What the log says about an unhandled error. A failed query's error carries its parameters (user data, and for
 * a 20,000-site impact about 80,000 values, 3.4 MB per request: review N6), so for one only the SQL text
 * (shortened), the parameter count and the database's own message are kept.
 */
export function loggableError(error: unknown): unknown {
  if (!(error instanceof DrizzleQueryError)) return error;
  const sql = error.query.length > SQL_LOG_CHARS ? `${error.query.slice(0, SQL_LOG_CHARS)}…` : error.query;
  const cause = error.cause instanceof Error ? error.cause.message : "";
  return `Failed query (${error.params.length} parameters): ${sql}${cause ? `\n  cause: ${cause}` : ""}\n${frames(error)}`;
}

/** The call frames of a stack, without its message (which, for a failed query, lists the parameters). */
function frames(error: Error): string {
  return (error.stack ?? "")
    .split("\n")
    .filter((line) => line.trimStart().startsWith("at "))
    .slice(0, 5)
    .join("\n");
}
