import { describe, expect, it } from "vitest";
import { z } from "zod";
import { answerMismatch } from "./answer-check.server";

const person = z.object({ id: z.string(), name: z.string().nullable(), at: z.iso.datetime() });

describe("answerMismatch: the test suite's check of every answer against its declaration", () => {
  it("accepts an answer the schema describes exactly, dates compared as the client reads them", () => {
    expect(answerMismatch(person, { id: "a", name: null, at: new Date("2026-11-27T05:00:00Z") })).toBeNull();
    expect(answerMismatch(z.array(person), [])).toBeNull();
  });

  it("names a field of the wrong type", () => {
    expect(answerMismatch(person, { id: "a", name: 3, at: "2026-11-27T05:00:00.000Z" })).toMatch(/^name: /);
  });

  it("names the fields a row spread sends beyond the declaration, however deep", () => {
    const spread = { id: "a", name: "Ann", at: "2026-11-27T05:00:00.000Z", passwordHash: "x" };
    expect(answerMismatch(person, spread)).toBe("sends fields the schema does not declare: .passwordHash");
    expect(answerMismatch(z.object({ people: z.array(person) }), { people: [spread] })).toBe(
      "sends fields the schema does not declare: .people[0].passwordHash",
    );
  });
});
