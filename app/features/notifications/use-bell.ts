import { useCallback, useEffect, useRef, useState } from "react";
import type { FeedItem } from "~/domains/notifications/answers";
import { mergeFeed } from "~/domains/notifications/feed";
import type { UnreadCounts } from "~/domains/notifications/model";
import { COUNTS_REFRESH_MS } from "~/domains/notifications/model";
import { paths } from "~/paths";
import type { BellData } from "./bell-data";

const EMPTY: UnreadCounts = { notifications: 0, mentions: 0, approvals: 0, total: 0 };

async function postRead(body: Record<string, string | string[]>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    for (const v of Array.isArray(value) ? value : [value]) form.append(key, v);
  }
  await fetch(paths.notificationsRead, { method: "POST", body: form, credentials: "same-origin" }).catch(
    () => {},
  );
}

/**
 * The bell's state in the browser:
 * - counts refetched every 30 s while the page is open and at once when the tab becomes visible again;
 * - new notifications pushed by the server-sent event stream (a few seconds, no reload, no list polling);
 * - items loaded when the popover opens; an item is marked read once half visible;
 * - opening then closing the popover marks every notification and mention read and resets the badge to 0.
 */
export function useNotificationBell(initialTotal: number, since: string | null = null) {
  const [counts, setCounts] = useState<UnreadCounts>({ ...EMPTY, total: initialTotal });
  const [all, setAll] = useState<FeedItem[]>([]);
  const [approvals, setApprovals] = useState<FeedItem[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [open, setOpenState] = useState(false);
  const [live, setLive] = useState(false);
  const wasOpened = useRef(false);

  // The page's loader answered again (after a navigation or a form): take its count.
  useEffect(() => {
    setCounts((c) => (c.total === initialTotal ? c : { ...c, total: initialTotal }));
  }, [initialTotal]);

  const refresh = useCallback(async (withItems: boolean) => {
    const res = await fetch(`${paths.notificationsBell}${withItems ? "?items=1" : ""}`, {
      credentials: "same-origin",
      headers: { accept: "application/json" },
    }).catch(() => null);
    if (!res?.ok) return;
    const data = (await res.json()) as BellData;
    setCounts(data.counts);
    if (data.all) setAll((current) => mergeFeed(current, data.all ?? []));
    if (data.approvals) setApprovals((current) => mergeFeed(current, data.approvals ?? []));
    if (withItems) setLoaded(true);
  }, []);

  // Spec §9: counts every 30 s, and when the tab becomes visible again.
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === "visible") refresh(false);
    }, COUNTS_REFRESH_MS);
    const onVisible = () => {
      if (document.visibilityState === "visible") refresh(false);
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [refresh]);

  // Live: the server pushes each new notification or mention. Only while the tab is visible, so that
  // background tabs do not hold connections (browsers allow ~6 per site over HTTP/1.1); on return the
  // stream resumes from the newest item seen.
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    let source: EventSource | null = null;
    let resumeFrom = since;
    const connect = () => {
      if (source) return;
      const url = resumeFrom
        ? `${paths.notificationsStream}?since=${encodeURIComponent(resumeFrom)}`
        : paths.notificationsStream;
      const es = new EventSource(url);
      source = es;
      es.addEventListener("open", () => setLive(true));
      es.addEventListener("counts", (e) => setCounts(JSON.parse((e as MessageEvent).data)));
      es.addEventListener("notification", (e) => {
        const event = e as MessageEvent;
        const data = JSON.parse(event.data) as { items: FeedItem[]; counts: UnreadCounts };
        if (event.lastEventId) resumeFrom = event.lastEventId;
        setCounts(data.counts);
        setAll((current) => mergeFeed(current, data.items));
        setApprovals((current) =>
          mergeFeed(
            current,
            data.items.filter((i) => i.type === "BCP_Approve"),
          ),
        );
      });
      es.addEventListener("end", () => disconnect());
    };
    const disconnect = () => {
      // Resume from about now (a minute's margin for clock differences; duplicates are dropped by id).
      if (source && !resumeFrom) resumeFrom = new Date(Date.now() - 60_000).toISOString();
      source?.close();
      source = null;
      setLive(false);
    };
    const onVisibility = () => (document.visibilityState === "visible" ? connect() : disconnect());
    if (document.visibilityState === "visible") connect();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      disconnect();
    };
  }, [since]);

  const marked = useRef(new Set<string>());
  const markSeen = useCallback((item: FeedItem) => {
    if (marked.current.has(item.id)) return;
    marked.current.add(item.id);
    const read = (list: FeedItem[]) => list.map((i) => (i.id === item.id ? { ...i, isRead: true } : i));
    setAll(read);
    setApprovals(read);
    setCounts((c) => ({
      notifications: Math.max(0, c.notifications - (item.kind === "notification" ? 1 : 0)),
      mentions: Math.max(0, c.mentions - (item.kind === "mention" ? 1 : 0)),
      approvals: Math.max(0, c.approvals - (item.type === "BCP_Approve" ? 1 : 0)),
      total: Math.max(0, c.total - 1),
    }));
    postRead({ intent: "read", item: `${item.kind}:${item.id}` });
  }, []);

  const setOpen = useCallback(
    (next: boolean) => {
      setOpenState(next);
      if (next) {
        wasOpened.current = true;
        refresh(true);
        return;
      }
      if (!wasOpened.current) return;
      wasOpened.current = false;
      // Spec §4: opening then closing marks all notifications and mentions read; the badge goes to 0.
      const read = (list: FeedItem[]) => list.map((i) => ({ ...i, isRead: true }));
      setAll(read);
      setApprovals(read);
      setCounts(EMPTY);
      postRead({ intent: "readEverything" });
    },
    [refresh],
  );

  return { counts, all, approvals, loaded, open, setOpen, markSeen, live };
}
