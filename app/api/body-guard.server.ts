import type { MiddlewareHandler } from "hono";
import { MESSAGES } from "~/shared/messages";
import { readCapped } from "~/shared/read-capped.server";
import { ApiError } from "./errors.server";

/** The body an API route accepts unless it declares more (`maxBodyBytes`): every form of Keel fits. */
export const DEFAULT_MAX_BODY_BYTES = 256 * 1024;
/** Deepest nesting of arrays and objects a JSON body may have: Keel's own bodies are 4 deep at most. */
export const MAX_JSON_DEPTH = 32;

const tooLarge = () => new ApiError(413, "TOO_LARGE", MESSAGES.bodyTooLarge);

/** Reads the body as text, stopping (413) as soon as it passes `limit` bytes, whatever it announced. */
async function readText(request: Request, limit: number): Promise<string> {
  if (Number(request.headers.get("content-length") ?? 0) > limit) throw tooLarge();
  return (await readCapped(request, limit, tooLarge)).toString("utf8");
}

/**
 * Whether JSON text nests arrays/objects deeper than `max`: one pass over the characters, strings skipped,
 * no allocation. JSON.parse and the validators recurse per level, so a body of millions of "[" costs seconds
 * of event loop and hundreds of MB before it is refused; this answers in a millisecond per 256 KB.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      // A backslash escapes the next character (a quote inside the string, say).
      if (code === 0x5c) i++;
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x5b || code === 0x7b) {
      if (++depth > max) return true;
    } else if (code === 0x5d || code === 0x7d) depth--;
  }
  return false;
}

/**
 * Runs before authentication and validation on every route with a body: the body is read up to the route's
 * limit (413 past it) and refused (400) when nested deeper than MAX_JSON_DEPTH, before anything parses it.
 * The text is handed to Hono's body cache, so the JSON validator parses what was checked.
 */
export const bodyGuard =
  (limit: number): MiddlewareHandler =>
  async (c, next) => {
    const text = await readText(c.req.raw, limit);
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) throw new ApiError(400, "TOO_DEEP", MESSAGES.bodyTooDeep);
    // Hono keeps promises in its body cache (its type says functions): c.req.json() parses this text.
    (c.req.bodyCache as { text?: Promise<string> }).text = Promise.resolve(text);
    await next();
  };
