import { z } from "zod";
import { ROLES } from "~/shared/roles";

/** A domain name such as example.com: labels of letters, digits and hyphens, a TLD of 2+ letters. */
export const DOMAIN_PATTERN = /^(?=.{4,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

const LOOPBACK_HOSTS = ["localhost", "127.0.0.1", "[::1]"];

/** Issuers must use HTTPS; plain HTTP is accepted for a provider on this machine (development, tests). */
export function isLoopbackUrl(url: URL) {
  return LOOPBACK_HOSTS.includes(url.hostname);
}

const issuerSchema = z
  .string({ error: "Issuer URL is required." })
  .trim()
  .min(1, "Issuer URL is required.")
  .max(500, "Issuer URL is too long.")
  .refine((value) => {
    try {
      const url = new URL(value);
      if (url.search || url.hash || url.username || url.password) return false;
      return url.protocol === "https:" || (url.protocol === "http:" && isLoopbackUrl(url));
    } catch {
      return false;
    }
  }, "Enter the issuer's https:// address, without query or fragment.")
  .transform((value) => value.replace(/\/+$/, ""));

/** "x" is not a domain name; "x" and "y" are not: each wrong entry named once, as it was typed. */
export function notDomainsMessage(entries: string[]) {
  const quoted = entries.map((e) => `"${e}"`);
  const named = quoted.length === 1 ? quoted[0] : `${quoted.slice(0, -1).join(", ")} and ${quoted.at(-1)}`;
  return `${named} ${quoted.length === 1 ? "is not a domain name" : "are not domain names"} (e.g. example.com).`;
}

/**
 * Accepts one per line or "a.com, b.com" (an entry may also hold several separated by spaces); answers
 * lower-cased, deduplicated domains. An entry that is not domain names is refused whole, named as typed:
 * "not a domain" was split word by word into "Not a domain name: a, domain, not".
 */
const domainsSchema = z
  .string({ error: "Add at least one email domain." })
  .max(2000, "Too many email domains.")
  .transform((value, ctx) => {
    const entries = value
      .split(/[\n,;]+/)
      .map((entry) => entry.trim())
      .filter(Boolean);
    const wrong: string[] = [];
    const domains = new Set<string>();
    for (const entry of entries) {
      const words = entry.split(/\s+/).map((d) => d.toLowerCase().replace(/^@/, ""));
      if (words.every((d) => DOMAIN_PATTERN.test(d))) for (const d of words) domains.add(d);
      else wrong.push(entry);
    }
    if (wrong.length) ctx.addIssue({ code: "custom", message: notDomainsMessage(wrong) });
    return [...domains].sort();
  })
  .superRefine((domains, ctx) => {
    if (domains.length === 0) ctx.addIssue({ code: "custom", message: "Add at least one email domain." });
    if (domains.length > 20) ctx.addIssue({ code: "custom", message: "At most 20 email domains." });
  });

/** The settings form and the PUT /company/sso body: the same field names, so errors land on their fields. */
export const ssoSettingsSchema = z.object({
  issuer: issuerSchema,
  clientId: z
    .string({ error: "Client ID is required." })
    .trim()
    .min(1, "Client ID is required.")
    .max(300, "Client ID is too long."),
  /** Empty on an update keeps the stored secret; required the first time. */
  clientSecret: z.string().trim().max(1000, "Client secret is too long.").optional(),
  domains: domainsSchema,
  defaultRole: z.enum(ROLES, { error: "Choose a default role." }).refine((r) => r !== "Admin", {
    message: "The System Administrator role cannot be given by single sign-on.",
  }),
  passwordSignIn: z
    .union([z.boolean(), z.literal("on"), z.literal("true"), z.literal("false")])
    .optional()
    .transform((v) => v === true || v === "on" || v === "true"),
});

export type SsoSettingsInput = z.input<typeof ssoSettingsSchema>;

/** The settings as the API answers them: the secret is never part of it. */
export interface SsoSettings {
  /** Edit version of the settings: send it back as If-Match when saving (a stale save is refused). */
  editVersion: number;
  configured: boolean;
  issuer: string;
  clientId: string;
  hasClientSecret: boolean;
  domains: string[];
  /** Each claimed domain, the TXT record that proves it, and whether it was proved (only then it signs in). */
  domainClaims: { domain: string; txtRecord: string; verified: boolean }[];
  defaultRole: string;
  passwordSignIn: boolean;
  callbackUrl: string;
  lastError: string | null;
  lastErrorAt: string | null;
  updatedAt: string | null;
}

export const emailDomain = (email: string) => email.slice(email.lastIndexOf("@") + 1).toLowerCase();
