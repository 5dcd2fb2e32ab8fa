import { useEffect, useState } from "react";

let hydrated = false;

/** False during the server render and the first client render; true once JavaScript has taken over. */
export function useHydrated() {
  const [isHydrated, setHydrated] = useState(hydrated);
  useEffect(() => {
    hydrated = true;
    setHydrated(true);
  }, []);
  return isHydrated;
}

/**
 * Marks the document once React has hydrated it (`<html data-hydrated>`). The browser tests wait for it before they
 * choose options: hydration sets each select back to the value it was drawn with, so a choice made before it is lost.
 */
export function useHydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
}
