/** A small client for the app under soak: JSON `/api` calls with a bearer token, and a page session cookie. */
import { eq } from "drizzle-orm";
import type { ApiDeps } from "~/api/context.server";
import { createApi } from "~/backend.server";
import type { Database } from "~/platform/db/client.server";
import { messages } from "~/platform/messages/schema.server";

export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: JSON answers are read field by field by the checks
  body: any;
}

export class ApiClient {
  constructor(
    readonly base: string,
    readonly token?: string,
  ) {}

  async call(method: string, path: string, body?: unknown): Promise<Answer> {
    const res = await fetch(`${this.base}/api${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {}
    return { status: res.status, body: parsed };
  }

  /** The answer's `data`, or an error naming the call when it is not 2xx. */
  async ok<T = Answer["body"]>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await this.call(method, path, body);
    if (res.status < 200 || res.status >= 300)
      throw new Error(`${method} ${path}: HTTP ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
    return res.body.data as T;
  }
}

export const SOAK_PASSWORD = "Soak!durable2026";

/**
 * Signs a new company up through the API as its founder would (the sign-up, then the emailed link), in process on
 * the database `open` gives, before the server under soak holds it (PGlite has one owner at a time). Answers the
 * founder's email; `signInCompany` then signs in over HTTP.
 */
export async function signUpCompany(open: () => Promise<Database>, companyName: string) {
  const email = `admin.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@soak.example`;
  const database = await open();
  try {
    const deps: ApiDeps = {
      db: database.db,
      transports: {},
      appUrl: "http://soak.test",
      now: () => new Date(),
      proxyHops: 0,
    };
    const app = createApi(deps);
    const post = async (path: string, body: unknown) => {
      const res = await app.fetch(
        new Request(`http://soak.test/api${path}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        }),
      );
      if (res.status !== 201) throw new Error(`POST ${path}: HTTP ${res.status} ${await res.text()}`);
    };
    await post("/auth/signup", {
      companyName,
      firstName: "Sam",
      lastName: "Soak",
      email,
      password: SOAK_PASSWORD,
      confirmPassword: SOAK_PASSWORD,
    });
    const mails = await database.db.select().from(messages).where(eq(messages.to, email));
    const token = /\/signup\/confirm\?token=([\w-]+)/.exec(mails.at(-1)?.text ?? "")?.[1];
    await post("/auth/signup/confirm", { token });
  } finally {
    await database.close();
  }
  return email;
}

/** Signs the founder of `signUpCompany` in; answers a client holding its Corporate Administrator's token. */
export async function signInCompany(base: string, email: string) {
  const data = await new ApiClient(base).ok<{ token: string }>("POST", "/auth/signin", {
    email,
    password: SOAK_PASSWORD,
  });
  const api = new ApiClient(base, data.token);
  const me = await api.ok<{ id: string; companyId: string }>("GET", "/auth/session");
  return { api, email, userId: me.id, companyId: me.companyId };
}

/** Signs in through the page form (as a browser would, Origin included); answers the session cookie. */
export async function pageSession(base: string, email: string, password: string) {
  const res = await fetch(`${base}/login`, {
    method: "POST",
    headers: { origin: base, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email, password }),
    redirect: "manual",
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  if (res.status !== 302 || !cookie) throw new Error(`page sign-in failed: HTTP ${res.status}`);
  return cookie;
}
