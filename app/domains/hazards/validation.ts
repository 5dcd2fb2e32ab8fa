import { z } from "zod";

const name = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(120, `${label} can be at most 120 characters.`);
const description = z
  .string()
  .trim()
  .max(500, "Description can be at most 500 characters.")
  // null too: the page parses a form with this schema and sends its output (an empty description is null) on.
  .nullish()
  .transform((v) => v || null);

export const hazardCategorySchema = z.object({ name: name("Category name"), description });
export const hazardSchema = z.object({
  categoryId: z.uuid({ error: "Choose a hazard category." }),
  name: name("Hazard name"),
  description,
});
export type HazardCategoryInput = z.output<typeof hazardCategorySchema>;
export type HazardInput = z.output<typeof hazardSchema>;
