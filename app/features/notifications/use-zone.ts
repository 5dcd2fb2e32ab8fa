import { useEffect, useState } from "react";

/**
 * The viewer's time zone. The server renders in UTC; after hydration the browser's own zone is used, so the
 * first client render matches the server's HTML.
 */
export function useViewerZone(): string {
  const [zone, setZone] = useState("UTC");
  useEffect(() => {
    setZone(Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC");
  }, []);
  return zone;
}

/** The current time, refreshed every `everyMs` so that 'N min ago' labels move on. */
export function useNow(everyMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
