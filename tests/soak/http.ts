/** A small client for the app under soak: JSON `/api` calls with a bearer token, and a page session cookie. */

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

/** Signs a new company up through `/api/auth/signup`; answers a client holding its Corporate Administrator's token. */
export async function signUpCompany(base: string, companyName: string) {
  const email = `admin.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@soak.example`;
  const anonymous = new ApiClient(base);
  const data = await anonymous.ok<{ token: string }>("POST", "/auth/signup", {
    companyName,
    firstName: "Sam",
    lastName: "Soak",
    email,
    password: SOAK_PASSWORD,
    confirmPassword: SOAK_PASSWORD,
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
