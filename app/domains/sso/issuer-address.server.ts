import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";
import type { CustomFetch } from "openid-client";
import { Agent } from "undici";

/**
 * Where a single sign-on provider may be: an issuer (and every URL its metadata sends Keel to) must be https and
 * resolve only to public addresses, so a tenant cannot point discovery at Keel's own network (loopback, private
 * ranges, link-local cloud metadata at 169.254.169.254) to probe it. Checked on every request and every redirect.
 */
const blocked = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  blocked.addSubnet(net, prefix, "ipv4");
for (const [net, prefix] of [
  ["::", 127],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const)
  blocked.addSubnet(net, prefix, "ipv6");

export type Resolve = (host: string) => Promise<string[]>;
const resolveAll: Resolve = async (host) => (await lookup(host, { all: true })).map((a) => a.address);

/** Whether `address` (IPv4 or IPv6) is one Keel never calls for a provider. */
export function isPrivateAddress(address: string): boolean {
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address it carries.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return isPrivateAddress(mapped[1]);
  const family = isIP(address);
  if (family === 0) return true;
  return blocked.check(address, family === 4 ? "ipv4" : "ipv6");
}

/** The addresses Keel may call for `url`, or why it will not call it (for the server log). */
export async function checkedProviderUrl(
  url: URL,
  resolve: Resolve = resolveAll,
): Promise<{ addresses: string[] } | { refused: string }> {
  if (url.protocol !== "https:") return { refused: `${url.origin} is not https` };
  const host = url.hostname.replace(/^\[|\]$/g, "");
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await resolve(host);
  } catch (error) {
    return {
      refused: `${host} does not resolve (${error instanceof Error ? error.message : String(error)})`,
    };
  }
  const bad = addresses.find(isPrivateAddress);
  if (bad) return { refused: `${host} resolves to ${bad}, a private, loopback or link-local address` };
  if (addresses.length === 0) return { refused: `${host} does not resolve` };
  return { addresses };
}

/** Why Keel will not call `url` for a provider (for the server log), or null when it may. */
export async function refusedProviderUrl(url: URL, resolve: Resolve = resolveAll): Promise<string | null> {
  const checked = await checkedProviderUrl(url, resolve);
  return "refused" in checked ? checked.refused : null;
}

/**
 * The name lookup of the connection: it answers the address that was checked, whatever the name resolves to
 * now (review N10: a second lookup by fetch let a short-TTL name answer a public address to the check and
 * 127.0.0.1 to the connection). TLS still verifies the certificate against the name (SNI and Host unchanged).
 */
export function pinnedLookup(address: string) {
  const family = isIP(address) === 6 ? 6 : 4;
  return (
    _hostname: string,
    options: { all?: boolean } | undefined,
    callback: (
      error: Error | null,
      address: string | { address: string; family: number }[],
      family?: number,
    ) => void,
  ) => {
    if (options?.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

export class ProviderUrlRefused extends Error {}

/**
 * The fetch the OpenID client uses in production: each URL (discovery, token, user info, keys) is checked before
 * it is called, and the connection goes to the address checked (pinnedLookup). The client never follows a
 * redirect itself (`redirect: "manual"`), so no hop goes unchecked.
 */
export function providerFetch(
  resolve: Resolve = resolveAll,
  call: CustomFetch = fetch as CustomFetch,
): CustomFetch {
  return async (input, init) => {
    const checked = await checkedProviderUrl(new URL(input), resolve);
    if ("refused" in checked) throw new ProviderUrlRefused(checked.refused);
    // One connection pool per call, pinned to the checked address; closed once the answer has been read.
    const dispatcher = new Agent({ connect: { lookup: pinnedLookup(checked.addresses[0]) } });
    const pinned = { ...init, redirect: "manual", dispatcher } as Parameters<CustomFetch>[1];
    try {
      const response = await call(input, pinned);
      const body = await response.arrayBuffer();
      return new Response(body, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    } finally {
      void dispatcher.close();
    }
  };
}
