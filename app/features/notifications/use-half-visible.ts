import { type RefObject, useEffect } from "react";

/** Spec §4: an item counts as seen once at least half of it has been visible. Calls `onSeen` once. */
export function useSeenWhenHalfVisible(ref: RefObject<Element | null>, enabled: boolean, onSeen: () => void) {
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting && e.intersectionRatio >= 0.5)) {
          observer.disconnect();
          onSeen();
        }
      },
      { threshold: [0.5] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled, onSeen]);
}
