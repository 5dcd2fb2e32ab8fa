import os from "node:os";
import { parse } from "pg-connection-string";

/** What DATABASE_URL may look like: told to whoever sets a value Keel cannot read. */
export const DATABASE_URL_EXAMPLES = [
  "postgres://user:password@db.example.com:5432/keel",
  "postgres:///keel?host=/var/run/postgresql",
  "host=/var/run/postgresql dbname=keel",
];

/** The keywords libpq knows (its keyword/value form refuses any other, so a typo is not silently ignored). */
const LIBPQ_KEYWORDS = new Set([
  "host",
  "hostaddr",
  "port",
  "dbname",
  "user",
  "password",
  "passfile",
  "require_auth",
  "channel_binding",
  "connect_timeout",
  "client_encoding",
  "options",
  "application_name",
  "fallback_application_name",
  "keepalives",
  "keepalives_idle",
  "keepalives_interval",
  "keepalives_count",
  "tcp_user_timeout",
  "replication",
  "gssencmode",
  "sslmode",
  "sslnegotiation",
  "requiressl",
  "sslcompression",
  "sslcert",
  "sslkey",
  "sslpassword",
  "sslcertmode",
  "sslrootcert",
  "sslcrl",
  "sslcrldir",
  "sslsni",
  "requirepeer",
  "ssl_min_protocol_version",
  "ssl_max_protocol_version",
  "krbsrvname",
  "gsslib",
  "gssdelegation",
  "service",
  "target_session_attrs",
  "load_balance_hosts",
]);

const URI = /^postgres(ql)?:\/\//i;
/** One `keyword = value` of libpq's keyword/value form: the value bare, or in single quotes; `\` escapes. */
const PAIR = /\s*([a-z_]+)\s*=\s*(?:'((?:[^'\\]|\\.)*)'|((?:[^\s'\\]|\\.)+))\s*/iy;

/** The pairs of a keyword/value connection string, or null when the text is not one. */
function keywordPairs(text: string): Map<string, string> | null {
  const pairs = new Map<string, string>();
  PAIR.lastIndex = 0;
  while (PAIR.lastIndex < text.length) {
    const match = PAIR.exec(text);
    if (!match) return null;
    const keyword = match[1]!.toLowerCase();
    if (!LIBPQ_KEYWORDS.has(keyword)) return null;
    pairs.set(keyword, (match[2] ?? match[3] ?? "").replace(/\\(.)/g, "$1"));
  }
  return pairs.size > 0 ? pairs : null;
}

/**
 * A PostgreSQL connection string in any form libpq takes, as a URI that pg reads the same way; null when it is none.
 * URIs (postgres:// or postgresql://; the host a name, an address, or a socket folder percent-encoded or given as
 * `?host=`) are kept as they are, once pg's own parser has read them. The keyword/value form
 * (`host=/var/run/postgresql dbname=keel`), which pg does not read, becomes the URI saying the same.
 * A string that names no user gets `osUser`, as libpq does (pg would send an empty user name and be refused).
 */
export function postgresUri(text: string, osUser?: string): string | null {
  const value = text.trim();
  let uri: string;
  if (URI.test(value)) {
    uri = value;
  } else {
    const pairs = keywordPairs(value);
    if (!pairs) return null;
    const database = pairs.get("dbname") ?? "";
    pairs.delete("dbname");
    const query = new URLSearchParams([...pairs]).toString();
    uri = `postgres:///${encodeURIComponent(database)}${query ? `?${query}` : ""}`;
  }
  let user: string | undefined;
  try {
    user = parse(uri).user;
  } catch {
    return null;
  }
  if (user || !osUser) return uri;
  return `${uri}${uri.includes("?") ? "&" : "?"}user=${encodeURIComponent(osUser)}`;
}

/** The name of the user this process runs as (libpq's default role), if the system has one. */
export function osUserName(): string | undefined {
  try {
    return os.userInfo().username;
  } catch {
    return undefined; // a container's uid without a passwd entry
  }
}
