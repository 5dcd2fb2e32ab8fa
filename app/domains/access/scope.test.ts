import { describe, expect, it } from "vitest";
import { ROLES } from "~/shared/roles";
import { scopeFor } from "./policy";
import { unitsWithin } from "./scope.server";

const units = [
  { id: "eu", parentId: null, country: "France", region: "Europe" },
  { id: "paris", parentId: "eu", country: null, region: null },
  { id: "london", parentId: "eu", country: "United Kingdom", region: "Europe" },
  { id: "us", parentId: null, country: "United States", region: "Americas" },
];

describe("business-unit scope", () => {
  it("covers the units held and their sub units", () => {
    expect(unitsWithin(units, ["eu"], null).sort()).toEqual(["eu", "london", "paris"]);
    expect(unitsWithin(units, ["london"], null)).toEqual(["london"]);
  });

  it("keeps a BUGeoAdmin to units in their countries; sub units inherit a missing country", () => {
    expect(unitsWithin(units, ["eu", "us"], [{ country: "france", region: null }]).sort()).toEqual([
      "eu",
      "paris",
    ]);
    expect(unitsWithin(units, ["eu"], [{ country: "United Kingdom", region: "Asia" }])).toEqual([]);
    expect(unitsWithin(units, ["eu"], [])).toEqual([]);
  });

  it("ignores units of which it knows nothing", () => {
    expect(unitsWithin(units, ["elsewhere"], null)).toEqual([]);
  });
});

describe("who may edit a plan may read it", () => {
  // The plan page settles "may start the BRT roster's drill" (bcp.manage) from the plan it read for bcp.read.
  const WIDTH = { all: 4, company: 3, businessUnits: 2, own: 1 } as const;
  it.each(ROLES)("%s: the edit scope lies within the read scope", (role) => {
    const manage = scopeFor(role, "bcp.manage");
    if (manage === null) return;
    const read = scopeFor(role, "bcp.read");
    expect(read).not.toBeNull();
    expect(WIDTH[read!]).toBeGreaterThanOrEqual(WIDTH[manage]);
  });
});
