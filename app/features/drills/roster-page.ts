import type { RosterKind } from "~/domains/drills/model";
import { paths } from "~/paths";

/** Where a roster is shown: its plan's page (a BCP's BRT section, an IMP/CMP), or the site's page. */
export const rosterPageOf = (kind: RosterKind, id: string) =>
  kind === "brt"
    ? paths.viewBcp(id, "brtRoster")
    : kind === "cmp"
      ? paths.managementPlan(id)
      : paths.asset(id);
