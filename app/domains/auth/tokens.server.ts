import { createHash, randomBytes } from "node:crypto";
import type { Context } from "hono";

/** 256 random bits, URL-safe. Only its SHA-256 is ever stored. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The bearer token of the request (the session's own token, answered as the spec's sessionToken). */
export function bearer(c: Context): string {
  const header = c.req.header("authorization") ?? "";
  return header.startsWith("Bearer ") ? header.slice(7).trim() : "";
}
