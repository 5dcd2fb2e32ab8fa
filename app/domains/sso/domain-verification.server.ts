import dns from "node:dns";
import fs from "node:fs";

/** The TXT record a company publishes at a domain to prove it controls it. */
export const TXT_PREFIX = "keel-domain-verification=";
export const txtRecordFor = (token: string) => `${TXT_PREFIX}${token}`;

/** Answers the TXT records of a domain, each as its chunks (node:dns's shape). */
export type TxtResolver = (domain: string) => Promise<string[][]>;

const systemResolver: TxtResolver = (domain) => dns.promises.resolveTxt(domain);
let resolver: TxtResolver = systemResolver;

/** Tests replace the resolver (null: node:dns again); the server never does outside KEEL_TEST_DNS_TXT_FILE. */
export function setTxtResolver(replacement: TxtResolver | null) {
  resolver = replacement ?? systemResolver;
}

/**
 * Test runs only (KEEL_TEST_DNS_TXT_FILE): TXT records read from a JSON file `{ "<domain>": ["<record>"] }`
 * that the end-to-end tests write, standing in for publishing a record at a real DNS provider.
 */
export const fileTxtResolver =
  (file: string): TxtResolver =>
  async (domain) => {
    const records = (() => {
      try {
        return JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, string[]>;
      } catch {
        return {};
      }
    })();
    return (records[domain] ?? []).map((record) => [record]);
  };

/** Whether the domain publishes the record; a failed lookup (no such name, timeout) counts as not published. */
export async function publishesRecord(domain: string, token: string): Promise<boolean> {
  try {
    const records = await resolver(domain);
    return records.some((chunks) => chunks.join("").trim() === txtRecordFor(token));
  } catch (error) {
    console.warn(`[sso] TXT lookup of ${domain} failed: ${(error as Error).message}`);
    return false;
  }
}
