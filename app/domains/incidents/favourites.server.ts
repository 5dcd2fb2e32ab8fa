import { and, eq } from "drizzle-orm";
import type { ApiDeps, Principal } from "~/api/context.server";
import type { Db, Tx } from "~/platform/db/client.server";
import { incidents, incidentUserMarks } from "./schema.server";

/** The sidebar shows at most this many favourites (the list page filters by favourites for all of them). */
export const FAVOURITES_CAP = 100;

/** The caller's favourite incidents and crises (for the sidebar), active ones only. */
export async function listFavourites(deps: ApiDeps, user: Principal) {
  return favouritesQuery(deps.db, user, FAVOURITES_CAP);
}

/** The caller's first `limit` favourites by title (also a subquery of the page shell's read, domains/shell). */
export function favouritesQuery(db: Db | Tx, user: Principal, limit: number) {
  return db
    .select({ id: incidents.id, title: incidents.title, type: incidents.type, status: incidents.status })
    .from(incidentUserMarks)
    .innerJoin(incidents, eq(incidents.id, incidentUserMarks.incidentId))
    .where(
      and(
        eq(incidentUserMarks.userId, user.id),
        eq(incidentUserMarks.favourite, true),
        eq(incidents.companyId, user.companyId),
        eq(incidents.isDraft, false),
        eq(incidents.disabled, false),
      ),
    )
    .orderBy(incidents.title)
    .limit(limit);
}
