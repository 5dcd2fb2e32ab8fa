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
