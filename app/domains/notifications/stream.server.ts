import type { ApiDeps, Principal } from "~/api/context.server";
import { onClientGone } from "~/platform/client-gone.server";
import type { FeedItem } from "./answers";
import { liveHub } from "./live.server";
import { listFeed, unreadCounts } from "./service.server";

/**
 * The server-sent event stream of one signed-in user:
 * - `counts` at once: the unread counts (badge);
 * - `notification` whenever new notifications or mentions arrive: { items (newest first), counts },
 *   with the event id set to the newest item's time, so a reconnecting EventSource resumes from there;
 * - `end` when the session is no longer valid (the client stops).
 * A comment line every HEARTBEAT_MS keeps proxies from closing an idle connection. The stream ends itself after
 * LIFETIME_MS (and when a write fails): the browser reconnects after `retry:` with Last-Event-ID and resumes, and
 * a stream whose client left unnoticed (the web server does not always tell) holds nothing for longer than that.
 */

const HEARTBEAT_MS = 20_000;
const REAUTH_MS = 60_000;
const LOOK_BACK_MS = 10_000;
const MAX_ITEMS = 50;
export const LIFETIME_MS = 60_000;
/** Live streams one user may hold at once (tabs, devices); a new one ends the oldest. */
export const MAX_STREAMS_PER_USER = 5;

/** The open streams of each user in this process, oldest first: each entry ends its stream. */
const openStreams = new Map<string, (() => void)[]>();

/** Counts a new stream of `userId`; past the cap the oldest is told `end` (its client stops) and closed. */
function admit(userId: string, end: () => void): () => void {
  const list = openStreams.get(userId) ?? [];
  list.push(end);
  openStreams.set(userId, list);
  while (list.length > MAX_STREAMS_PER_USER) list.shift()!();
  return () => {
    const at = list.indexOf(end);
    if (at >= 0) list.splice(at, 1);
    if (list.length === 0 && openStreams.get(userId) === list) openStreams.delete(userId);
  };
}

export function notificationStream(
  deps: ApiDeps,
  user: Principal,
  options: { since?: Date; request: Request; stillValid: () => Promise<boolean>; lifetimeMs?: number },
): Response {
  const encoder = new TextEncoder();
  const sent = new Set<string>();
  let newest = options.since?.getTime() ?? deps.now().getTime();
  let closed = false;
  let pumping: Promise<void> = Promise.resolve();
  const cleanups: (() => void)[] = [];
  let cancelStream = () => {};

  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const write = (text: string) => {
        if (closed) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          close();
        }
      };
      const event = (name: string, data: unknown, id?: string) =>
        write(`event: ${name}\n${id ? `id: ${id}\n` : ""}data: ${JSON.stringify(data)}\n\n`);
      const close = () => {
        if (closed) return;
        closed = true;
        for (const cleanup of cleanups) cleanup();
        try {
          controller.close();
        } catch {
          // already closed by the client
        }
      };

      const pump = async () => {
        const since = new Date(newest - LOOK_BACK_MS);
        const { data } = await listFeed(deps, user, { page: 1, pageSize: MAX_ITEMS, since });
        const fresh: FeedItem[] = data.filter((item) => !sent.has(item.id));
        if (fresh.length === 0) return;
        for (const item of fresh) {
          sent.add(item.id);
          newest = Math.max(newest, Date.parse(item.createdAt));
        }
        const counts = await unreadCounts(deps, user);
        event("notification", { items: fresh, counts }, new Date(newest).toISOString());
      };
      const schedule = () => {
        pumping = pumping.then(pump).catch((error) => console.error("[notifications] stream failed", error));
      };

      write("retry: 3000\n\n");
      unreadCounts(deps, user)
        .then((counts) => event("counts", counts))
        .catch(() => {});
      schedule();
      cleanups.push(liveHub(deps).subscribe(user.id, schedule));
      const heartbeat = setInterval(() => write(": ping\n\n"), HEARTBEAT_MS);
      const reauth = setInterval(async () => {
        if (await options.stillValid().catch(() => false)) return;
        event("end", { reason: "session" });
        close();
      }, REAUTH_MS);
      const lifetime = setTimeout(close, options.lifetimeMs ?? LIFETIME_MS);
      cleanups.push(
        () => clearInterval(heartbeat),
        () => clearInterval(reauth),
        () => clearTimeout(lifetime),
      );
      cleanups.push(onClientGone(options.request, close));
      // An `end` event, not a bare close: EventSource would reconnect and push out the next oldest.
      const evict = () => {
        event("end", { reason: "tooManyStreams" });
        close();
      };
      cleanups.push(admit(user.id, evict));
      cancelStream = close;
    },
    cancel() {
      cancelStream();
    },
  });

  return new Response(body, {
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      // no-transform: compression middleware must not buffer the stream.
      "cache-control": "no-cache, no-transform",
      "x-accel-buffering": "no",
    },
  });
}
