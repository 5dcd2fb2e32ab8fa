import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { DATABASE_URL_EXAMPLES, osUserName, postgresUri } from "~/config-database-url.server";

/**
 * Every environment variable Keel reads, in one schema (README lists them). It is parsed once at boot
 * (`getEnv()` from the server entry), and a bad value stops the start with a message naming the variable.
 * No other module reads `process.env`.
 */
const flag = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0"])
    .optional()
    .transform((value) => (value === undefined ? fallback : value === "true" || value === "1"));
const optionalText = z.string().trim().min(1).optional();
const optionalUrl = z.string().trim().url("must be a URL, e.g. https://host/path").optional();
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Where PGlite, uploads and the generated development secrets live. */
  DATA_DIR: z.string().default("data"),
  /**
   * PostgreSQL, in any form libpq takes (socket or TCP, URI or keyword/value), kept as the URI pg reads the same
   * way, with the OS user as the role when it names none (as libpq). Unset: PGlite in DATA_DIR.
   */
  DATABASE_URL: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      const uri = postgresUri(value, osUserName());
      if (uri) return uri;
      ctx.addIssue({
        code: "custom",
        message: `must be a PostgreSQL connection string, e.g. ${DATABASE_URL_EXAMPLES.join(" or ")}`,
      });
      return z.NEVER;
    }),
  DB_POOL_SIZE: positiveInt(10),
  /**
   * How long an idle PostgreSQL connection is kept (0: for as long as the process runs). A new connection plans
   * its first statements on cold catalog caches, 30 to 90 ms each instead of under 1 (docs/performance.md), so the
   * pool keeps what it opened through the lulls between bursts instead of node-postgres's 10 seconds.
   */
  DB_POOL_IDLE_SECONDS: z.coerce.number().int().min(0).default(600),
  MIGRATIONS_DIR: z.string().default("migrations"),
  KEEL_LOG_SQL: flag(false),
  /**
   * PGlite on a worker thread of its own (true), so pages render on one core while it answers on the other, or on
   * the request thread (false, as before issue 37). PostgreSQL ignores it.
   */
  KEEL_PGLITE_WORKER: flag(true),
  KEEL_PGLITE_VACUUM_MINUTES: z.coerce.number().int().min(0).default(360),
  APP_URL: optionalUrl,
  API_URL: optionalUrl,
  SESSION_SECRET: optionalText,
  COOKIE_SECURE: flag(false).optional(),
  KEEL_DEMO: z.enum(["true", "false"]).optional(),
  /** Test suites only: one known password for every demo account (never set in a deployment). */
  KEEL_TEST_DEMO_PASSWORD: optionalText,
  /** Test suites only: TXT records read from this JSON file instead of DNS (SSO domain verification). */
  KEEL_TEST_DNS_TXT_FILE: optionalText,
  /**
   * Single sign-on providers on plain HTTP or at private, loopback or link-local addresses: refused in production
   * (SSRF and port scans through issuer discovery), allowed elsewhere; the e2e suite's local provider sets it.
   */
  SSO_ALLOW_PRIVATE_ISSUER: flag(false).optional(),
  /**
   * Webhooks and Teams / Slack channels on plain http (loopback only) or at private, loopback or link-local
   * addresses: refused in production (SSRF), allowed elsewhere; the test suites' local receivers need it.
   */
  WEBHOOKS_ALLOW_PRIVATE: flag(false).optional(),
  TRUST_PROXY: flag(false),
  /** How many trusted reverse proxies append to X-Forwarded-For (the client is that many entries from the right). */
  TRUST_PROXY_HOPS: positiveInt(1),
  /** Set by the launcher (scripts/socket-peer.mjs), not by hand: the header it writes each request's TCP peer into. */
  KEEL_PEER_HEADER: z
    .string()
    .regex(/^x-[a-z-]+$/)
    .optional(),
  /**
   * Sign-ups (new companies and accepted invitations) one client may make an hour, and password recoveries it may
   * ask for in 15 minutes. An office behind one NAT address is one client: raise them for such a site (the e2e
   * suite, all on loopback, does).
   */
  SIGNUPS_PER_CLIENT_PER_HOUR: positiveInt(10),
  RECOVERIES_PER_CLIENT_PER_15_MINUTES: positiveInt(10),
  /** Sign-up confirmation emails Keel sends in an hour, all clients together (security review N4). */
  SIGNUP_EMAILS_PER_HOUR: positiveInt(200),
  REMINDER_WORKER: z.enum(["on", "off"]).default("on"),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default("Keel <no-reply@keel.local>"),
  /** SMS and voice: a Twilio-compatible HTTP API. Without it SMS and voice messages stay in the outbox. */
  SMS_PROVIDER: z.enum(["twilio"]).optional(),
  TWILIO_ACCOUNT_SID: optionalText,
  TWILIO_AUTH_TOKEN: optionalText,
  TWILIO_FROM_NUMBER: z
    .string()
    .trim()
    .regex(/^\+[1-9]\d{6,14}$/, "must be a phone number in E.164, e.g. +447700900123")
    .optional(),
  TWILIO_BASE_URL: z
    .string()
    .trim()
    .url("must be a URL, e.g. https://api.twilio.com")
    .default("https://api.twilio.com"),
  /** Messages (email, SMS, voice) each company may queue in 24 hours; what people send past it is refused. */
  MESSAGES_PER_COMPANY_PER_DAY: positiveInt(5000),
  /** Messages a second the provider account accepts (the outbox worker keeps to it). */
  SMS_RATE_PER_SECOND: z.coerce.number().positive().optional(),
  SSO_ENCRYPTION_KEY: optionalText,
  SSO_ENCRYPTION_KEY_PREVIOUS: optionalText,
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().default("us-east-1"),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: flag(true),
  UPLOAD_SIGNING_SECRET: optionalText,
  UPLOAD_URL_TTL_SECONDS: positiveInt(900),
  MAP_TILE_URL: optionalText,
  MAP_TILE_ATTRIBUTION: optionalText,
  GEOCODER_URL: optionalUrl,
});
export type Env = z.infer<typeof envSchema>;

/** Settings that only make sense together: each missing one named. */
function crossChecks(vars: Env): string[] {
  if (vars.SMS_PROVIDER !== "twilio") return [];
  const required = ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_FROM_NUMBER"] as const;
  return required.filter((name) => !vars[name]).map((name) => `${name}: required when SMS_PROVIDER=twilio`);
}

/** Validates a set of variables (an empty value counts as unset); throws naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = envSchema.safeParse(present);
  const problems = result.success
    ? crossChecks(result.data)
    : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  if (result.success && problems.length === 0) return result.data;
  throw new Error(`Keel cannot start: invalid environment variable(s): ${problems.join("; ")}`);
}

let env: Env | undefined;
/** The process's environment, parsed on first use (the server entry calls it at boot). */
export function getEnv(): Env {
  env ??= parseEnv(process.env);
  return env;
}

/** Runtime settings derived from the environment once. */
export interface AppConfig {
  dataDir: string;
  databaseUrl?: string;
  appUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  /** SMS and voice through a Twilio-compatible API (SMS_PROVIDER=twilio). */
  sms?: { accountSid: string; authToken: string; from: string; baseUrl: string; ratePerSecond?: number };
  sessionSecret: string;
  apiUrl?: string;
  cookieSecure: boolean;
  demo: boolean;
  /** Test suites only (KEEL_TEST_DEMO_PASSWORD). */
  testDemoPassword?: string;
  /** Test suites only (KEEL_TEST_DNS_TXT_FILE). */
  testDnsTxtFile?: string;
  /** Where the demo accounts and their generated first passwords are kept (mode 0600). */
  demoAccountsFile: string;
  /** Whether an SSO issuer may be plain HTTP or at a private address (never in production unless set). */
  ssoAllowPrivateIssuer: boolean;
  /** Whether webhook targets may be loopback http or private addresses (never in production unless set). */
  webhooksAllowPrivate: boolean;
  trustProxy: boolean;
  trustProxyHops: number;
  /** The header carrying the request's TCP peer address (KEEL_PEER_HEADER), when the launcher writes one. */
  peerHeader: string | null;
  /** SIGNUPS_PER_CLIENT_PER_HOUR and RECOVERIES_PER_CLIENT_PER_15_MINUTES. */
  clientLimits: { signUps: number; recoveries: number };
  /** SIGNUP_EMAILS_PER_HOUR. */
  signUpEmailsPerHour: number;
  reminderWorker: boolean;
  /** MESSAGES_PER_COMPANY_PER_DAY. */
  messagesPerDay: number;
}

let cached: AppConfig | undefined;

/** Parses the environment again: only for tests that change a variable mid-run (a key rotation, say). */
export function reloadEnv() {
  env = undefined;
  cached = undefined;
  return getEnv();
}

export function getConfig(): AppConfig {
  if (cached) return cached;
  const vars = getEnv();
  const dataDir = path.resolve(vars.DATA_DIR);
  cached = {
    dataDir,
    databaseUrl: vars.DATABASE_URL,
    appUrl: (vars.APP_URL ?? `http://localhost:${vars.PORT}`).replace(/\/$/, ""),
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM,
    sms:
      vars.SMS_PROVIDER === "twilio"
        ? {
            accountSid: vars.TWILIO_ACCOUNT_SID!,
            authToken: vars.TWILIO_AUTH_TOKEN!,
            from: vars.TWILIO_FROM_NUMBER!,
            baseUrl: vars.TWILIO_BASE_URL,
            ratePerSecond: vars.SMS_RATE_PER_SECOND,
          }
        : undefined,
    sessionSecret: vars.SESSION_SECRET ?? developmentSecret(dataDir),
    apiUrl: vars.API_URL,
    cookieSecure: vars.COOKIE_SECURE ?? vars.NODE_ENV === "production",
    // The demo company is seeded on the embedded engine unless turned off, and on PostgreSQL only on request.
    demo: vars.KEEL_DEMO ? vars.KEEL_DEMO === "true" : !vars.DATABASE_URL,
    testDemoPassword: vars.KEEL_TEST_DEMO_PASSWORD,
    testDnsTxtFile: vars.KEEL_TEST_DNS_TXT_FILE,
    demoAccountsFile: path.join(dataDir, "demo-accounts.txt"),
    ssoAllowPrivateIssuer: vars.SSO_ALLOW_PRIVATE_ISSUER ?? vars.NODE_ENV !== "production",
    webhooksAllowPrivate: vars.WEBHOOKS_ALLOW_PRIVATE ?? vars.NODE_ENV !== "production",
    trustProxy: vars.TRUST_PROXY,
    trustProxyHops: vars.TRUST_PROXY_HOPS,
    peerHeader: vars.KEEL_PEER_HEADER ?? null,
    clientLimits: {
      signUps: vars.SIGNUPS_PER_CLIENT_PER_HOUR,
      recoveries: vars.RECOVERIES_PER_CLIENT_PER_15_MINUTES,
    },
    signUpEmailsPerHour: vars.SIGNUP_EMAILS_PER_HOUR,
    reminderWorker: vars.REMINDER_WORKER === "on",
    messagesPerDay: vars.MESSAGES_PER_COMPANY_PER_DAY,
  };
  return cached;
}

/** A development secret generated once into the data folder, never committed. */
function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, "session-secret");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString("base64url");
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
