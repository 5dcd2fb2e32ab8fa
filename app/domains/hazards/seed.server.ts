import type { Db, Tx } from "~/platform/db/client.server";
import { DEFAULT_HAZARD_CATALOGUE } from "./model";
import { hazardCategories, hazards } from "./schema.server";

/** Gives a new company its starting hazard catalogue. Call inside the transaction that creates the company. */
export async function seedCompanyCatalogue(tx: Db | Tx, companyId: string) {
  const categories = await tx
    .insert(hazardCategories)
    .values(DEFAULT_HAZARD_CATALOGUE.map((c) => ({ companyId, name: c.name, description: c.description })))
    .returning({ id: hazardCategories.id, name: hazardCategories.name });
  const idByName = new Map(categories.map((c) => [c.name, c.id]));
  await tx
    .insert(hazards)
    .values(
      DEFAULT_HAZARD_CATALOGUE.flatMap((c) =>
        c.hazards.map((name) => ({ companyId, categoryId: idByName.get(c.name)!, name })),
      ),
    );
}
