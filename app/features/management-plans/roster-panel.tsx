import { RosterDrillPanel, type RosterDrills, UnverifiedBadge } from "~/features/drills/drill-parts";
import type { PlanDetails, PlanPerson } from "~/features/management-plans/view-types";
import { TEAM_ROLE_LABELS, TEAM_ROLES } from "~/shared/team-roles";
import { ErrorList } from "~/ui/forms";
import { CardTable } from "~/ui/table";
import { IntentField, IntentForm, RemoveButton, useIntentErrors } from "./intent-form";

/**
 * The plan's team: LEADER, LEADER_BACKUP and MEMBER, users of the company or outside contacts; with the roster's
 * last reachability drill and the entries that did not answer it marked (drills: null when not readable).
 */
export function RosterPanel({
  planId,
  roster,
  people,
  canManage,
  drills,
}: {
  planId: string;
  roster: PlanDetails["roster"];
  people: PlanPerson[];
  canManage: boolean;
  drills: RosterDrills | null;
}) {
  const errors = useIntentErrors("addRoster");
  return (
    <section aria-labelledby="roster-heading" className="mb-6">
      <h2 id="roster-heading" className="mb-2 text-lg font-semibold">
        Roster
      </h2>
      {drills ? <RosterDrillPanel rosterKind="cmp" rosterId={planId} drills={drills} /> : null}
      <CardTable
        isEmpty={roster.length === 0}
        empty="No team members yet."
        label="Roster"
        columns={["Role", "Name", "Email", "Phone", "Responsibility", ""]}
      >
        {roster.map((r) => (
          <tr key={r.id} className="border-t border-gray-100" data-person={r.name}>
            <td className="px-3 py-2">{r.role}</td>
            <td className="px-3 py-2">
              {r.name}
              {drills?.unverified.includes(r.id) ? (
                <span className="ml-2">
                  <UnverifiedBadge />
                </span>
              ) : null}
            </td>
            <td className="px-3 py-2">{r.email}</td>
            <td className="px-3 py-2">{r.phone}</td>
            <td className="px-3 py-2">{r.responsibility}</td>
            <td className="px-3 py-2">
              {canManage ? (
                <RemoveButton
                  intent="removeRoster"
                  target={r.id}
                  label={`Remove ${r.name} from the roster`}
                />
              ) : null}
            </td>
          </tr>
        ))}
      </CardTable>
      {canManage ? (
        <IntentForm
          intent="addRoster"
          className="card mt-3 grid gap-2 md:grid-cols-3"
          label="Add team member"
        >
          <div>
            <label htmlFor="roster-role" className="label">
              Team role
            </label>
            <select id="roster-role" name="role" className="input" defaultValue={errors.value("role")}>
              {TEAM_ROLES.map((r) => (
                <option key={r} value={r}>
                  {r} ({TEAM_ROLE_LABELS[r]})
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="roster-user" className="label">
              Keel user
            </label>
            <select id="roster-user" name="userId" className="input" defaultValue={errors.value("userId")}>
              <option value="">An outside contact</option>
              {people.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
            <ErrorList errors={errors.field("userId")} />
          </div>
          {/* A refused entry comes back with what was chosen and typed (also without JavaScript). */}
          <IntentField intent="addRoster" name="name" label="Contact name" />
          <IntentField intent="addRoster" name="email" label="Contact email" type="email" />
          <IntentField intent="addRoster" name="phone" label="Contact phone" type="tel" />
          <IntentField intent="addRoster" name="responsibility" label="Responsibility" />
          <button type="submit" className="btn-primary justify-self-start">
            Add to roster
          </button>
        </IntentForm>
      ) : null}
    </section>
  );
}
