import { z } from "zod";
import type { ApiDeps, Principal } from "~/api/context.server";
import { ApiError } from "~/api/errors.server";
import { lockedUntil, recordFailure } from "./rate-limit.server";

/**
 * Client error reports (spec §7 POST /api/auth/_log): what a browser could not do, written to the server log
 * as one JSON line (so a report's text can never forge another line). Bounded: the body is capped at
 * CLIENT_LOG_MAX_BYTES, each field has a length limit, and a caller (the signed-in user, else the client
 * address behind a trusted proxy, else all anonymous callers together) may send CLIENT_LOG_LIMIT reports per
 * window of the sign-in counters (rate-limit.server.ts); beyond it the answer is 429 until the window ends.
 */
export const CLIENT_LOG_MAX_BYTES = 16 * 1024;
export const CLIENT_LOG_LIMIT = 30;
export const CLIENT_LOG_REFUSED = "Too many error reports. Please wait a few minutes.";

export const clientLogSchema = z.object({
  level: z.enum(["error", "warn", "debug"]).default("error"),
  code: z.string().trim().max(100).default("CLIENT_ERROR"),
  message: z.string().trim().max(2000).default(""),
  url: z.string().trim().max(2000).optional(),
  stack: z.string().max(8000).optional(),
  /** Form-encoded reports carry it (app/api/form-csrf.server.ts); JSON ones need not. */
  csrfToken: z.string().max(200).optional(),
});
export type ClientLog = z.output<typeof clientLogSchema>;

export async function recordClientLog(
  deps: ApiDeps,
  user: Principal | null,
  clientIp: string | null,
  report: ClientLog,
  write: (line: string) => void = (line) => console.warn(line),
) {
  const now = deps.now();
  const key = user ? `log:user:${user.id}` : clientIp ? `log:ip:${clientIp}` : "log:anonymous";
  if (await lockedUntil(deps.db, key, now)) {
    throw new ApiError(429, "RATE_LIMITED", CLIENT_LOG_REFUSED);
  }
  // The sign-in counters count events in a window and lock the key at the limit: here each report is one.
  await recordFailure(deps.db, key, { limit: CLIENT_LOG_LIMIT, windowMinutes: 15, lockMinutes: 15 }, now);
  const { csrfToken: _csrf, ...fields } = report;
  write(
    JSON.stringify({
      at: now.toISOString(),
      source: "client",
      ...fields,
      userId: user?.id ?? null,
      companyId: user?.companyId ?? null,
    }),
  );
  return { logged: true };
}
