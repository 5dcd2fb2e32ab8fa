import { describe, expect, it } from "vitest";
import { sharedPhoneWarnings } from "./roster-phones";

const person = (name: string, phone: string, alternatePhone = "") => ({
  id: name,
  name,
  phone,
  alternatePhone,
});

describe("a call list's shared numbers (UX review B-4)", () => {
  it("warns when a member's alternate phone repeats another member's number, however it is spaced", () => {
    const warnings = sharedPhoneWarnings([
      person("Olivia", "+44 7700 900001", "+44 7700 900100"),
      person("Sanjay", "+44 7700 900002", "+447700900100"),
      person("Megan", "+44 7700 900003", "+44 (7700) 900-100"),
    ]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain("Olivia, Sanjay and Megan have the same phone number +447700900100");
  });

  it("says nothing for distinct numbers, empty alternates, or one person's two equal numbers", () => {
    expect(
      sharedPhoneWarnings([
        person("Olivia", "+44 7700 900001", "+44 7700 900001"),
        person("Sanjay", "+44 7700 900002"),
      ]),
    ).toEqual([]);
  });
});
