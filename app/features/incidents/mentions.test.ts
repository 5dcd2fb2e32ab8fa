import { describe, expect, it } from "vitest";
import { mentionedIn, mentionLabels } from "./mentions";

const people = [
  { id: "a", name: "Sam Lee" },
  { id: "b", name: "Lena Lead" },
  { id: "c", name: "Sam Lee" },
];

describe("a comment's @mention", () => {
  it("names each person once on the page's list, a shared name numbered in the list's order", () => {
    expect(mentionLabels(people).map((p) => p.label)).toEqual(["@Sam Lee", "@Lena Lead", "@Sam Lee (2)"]);
  });

  it("finds the person picked or typed (with or without the @), none when empty, and refuses a stranger", () => {
    expect(mentionedIn(people, "@Sam Lee (2)")?.id).toBe("c");
    expect(mentionedIn(people, "Lena Lead")?.id).toBe("b");
    expect(mentionedIn(people, "  ")).toBeNull();
    expect(mentionedIn(people, "@Bob")).toBeUndefined();
  });
});
