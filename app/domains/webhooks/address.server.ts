import { isIP } from "node:net";
import { checkedProviderUrl, type Resolve } from "~/domains/sso/issuer-address.server";
import { WEBHOOK_MESSAGES as M } from "./model";

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "::1"]);

/**
 * Where Keel may post a company's events (SSRF): https to a name that resolves only to public addresses, the
 * address checked pinned for the connection. `allowPrivate` (WEBHOOKS_ALLOW_PRIVATE, never in production unless
 * set) lifts the address check and lets plain http reach loopback, for a receiver on the test machine.
 * Answers the address to connect to (none: let the name resolve), or why not (a message for the URL field).
 */
export async function checkTarget(
  raw: string,
  allowPrivate: boolean,
  resolve?: Resolve,
): Promise<{ ok: true; address: string | null } | { ok: false; message: string; detail: string }> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, message: M.urlInvalid, detail: "not a URL" };
  }
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (allowPrivate) {
    if (url.protocol === "https:" || (url.protocol === "http:" && LOOPBACK_HOSTS.has(host)))
      return { ok: true, address: null };
    return { ok: false, message: M.urlHttps, detail: `${url.origin} is not https` };
  }
  if (url.protocol !== "https:")
    return { ok: false, message: M.urlHttps, detail: `${url.origin} is not https` };
  const checked = await checkedProviderUrl(url, resolve);
  if ("refused" in checked) {
    const unresolved = !isIP(host) && /does not resolve/.test(checked.refused);
    return { ok: false, message: unresolved ? M.urlUnresolved : M.urlPrivate, detail: checked.refused };
  }
  return { ok: true, address: checked.addresses[0] };
}
