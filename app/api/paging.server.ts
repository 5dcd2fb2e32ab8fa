/**
 * Big lists (100,000 sites) stop counting here: an exact `count(*)` walks every matching row on each page view,
 * while the reader only needs "10,000+" and a Next link. Shared with the UI through `page.totalCapped`.
 */
export const COUNT_CAP = 10_000;
/**
 * A picker's matches (20 a page) are counted to here: its readers page a few times at most, and every add form that
 * shows a picker counted 10,000 of 100,000 sites on each view (1.5 ms, issue 37).
 */
export const PICKER_COUNT_CAP = 1_000;
