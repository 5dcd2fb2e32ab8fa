import { describe, expect, it } from "vitest";
import { z } from "zod";
import { zodFieldErrors } from "./errors.server";

/** Issue 31 item 7: every field error names the field in words and says what is expected. */
const schema = z.strictObject({
  firstName: z.string(),
  role: z.enum(["Employee", "BCPLead"]),
  businessUnitIds: z.array(z.uuid()).min(1),
  headcount: z.number().int().max(100),
  email: z.string().min(1, "Enter an email address."),
});

describe("readable validation messages", () => {
  it("names the field and says what is expected, instead of zod's generic wording", () => {
    const result = schema.safeParse({
      role: "Boss",
      businessUnitIds: ["x"],
      headcount: "ten",
      email: "",
      extra: 1,
    });
    const fields = zodFieldErrors(result.error!);
    expect(fields).toEqual({
      firstName: ["First name is required."],
      role: ["Role must be one of: Employee, BCPLead."],
      "businessUnitIds.0": ["Business unit IDs must be an ID (a UUID)."],
      headcount: ["Headcount must be a number."],
      email: ["Enter an email address."],
      "": ["This field is not taken here: extra."],
    });
    for (const messages of Object.values(fields))
      for (const message of messages) expect(message).not.toMatch(/^Invalid input|received undefined/);
  });
});
