import { randomBytes, scryptSync } from "node:crypto";
import { eq } from "drizzle-orm";
import type { ApiDeps } from "~/api/context.server";
import { type Scope, shareScope } from "~/api/shared-auth.server";
import { createApi } from "~/backend.server";
import {
  businessUnits,
  userBusinessUnits,
  userGeographies,
} from "~/domains/companies/organisation-schema.server";
import { companies } from "~/domains/companies/schema.server";
import { users } from "~/domains/companies/users-schema.server";
import { deliverDueMessages } from "~/platform/messages/delivery.server";
import { messages } from "~/platform/messages/schema.server";
import type { Transports } from "~/platform/messages/transport";
import { createTransports, type TransportSettings } from "~/platform/messages/transports.server";
import type { Role } from "~/shared/roles";
import { openTestDatabase } from "./database";

export const TEST_PASSWORD = "Test!pass1";
// One hash of the test password per test process: every test user signs in with it (a salt per user proves
// nothing here). The hash names its own scrypt cost (app/domains/auth/password.server.ts), and the test users'
// is a low one: each sign-in still runs the app's own check of a real scrypt hash, in about 1 ms of a core
// instead of 60 (every `user()` signs in, on PGlite and again on PostgreSQL; docs/performance.md).
// Passwords set through the API (sign-up, invitations, resets) are hashed at the app's own cost.
const TEST_HASH_COST = { N: 2 ** 10, r: 8, p: 1 };
let passwordHash: string | undefined;
function testPasswordHash(): string {
  if (passwordHash) return passwordHash;
  const salt = randomBytes(16);
  const key = scryptSync(TEST_PASSWORD.normalize("NFKC"), salt, 32, TEST_HASH_COST);
  const { N, r, p } = TEST_HASH_COST;
  passwordHash = ["scrypt", N, r, p, salt.toString("base64url"), key.toString("base64url")].join("$");
  return passwordHash;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  query?: Record<string, string | number | boolean>;
  headers?: Record<string, string>;
  /** The page request this call is made for (its reads share one token lookup and one read of each record). */
  scope?: Scope;
}

/** A backend on a fresh database, called through its fetch handler exactly as the app and integrations do. */
export async function createTestApi(
  options: {
    smtpUrl?: string;
    sms?: TransportSettings["sms"];
    transports?: Transports;
    /** The companies' daily message quota (default: the app's). */
    messagesPerDay?: number;
    /** Trusted proxies (default 1, so tests name their client in X-Forwarded-For); 0 as without TRUST_PROXY. */
    proxyHops?: number;
    /** The launcher's TCP peer header (scripts/socket-peer.mjs); default none. */
    peerHeader?: string;
    /** Per-client sign-up and recovery budgets (default: the app's). */
    clientLimits?: { signUps: number; recoveries: number };
    /** Sign-up confirmation emails per hour for all clients (default: the app's). */
    signUpEmailsPerHour?: number;
  } = {},
) {
  const database = await openTestDatabase();
  let frozen: Date | null = null;
  // Work answered before it is done (runLater): the outbox and the worker wait for it, as a user would.
  const pending = new Set<Promise<void>>();
  const settle = async () => {
    while (pending.size) await Promise.all([...pending]);
  };
  const deps: ApiDeps = {
    db: database.db,
    transports: {
      ...createTransports({
        smtpUrl: options.smtpUrl,
        mailFrom: "Keel <no-reply@keel.test>",
        appUrl: "http://keel.test",
        sms: options.sms,
      }),
      ...options.transports,
    },
    appUrl: "http://keel.test",
    now: () => frozen ?? new Date(),
    proxyHops: options.proxyHops ?? 1,
    peerHeader: options.peerHeader ?? null,
    clientLimits: options.clientLimits,
    messagesPerDay: options.messagesPerDay,
    signUpEmailsPerHour: options.signUpEmailsPerHour,
    checkAnswers: true,
    later: (task) => {
      const run = task().finally(() => pending.delete(run));
      pending.add(run);
    },
  };
  const app = createApi(deps);

  async function call<T = any>(method: string, path: string, opts: CallOptions = {}) {
    const url = new URL(`http://keel.test/api${path}`);
    for (const [k, v] of Object.entries(opts.query ?? {})) url.searchParams.set(k, String(v));
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let body: string | undefined;
    if (opts.body !== undefined) {
      headers["content-type"] ??= "application/json";
      body = typeof opts.body === "string" ? opts.body : JSON.stringify(opts.body);
    }
    const request = new Request(url, { method: method.toUpperCase(), headers, body });
    if (opts.scope) shareScope(request, opts.scope);
    const res = await app.fetch(request);
    if (res.headers.get("content-type")?.startsWith("text/event-stream")) {
      // A live stream never ends: its status and headers are the answer; stop reading.
      await res.body?.cancel();
      return { status: res.status, body: null as T, headers: res.headers };
    }
    const text = await res.text();
    let json: any = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = text;
    }
    return { status: res.status, body: json as T, headers: res.headers };
  }

  /** Creates a company (or reuses one by name) with a user of the given role, signed in. */
  async function user(
    role: Role,
    opts: { company?: string; email?: string; businessUnitIds?: string[]; countries?: string[] } = {},
  ) {
    const companyName = opts.company ?? "Acme";
    let [company] = await database.db.select().from(companies).where(eq(companies.name, companyName));
    if (!company) [company] = await database.db.insert(companies).values({ name: companyName }).returning();
    const email =
      opts.email ??
      `${role.toLowerCase()}.${Math.random().toString(36).slice(2, 8)}@${companyName.toLowerCase().replace(/[^a-z0-9]+/g, "-")}.example`;
    const [row] = await database.db
      .insert(users)
      .values({
        companyId: company.id,
        email,
        role,
        passwordHash: testPasswordHash(),
        firstName: role,
        lastName: "Tester",
      })
      .returning();
    if (opts.businessUnitIds?.length) {
      await database.db
        .insert(userBusinessUnits)
        .values(opts.businessUnitIds.map((businessUnitId) => ({ userId: row.id, businessUnitId })));
    }
    if (opts.countries?.length) {
      await database.db
        .insert(userGeographies)
        .values(opts.countries.map((country) => ({ userId: row.id, country })));
    }
    const signin = await call("post", "/auth/signin", { body: { email, password: TEST_PASSWORD } });
    if (signin.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(signin.body)}`);
    return { ...row, token: signin.body.data.token as string, company };
  }

  /** A business unit (or sub unit, with parentId) of a company, created directly. */
  async function unit(
    companyId: string,
    name: string,
    opts: { parentId?: string; country?: string; region?: string } = {},
  ) {
    const [row] = await database.db
      .insert(businessUnits)
      .values({
        companyId,
        name,
        parentId: opts.parentId ?? null,
        country: opts.country,
        region: opts.region,
      })
      .returning();
    return row;
  }

  /** The messages queued so far (every channel), oldest first; only those to `to` when given. */
  async function outbox(to?: string) {
    await settle();
    const rows = await database.db.select().from(messages).orderBy(messages.createdAt);
    return rows.filter((m) => !to || m.to === to);
  }

  /**
   * A company signed up through the public API as a new user does it: the sign-up, the emailed link, then
   * its confirmation. Answers the confirmation (status 201, data.token and data.user).
   */
  async function signUpCompany(body: Record<string, unknown>, headers?: Record<string, string>) {
    const asked = await call("post", "/auth/signup", { body, headers });
    if (asked.status !== 201) throw new Error(`sign-up failed: ${JSON.stringify(asked.body)}`);
    const mail = (await outbox(String(body.email).toLowerCase())).at(-1);
    const token = /\/signup\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1];
    if (!token) throw new Error(`no sign-up link was emailed to ${String(body.email)}`);
    return call("post", "/auth/signup/confirm", { body: { token } });
  }

  /** Runs the outbox worker until nothing is due (what the app's worker does in the background). */
  async function deliver(opts: { maxAttempts?: number } = {}) {
    await settle();
    const total = { claimed: 0, sent: 0, retried: 0, failed: 0 };
    for (;;) {
      const t = await deliverDueMessages(deps, opts);
      if (t.claimed === 0) return total;
      for (const k of Object.keys(total) as (keyof typeof total)[]) total[k] += t[k];
    }
  }

  return {
    app,
    deps,
    signUpCompany,
    db: database.db,
    engine: database.engine,
    call,
    user,
    unit,
    outbox,
    deliver,
    settle,
    setNow(date: Date | null) {
      frozen = date;
    },
    close: async () => {
      // Work answered before it was done (a recovery email) finishes before the database closes under it.
      while (pending.size) await Promise.allSettled([...pending]);
      for (const t of Object.values(deps.transports)) t?.close?.();
      await database.close();
    },
  };
}

export type TestApi = Awaited<ReturnType<typeof createTestApi>>;

/** What helpers that only call the API need: the in-process test API or an HTTP client (e2e). */
export interface ApiCaller {
  call(method: string, path: string, opts?: CallOptions): Promise<{ status: number; body: any }>;
}
