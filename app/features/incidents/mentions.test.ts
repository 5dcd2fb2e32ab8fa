import { describe, expect, it } from "vitest";
import { mentionedIn, mentionQuery } from "./mentions";

describe("a comment's mention", () => {
  const people = [
    { id: "a", name: "Sam Lee", email: "sam@x.test" },
    { id: "b", name: "Lena Lead", email: "lena@x.test" },
    { id: "c", name: "Sam Lee", email: "sam.lee@x.test" },
  ];

  it("searches what was typed, without its @", () => {
    expect(mentionQuery("  @Lena Lead ")).toBe("Lena Lead");
    expect(mentionQuery("@lena@x.test")).toBe("lena@x.test");
  });

  it("finds one person by full name or email, whatever the case, and says when a name is shared", () => {
    expect(mentionedIn(people, "@lena lead")).toMatchObject({ id: "b" });
    expect(mentionedIn(people, "Lena Lead")).toMatchObject({ id: "b" });
    expect(mentionedIn(people, "SAM.LEE@x.test")).toMatchObject({ id: "c" });
    expect(mentionedIn(people, "@Sam Lee")).toBe("ambiguous");
    expect(mentionedIn(people, "  ")).toBeNull();
    expect(mentionedIn(people, "@Lena")).toBeUndefined();
  });
});
