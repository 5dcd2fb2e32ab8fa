import { eq } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import { registerEntries } from "~/domains/registers/schema.server";
import type { Db } from "~/platform/db/client.server";
import { businessServiceEntries } from "./schema.server";

/** The register entries services rely on, each with its entry; the caller adds its filter. */
export function serviceEntriesWithEntry<T extends SelectedFields>(db: Db, fields: T) {
  return db
    .select(fields)
    .from(businessServiceEntries)
    .innerJoin(registerEntries, eq(registerEntries.id, businessServiceEntries.entryId));
}
