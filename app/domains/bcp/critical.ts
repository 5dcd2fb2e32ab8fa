/**
 * What Keel calls a critical process, said once (audit 2026-12-02: the exercise programme counted the processes
 * rated High, the single points of failure and the DORA register those needing a strategy, so the demo's Goods
 * receipt was critical on one page and not on the other). A critical process is one its plan says needs a
 * business continuity strategy: the BIA's outcome (a High process without one must say why), the strategy is what
 * an exercise tests, and what such strategies share is a single point of failure.
 */
export const CRITICAL_PROCESS_MEANS =
  "A critical process is one its plan says needs a business continuity strategy.";
