import { sql } from "drizzle-orm";
import { check, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn } from "~/platform/db/columns.server";
import type { TeamRole } from "~/shared/team-roles";
import { people } from "../assets/schema.server";
import { bcpBrtMembers } from "../bcp-analysis/schema.server";
import { companyIdColumn } from "../companies/schema.server";
import { incidentIdColumn } from "./schema.server";

/**
 * Response team members without a Keel account (issue 32 item 5): a person of the People register or an entry of
 * a plan's BRT roster, each with a Leader / Leader Backup / Member role. Their name, phone and email are read from
 * the register or roster when used, so a corrected number reaches the team at once. Exactly one source is set.
 */
export const incidentTeamContacts = pgTable(
  "incident_team_contacts",
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    incidentId: incidentIdColumn(),
    personId: uuid("person_id").references(() => people.id, { onDelete: "cascade" }),
    brtMemberId: uuid("brt_member_id").references(() => bcpBrtMembers.id, { onDelete: "cascade" }),
    role: text("role").$type<TeamRole>().notNull().default("MEMBER"),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index("incident_team_contacts_incident_idx").on(t.incidentId),
    uniqueIndex("incident_team_contacts_person_key").on(t.incidentId, t.personId),
    uniqueIndex("incident_team_contacts_brt_key").on(t.incidentId, t.brtMemberId),
    check("incident_team_contacts_one_source", sql`num_nonnulls(${t.personId}, ${t.brtMemberId}) = 1`),
  ],
);
