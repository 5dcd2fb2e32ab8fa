import { useEffect } from "react";

/** Spec §9: the scrollbar style reverts this long after the last scroll. */
export const SCROLLBAR_REVERT_MS = 2000;

/**
 * Spec §9 scrollbar style: while an element scrolls it carries `data-scrolling` (styles/tailwind.css shows the
 * custom green scrollbar), and SCROLLBAR_REVERT_MS after its last scroll event the attribute goes and the
 * scrollbar reverts to its quiet style. One listener for the whole page (scroll events do not bubble, so it
 * listens in the capture phase). Without JavaScript the browser's own scrollbar stays.
 */
export function useScrollbarStyle() {
  useEffect(() => {
    const timers = new Map<Element, number>();
    const onScroll = (event: Event) => {
      const target = event.target instanceof Element ? event.target : document.documentElement;
      target.setAttribute("data-scrolling", "");
      window.clearTimeout(timers.get(target));
      timers.set(
        target,
        window.setTimeout(() => {
          target.removeAttribute("data-scrolling");
          timers.delete(target);
        }, SCROLLBAR_REVERT_MS),
      );
    };
    document.addEventListener("scroll", onScroll, { capture: true, passive: true });
    return () => {
      document.removeEventListener("scroll", onScroll, { capture: true });
      for (const timer of timers.values()) window.clearTimeout(timer);
    };
  }, []);
}
