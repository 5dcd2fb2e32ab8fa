import { beforeAll, describe, expect, it } from "vitest";
import { COUNT_CAP, PICKER_COUNT_CAP } from "~/api/paging.server";
import { testApiFixture } from "../../../tests/support/fixture";
import { assets, people } from "./schema.server";

/**
 * The site and people lists read a page's rows and their figure in one statement (issue 37): the figure holds on
 * every page, past the last one too, and a picker's stops at its cap.
 */
const ctx = testApiFixture({ admin: "CorpAdmin" }, { company: "Many Sites Co" });
const SITES = PICKER_COUNT_CAP + 1;
const PEOPLE = 45;

beforeAll(async () => {
  const companyId = ctx.admin.companyId;
  await ctx.api.db.insert(assets).values(
    Array.from({ length: SITES }, (_, i) => ({
      companyId,
      name: `Depot ${String(i).padStart(4, "0")}`,
      type: "warehouse" as const,
      lat: 51.5,
      lng: -0.12,
    })),
  );
  await ctx.api.db.insert(people).values(
    Array.from({ length: PEOPLE }, (_, i) => ({
      companyId,
      type: "employee" as const,
      firstName: "Pat",
      lastName: `Person ${String(i).padStart(2, "0")}`,
    })),
  );
});

const get = (path: "/asset/all" | "/asset/addresses" | "/people/all", page: number) =>
  ctx.api.call("get", path, { token: ctx.admin.token, query: { page, pageSize: 20 } });

describe("a list's figure, read with its rows", () => {
  it("is the same on the first page, a later one and one past the last", async () => {
    expect(COUNT_CAP).toBeGreaterThan(SITES);
    for (const page of [1, 3, 9999]) {
      const sites = await get("/asset/all", page);
      expect(sites.status).toBe(200);
      expect(sites.body.data).toHaveLength(page === 9999 ? 0 : 20);
      expect(sites.body.page).toMatchObject({ page, total: SITES, totalCapped: false });
      const staff = await get("/people/all", page);
      expect(staff.body.data).toHaveLength(page === 1 ? 20 : page === 3 ? PEOPLE - 40 : 0);
      expect(staff.body.page).toMatchObject({ page, total: PEOPLE, totalCapped: false });
    }
  });

  it("of a picker stops at its cap and says so, on every page", async () => {
    for (const page of [1, 2, 9999]) {
      const picked = await get("/asset/addresses", page);
      expect(picked.body.data).toHaveLength(page === 9999 ? 0 : 20);
      expect(picked.body.page).toMatchObject({ page, total: PICKER_COUNT_CAP, totalCapped: true });
    }
  });
});

describe("a list read by a statement built once", () => {
  it("answers each company its own people and sites, whoever asked first", async () => {
    // The first company has asked above; another's admin, on the same database handle, sees only its own.
    const other = await ctx.api.user("CorpAdmin", { company: "Few Sites Co" });
    await ctx.api.db.insert(people).values({
      companyId: other.companyId,
      type: "employee",
      firstName: "Olu",
      lastName: "Other",
    });
    await ctx.api.db
      .insert(assets)
      .values({ companyId: other.companyId, name: "Other depot", type: "warehouse", lat: 1, lng: 1 });
    for (const [token, names, sites] of [
      [other.token, ["Other"], 1],
      [ctx.admin.token, [], SITES],
    ] as const) {
      const listed = await ctx.api.call("get", "/people/all", { token, query: { page: 1, pageSize: 50 } });
      const lastNames = listed.body.data.map((p: { lastName: string }) => p.lastName);
      if (names.length) expect(lastNames).toEqual(names);
      else expect(lastNames).not.toContain("Other");
      const picker = await ctx.api.call("get", "/asset/addresses", {
        token,
        query: { page: 1, pageSize: 20 },
      });
      expect(picker.body.page.total).toBe(Math.min(sites, PICKER_COUNT_CAP));
    }
  });
});
