import { existsSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { everyPage, NOT_PAGES } from "../e2e/every-page";

const ROUTES = new URL("../../app/routes/", import.meta.url);
const ids = {
  ownerId: "o",
  colleagueId: "c",
  planId: "p",
  planVersionId: "pv",
  assetId: "a",
  personId: "pe",
  incidentId: "i",
  crisisId: "cr",
  reportDeadlineId: "rd",
  impPlanId: "imp",
  cmpPlanId: "cmp",
  businessServiceId: "ibs",
  messageId: "msg",
  registerEntryId: "entry",
  drillId: "drill",
  cmTestId: "cmtest",
};

/** The sweeps (XSS, accessibility) visit everyPage(): a new page must be added there or they miss it. */
describe("the list of every page", () => {
  // A route is a file of app/routes or a folder of it with its route.tsx (its parts sit beside it).
  const files = readdirSync(ROUTES, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? existsSync(new URL(`${e.name}/route.tsx`, ROUTES))
        ? [`${e.name}/route.tsx`]
        : []
      : /\.tsx?$/.test(e.name)
        ? [e.name]
        : [],
  );
  const listed = new Set(everyPage(ids).map((p) => p.route));

  it("holds every route file of app/routes that renders a page", () => {
    const missing = files.filter((f) => !listed.has(f) && !(f in NOT_PAGES));
    expect(missing, "route files neither in everyPage() nor in NOT_PAGES").toEqual([]);
  });

  it("names only route files that exist", () => {
    const known = new Set(files);
    expect([...listed, ...Object.keys(NOT_PAGES)].filter((f) => !known.has(f))).toEqual([]);
  });
});
