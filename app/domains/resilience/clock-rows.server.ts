import { eq } from "drizzle-orm";
import type { PgSelectBase, SelectedFields } from "drizzle-orm/pg-core";
import { incidents } from "~/domains/incidents/schema.server";
import type { Db } from "~/platform/db/client.server";
import { businessServiceClocks, businessServices } from "./schema.server";

/** Inner joins only: every selected part is present. */
type ClockJoinNullability = {
  business_service_clocks: "not-null";
  business_services: "not-null";
  incidents: "not-null";
};

/**
 * Tolerance clocks, each with its service and the incident that started it; the caller adds its filter. The
 * type is written out because drizzle cannot chain a second join onto a selection that is still generic: the
 * joins are built on any selection and the caller's selection is put back.
 */
export function clocksWithServiceAndIncident<T extends SelectedFields>(db: Db, fields: T) {
  const fieldsOfAnyShape: SelectedFields = fields;
  return db
    .select(fieldsOfAnyShape)
    .from(businessServiceClocks)
    .innerJoin(businessServices, eq(businessServices.id, businessServiceClocks.serviceId))
    .$dynamic()
    .innerJoin(incidents, eq(incidents.id, businessServiceClocks.incidentId)) as unknown as PgSelectBase<
    "business_service_clocks",
    T,
    "partial",
    ClockJoinNullability,
    true
  >;
}
