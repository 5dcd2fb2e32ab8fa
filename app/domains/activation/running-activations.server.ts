import { and, eq, inArray, isNull } from "drizzle-orm";
import { bcpActivations } from "~/domains/incidents/activation-schema.server";

/** The incident's activations still running (not deactivated): of every plan, or only of the plans given. */
export const runningActivations = (incidentId: string, bcpIds?: string[]) =>
  and(
    eq(bcpActivations.incidentId, incidentId),
    bcpIds ? inArray(bcpActivations.bcpId, bcpIds) : undefined,
    isNull(bcpActivations.deactivatedAt),
  );
