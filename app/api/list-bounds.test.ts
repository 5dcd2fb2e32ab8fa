import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { ENDPOINTS } from "../backend.server";
import { LIST_BOUNDS } from "./list-bounds";

/** A query schema "pages" when it takes page and pageSize and refuses a page of 1,000 rows. */
function bound(query: z.ZodType | undefined): "paged" | "limited" | null {
  const shape = (query as { shape?: Record<string, z.ZodType> } | undefined)?.shape ?? {};
  const refuses = (field: string) => shape[field] && !shape[field].safeParse(1000).success;
  if (shape.page && refuses("pageSize")) return "paged";
  if (refuses("limit")) return "limited";
  return null;
}

describe("every GET endpoint answers bounded rows (issue 12)", () => {
  const gets = ENDPOINTS.filter((e) => e.method === "get");

  it("pages, takes a bounded limit, or states its bound in LIST_BOUNDS", () => {
    const unbounded = gets.filter((e) => !bound(e.query) && !LIST_BOUNDS[e.path]).map((e) => e.path);
    expect(unbounded).toEqual([]);
  });

  it("lists no endpoint that pages anyway or no longer exists", () => {
    const paths = new Set(gets.map((e) => e.path));
    const stale = Object.keys(LIST_BOUNDS).filter((p) => !paths.has(p));
    const needless = gets.filter((e) => bound(e.query) && LIST_BOUNDS[e.path]).map((e) => e.path);
    expect({ stale, needless }).toEqual({ stale: [], needless: [] });
  });

  it("pages the big lists (sites, people, plans, processes, incidents, notifications, site picker)", () => {
    const paged = gets.filter((e) => bound(e.query) === "paged").map((e) => e.path);
    expect(paged).toEqual(
      expect.arrayContaining([
        "/asset/all",
        "/asset/addresses",
        "/asset/company-assets-with-bcp",
        "/people/all",
        "/bcp/all",
        "/bcpProcess/all",
        "/incident/all",
        "/notifications/feed",
        "/user/all",
      ]),
    );
  });
});
