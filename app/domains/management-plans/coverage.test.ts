import { describe, expect, it } from "vitest";
import { locationCovers, planCovers } from "./coverage";

describe("plan coverage", () => {
  it("a country-wide plan covers every city of that country, and no other country", () => {
    expect(locationCovers({ country: "France" }, { country: "france ", city: "Lyon" })).toBe(true);
    expect(locationCovers({ country: "France" }, { country: "Spain", city: "Madrid" })).toBe(false);
  });

  it("a site plan does not cover another site of the same city", () => {
    const plan = { country: "UK", city: "London", site: "Canary Wharf" };
    expect(locationCovers(plan, { country: "UK", city: "London", site: "Canary Wharf" })).toBe(true);
    expect(locationCovers(plan, { country: "UK", city: "London", site: "Holborn" })).toBe(false);
    expect(locationCovers(plan, { country: "UK", city: "London" })).toBe(false);
  });

  it("a plan without locations covers everything; an incident without places matches only such plans", () => {
    expect(planCovers([], [])).toBe(true);
    expect(planCovers([{ country: "UK" }], [])).toBe(false);
    expect(planCovers([{ country: "UK" }, { country: "FR" }], [{ country: "fr" }])).toBe(true);
  });
});
