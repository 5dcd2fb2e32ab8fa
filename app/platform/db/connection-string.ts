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
 */
export function postgresUri(text: string): string | null {
  const value = text.trim();
  if (URI.test(value)) {
    try {
      parse(value);
      return value;
    } catch {
      return null;
    }
  }
  const pairs = keywordPairs(value);
  if (!pairs) return null;
  const database = pairs.get("dbname") ?? "";
  pairs.delete("dbname");
  const query = new URLSearchParams([...pairs]).toString();
  return `postgres:///${encodeURIComponent(database)}${query ? `?${query}` : ""}`;
}
