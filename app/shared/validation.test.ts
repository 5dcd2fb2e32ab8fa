import { describe, expect, it } from "vitest";
import { MESSAGES } from "./messages";
import { optionalPhoneSchema } from "./validation";

const contactPhone = optionalPhoneSchema("Contact phone");

describe("an optional phone field", () => {
  it("takes a number as people type it, international or national", () => {
    for (const phone of [
      "+44 20 7946 0000",
      "020 7946 0000",
      "(0161) 555-0101",
      "+447700900123",
      "0800 111 222",
    ]) {
      expect(contactPhone.parse(phone), phone).toBe(phone);
    }
    expect(contactPhone.parse("  +33 4 72 00 00 00 ")).toBe("+33 4 72 00 00 00");
  });

  it("takes no number as empty", () => {
    expect(contactPhone.parse("")).toBe("");
    expect(contactPhone.parse("   ")).toBe("");
    expect(contactPhone.parse(null)).toBe("");
    expect(contactPhone.parse(undefined)).toBe("");
  });

  it("refuses what nobody can dial on the day, naming the field", () => {
    for (const phone of [
      "+44 1",
      "0800",
      "call Bob",
      "07700 90012x",
      "+44 20 7946 0000 0000 00",
      "44+20 7946 0000",
    ]) {
      const parsed = contactPhone.safeParse(phone);
      expect(parsed.success, phone).toBe(false);
      expect(parsed.error?.issues.map((i) => i.message)).toEqual([MESSAGES.phoneInvalid("Contact phone")]);
    }
    expect(MESSAGES.phoneInvalid("Contact phone")).toMatch(
      /^Contact phone must be a phone number of 7 to 15 digits/,
    );
  });
});
