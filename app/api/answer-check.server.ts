import { isDeepStrictEqual } from "node:util";
import type { z } from "zod";

/**
 * How an answer differs from its declared schema, or null when the schema describes it exactly: every field it
 * sends is declared (a row spread into an answer shows up as undeclared fields) and every declared field has the
 * declared type. Compared as the client reads it (JSON), so a date is a string. Schemas of answers carry no
 * transforms or defaults, so a described answer parses to itself.
 */
export function answerMismatch(schema: z.ZodType, sent: unknown): string | null {
  const json: unknown = sent === undefined ? undefined : JSON.parse(JSON.stringify(sent));
  const parsed = schema.safeParse(json);
  if (!parsed.success)
    return parsed.error.issues
      .slice(0, 5)
      .map((i) => `${i.path.join(".") || "(answer)"}: ${i.message}`)
      .join("; ");
  if (!isDeepStrictEqual(parsed.data, json))
    return `sends fields the schema does not declare: ${undeclared(json, parsed.data).slice(0, 10).join(", ")}`;
  return null;
}

/** The paths present in `sent` but dropped by the schema's parse (an object's undeclared keys). */
function undeclared(sent: unknown, kept: unknown, at = ""): string[] {
  if (Array.isArray(sent) && Array.isArray(kept))
    return sent.flatMap((v, i) => undeclared(v, kept[i], `${at}[${i}]`)).slice(0, 10);
  if (sent && kept && typeof sent === "object" && typeof kept === "object") {
    const k = kept as Record<string, unknown>;
    return Object.entries(sent as Record<string, unknown>).flatMap(([key, v]) =>
      key in k ? undeclared(v, k[key], `${at}.${key}`) : [`${at}.${key}`],
    );
  }
  return [];
}
