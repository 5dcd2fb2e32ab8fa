/**
 * Mixed traffic for the load soak: each of N virtual users loops until the deadline, picking an action by
 * weight: a page with its cookie session, an API list, a write sequence (create, update, delete), the
 * notification feed and read marks, a short-lived live stream (SSE), or a request that must be refused (4xx).
 * No package: the sequences chain ids from one answer to the next, which a URL-list generator cannot.
 */
import { performance } from "node:perf_hooks";
import { percentile } from "../../bench/load";
import type { ScaleIds } from "../../bench/seed-scale";
import { TARGETS } from "../../bench/targets";

export interface Session {
  base: string;
  /** Bearer header for `/api`. */
  api: Record<string, string>;
  /** Cookie header for pages. */
  page: Record<string, string>;
  ids: ScaleIds;
  businessUnitId: string;
}

export interface ActionStats {
  count: number;
  errors: number;
  statuses: Record<string, number>;
  timings: number[];
}
export type Stats = Record<string, ActionStats>;
/** The first failures' status, address and answer, to read after a failed soak. */
export const FAILURES: string[] = [];

// Pages outside the bench's list that a user opens every day.
const EXTRA_PAGES = ["/incidents", "/managementplan/incident_management_plan", "/hazards", "/profile"];
const pages = [
  ...TARGETS.filter((t) => t.kind === "page" && !t.skip).map((t) => t.path),
  ...EXTRA_PAGES.map((p) => () => p),
];
const lists = TARGETS.filter((t) => t.kind === "api" && !t.skip).map((t) => t.path);
const pdf = TARGETS.find((t) => t.kind === "pdf" && !t.skip)?.path;

const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)];

class Recorder {
  constructor(readonly stats: Stats) {}

  /** Counts one answer under its label: an error unless it is the expected one. */
  record(label: string, status: number | "error", ms: number, ok: boolean) {
    this.stats[label] ??= { count: 0, errors: 0, statuses: {}, timings: [] };
    const s = this.stats[label];
    s.count++;
    s.timings.push(ms);
    s.statuses[status] = (s.statuses[status] ?? 0) + 1;
    if (!ok) s.errors++;
  }

  /** One request: counted as an error when its status is not the expected one (2xx/3xx unless told). */
  async request(label: string, url: string, init: RequestInit, expect?: number) {
    const t = performance.now();
    let status: number | "error" = "error";
    let body: unknown;
    let text = "";
    try {
      const res = await fetch(url, { ...init, redirect: "manual" });
      status = res.status;
      text = await res.text();
      try {
        body = JSON.parse(text);
      } catch {}
    } catch (error) {
      text = String(error);
    }
    const ok = expect ? status === expect : typeof status === "number" && status < 400;
    if (!ok && FAILURES.length < 20)
      FAILURES.push(
        `${status} ${init.method ?? "GET"} ${url} after ${(performance.now() - t).toFixed(0)} ms: ${text.slice(0, 400)}`,
      );
    this.record(label, status, performance.now() - t, ok);
    // biome-ignore lint/suspicious/noExplicitAny: JSON answers are read for the next step's ids
    return ok ? (body as any) : undefined;
  }
}

function actions(session: Session, r: Recorder) {
  const { base } = session;
  const json = (method: string, body?: unknown): RequestInit => ({
    method,
    headers: { ...session.api, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const api = (label: string, method: string, path: string, body?: unknown, expect?: number) =>
    r.request(label, `${base}/api${path}`, json(method, body), expect);
  const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

  return {
    page: () => r.request("page GET", base + pick(pages)(session.ids), { headers: session.page }),
    list: () => r.request("API list", base + pick(lists)(session.ids), { headers: session.api }),
    pdf: () => (pdf ? r.request("plan PDF", base + pdf(session.ids), { headers: session.api }) : undefined),
    async asset() {
      const created = await api("API write: asset", "POST", "/asset", {
        name: `Soak site ${tag()}`,
        type: "office",
        lat: 48 + Math.random() * 6,
        lng: -3 + Math.random() * 6,
      });
      const id = created?.data?.asset?.id;
      if (!id) return;
      await api("API write: asset", "PUT", `/asset/${id}`, {
        name: `Soak site ${tag()} (moved)`,
        type: "site",
        lat: 50,
        lng: 0,
      });
      await api("API write: asset", "DELETE", `/asset/${id}`);
    },
    async plan() {
      const plan = await api("API write: plan", "POST", "/bcp", {
        name: `Soak load plan ${tag()}`,
        businessUnitId: session.businessUnitId,
        bcLeadId: session.ids.adminId,
      });
      const bcpId = plan?.data?.id;
      if (!bcpId) return;
      await api("API write: plan", "PUT", "/bcp", {
        bcpId,
        name: `Soak load plan ${tag()} (renamed)`,
        businessUnitId: session.businessUnitId,
        bcLeadId: session.ids.adminId,
      });
      const service = await api("API write: plan", "POST", "/bcpService", {
        bcpId,
        name: "Payroll",
        description: "Pay staff",
      });
      if (service?.data?.id) await api("API write: plan", "DELETE", `/bcpService?id=${service.data.id}`);
      await api("API write: plan", "POST", "/bcp/archive", { bcpId });
    },
    async notifications() {
      const feed = await api(
        "notifications",
        "GET",
        `/notifications/feed?page=${1 + Math.floor(Math.random() * 20)}`,
      );
      await api("notifications", "GET", "/notifications/counts");
      const unread = (feed?.data as { id: string; kind: string; isRead: boolean }[] | undefined)?.find(
        (i) => !i.isRead && i.kind === "notification",
      );
      if (unread) await api("notifications", "PUT", `/notifications/readNotification/${unread.id}`);
      await r.request("notifications", `${base}/notifications/bell`, { headers: session.page });
    },
    async stream() {
      // The bell's EventSource: held open a few seconds, then the tab closes.
      const controller = new AbortController();
      const t = performance.now();
      let status: number | "error" = "error";
      let gotEvent = false;
      try {
        const res = await fetch(`${base}/notifications/stream`, {
          headers: { ...session.page, accept: "text/event-stream" },
          signal: controller.signal,
        });
        status = res.status;
        const reader = res.body!.getReader();
        // The tab stays a few seconds once the first event is in; on a loaded machine that first event may take
        // longer than those few seconds, so the tab waits for it up to 20 s (a stream that sends nothing in 20 s
        // still fails).
        const opened = Date.now();
        const holdMs = 1000 + Math.random() * 3000;
        const close = setInterval(() => {
          const held = Date.now() - opened;
          if ((gotEvent && held >= holdMs) || held >= 20_000) controller.abort();
        }, 100);
        try {
          for (;;) {
            const { done, value } = await reader.read();
            if (done) break;
            if (new TextDecoder().decode(value).includes("event: counts")) gotEvent = true;
          }
        } finally {
          clearInterval(close);
        }
      } catch {}
      r.record("live stream (SSE)", status, performance.now() - t, status === 200 && gotEvent);
    },
    async refused() {
      // A user's mistakes: the API must answer 400 / 404, never 500.
      await api("refused on purpose (4xx expected)", "POST", "/bcp", { name: "" }, 400);
      await api(
        "refused on purpose (4xx expected)",
        "GET",
        `/bcp?bcpId=${crypto.randomUUID()}`,
        undefined,
        404,
      );
    },
  };
}

export const WEIGHTS: [keyof ReturnType<typeof actions>, number][] = [
  ["page", 34],
  ["list", 30],
  ["asset", 8],
  ["plan", 6],
  ["notifications", 12],
  ["stream", 4],
  ["refused", 4],
  ["pdf", 2],
];

/** Runs the mix with `concurrency` users until `until` (epoch ms). */
export async function runTraffic(
  session: Session,
  concurrency: number,
  until: number,
  weights = WEIGHTS,
): Promise<Stats> {
  const stats: Stats = {};
  const act = actions(session, new Recorder(stats));
  const total = weights.reduce((s, [, w]) => s + w, 0);
  const choose = () => {
    let x = Math.random() * total;
    for (const [name, w] of weights) {
      x -= w;
      if (x < 0) return name;
    }
    return WEIGHTS[0][0];
  };
  const user = async () => {
    while (Date.now() < until) await act[choose()]();
  };
  await Promise.all(Array.from({ length: concurrency }, user));
  return stats;
}

export function summarise(stats: Stats) {
  return Object.entries(stats).map(([label, s]) => {
    const sorted = [...s.timings].sort((a, b) => a - b);
    return {
      label,
      requests: s.count,
      errors: s.errors,
      statuses: s.statuses,
      p50: percentile(sorted, 0.5),
      p95: percentile(sorted, 0.95),
      max: sorted.at(-1) ?? 0,
    };
  });
}
