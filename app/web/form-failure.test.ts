import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { assetSchema } from "~/domains/assets/validation";
import { entrySchema } from "~/domains/registers/validation";
import { plainFailure } from "./form-failure";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

describe("a refused form comes back with its input and each error on its field", () => {
  it("gives a list-drawn form the typed values and the field's message, only for the form that was sent", () => {
    const submission = parseWithZod(
      form({ intent: "create", name: "", type: "office", lat: "95", lng: "1" }),
      {
        schema: assetSchema,
      },
    );
    const answer = { intent: "create", key: "", result: submission.reply() };
    const failure = plainFailure(answer, "create");
    expect(failure?.values).toMatchObject({ type: "office", lat: "95", lng: "1" });
    expect(failure?.fields.name).toEqual(["Name is required."]);
    expect(failure?.fields.lat?.[0]).toMatch(/Latitude/);
    expect(failure?.formErrors).toEqual([]);
    expect(plainFailure(answer, "import")).toBeNull();
  });

  it("reads an entry the page parsed the same way when the API parses it again", () => {
    const value = entrySchema.parse({
      kind: "supplier",
      name: "Acme",
      owner: "",
      supportsCriticalFunction: "on",
    });
    expect(entrySchema.parse(value)).toEqual(value);
    const site = assetSchema.parse({ name: "HQ", type: "office", address: "", lat: "51.5", lng: "-0.1" });
    expect(assetSchema.parse(site)).toEqual(site);
  });
});
