/** The sidebar lists this many favourites; the incident list shows them all. */
export const SIDEBAR_FAVOURITES = 10;
