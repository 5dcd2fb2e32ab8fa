import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";
import type { CustomFetch } from "openid-client";

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

/** Why Keel will not call `url` for a provider (for the server log), or null when it may. */
export async function refusedProviderUrl(url: URL, resolve: Resolve = resolveAll): Promise<string | null> {
  if (url.protocol !== "https:") return `${url.origin} is not https`;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await resolve(host);
  } catch (error) {
    return `${host} does not resolve (${error instanceof Error ? error.message : String(error)})`;
  }
  const bad = addresses.find(isPrivateAddress);
  return bad ? `${host} resolves to ${bad}, a private, loopback or link-local address` : null;
}

export class ProviderUrlRefused extends Error {}

/**
 * The fetch the OpenID client uses in production: each URL (discovery, token, user info, keys) is checked before
 * it is called. The client never follows a redirect itself (`redirect: "manual"`), so no hop goes unchecked.
 */
export function providerFetch(
  resolve: Resolve = resolveAll,
  call: CustomFetch = fetch as CustomFetch,
): CustomFetch {
  return async (input, init) => {
    const reason = await refusedProviderUrl(new URL(input), resolve);
    if (reason) throw new ProviderUrlRefused(reason);
    return call(input, { ...init, redirect: "manual" });
  };
}
