import { Link } from "@remix-run/react";
import { STAKEHOLDER_KIND_LABELS, STAKEHOLDER_KINDS } from "~/domains/bcp-analysis/model";
import { sharedPhoneWarnings } from "~/domains/bcp-analysis/roster-phones";
import { RosterDrillPanel, type RosterDrills, UnverifiedBadge } from "~/features/drills/drill-parts";
import { TEAM_ROLE_LABELS, TEAM_ROLES } from "~/shared/team-roles";
import { Field, SelectField } from "~/ui/forms";
import type { MemberRow, StakeholderRow } from "./analysis-data";
import { DeleteWithConfirm, listOptions, RowsTable, type SectionProps } from "./parts";
import { RowEditor, type RowFormSpec } from "./row-editor";

const MEMBER_FORM: RowFormSpec = {
  formId: "member",
  intent: "saveMember",
  part: "brtRoster",
  noun: "team member",
};
const STAKEHOLDER_FORM: RowFormSpec = {
  formId: "stakeholder",
  intent: "saveStakeholder",
  part: "stakeholders",
  noun: "stakeholder",
};

type Row = { id: string; name: string; cells: string[] };

function PeopleTable({
  label,
  headers,
  rows,
  here,
  deleteIntent,
  unverified,
}: {
  label: string;
  headers: string[];
  rows: Row[];
  here: string;
  deleteIntent: string;
  /** Rows that did not answer the roster's last reachability drill. */
  unverified?: string[];
}) {
  return (
    <RowsTable label={label} headers={headers} isEmpty={rows.length === 0}>
      {rows.map((r) => (
        <tr key={r.id} className="border-t border-gray-100" data-person={r.name}>
          {r.cells.map((c, i) => (
            <td key={`${headers[i]}`} className="px-3 py-2">
              {c}
              {i === 0 && unverified?.includes(r.id) ? (
                <span className="ml-2">
                  <UnverifiedBadge />
                </span>
              ) : null}
            </td>
          ))}
          <td className="space-x-3 px-3 py-2">
            <Link to={`${here}&edit=${r.id}`}>Edit</Link>
            <DeleteWithConfirm intent={deleteIntent} id={r.id} what={r.name} here={here} />
          </td>
        </tr>
      ))}
    </RowsTable>
  );
}

export function RosterSection({
  bcpId,
  members,
  here,
  lastResult,
  drills,
}: SectionProps & { members: MemberRow[]; drills?: RosterDrills | null }) {
  const warnings = sharedPhoneWarnings(members);
  return (
    <div>
      {warnings.length ? (
        <ul
          className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm"
          aria-label="Call list warnings"
        >
          {warnings.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      ) : null}
      {drills ? <RosterDrillPanel rosterKind="brt" rosterId={bcpId} drills={drills} /> : null}
      <PeopleTable
        label="Business recovery team"
        unverified={drills?.unverified}
        headers={["Name", "Role", "Email", "Phone", "Alternate phone"]}
        rows={members.map((m) => ({
          id: m.id,
          name: m.name,
          cells: [m.name, m.roleLabel, m.email, m.phone, m.alternatePhone],
        }))}
        here={here}
        deleteIntent="deleteMember"
      />
      <RowEditor
        rows={members}
        spec={MEMBER_FORM}
        section={{ bcpId, here, lastResult }}
        defaultValue={{ bcpId, role: "MEMBER" }}
      >
        {(fields) => (
          <div className="grid gap-x-4 md:grid-cols-2">
            <Field field={fields.name} label="Name" />
            <SelectField
              field={fields.role}
              label="Role"
              options={listOptions(TEAM_ROLES, TEAM_ROLE_LABELS)}
            />
            <Field field={fields.email} label="Email" type="email" />
            <Field field={fields.phone} label="Phone" type="tel" />
            <Field field={fields.alternatePhone} label="Alternate phone" type="tel" />
          </div>
        )}
      </RowEditor>
    </div>
  );
}

export function StakeholderSection({
  bcpId,
  stakeholders,
  here,
  lastResult,
}: SectionProps & { stakeholders: StakeholderRow[] }) {
  return (
    <div>
      <PeopleTable
        label="Stakeholders"
        headers={["Name", "Internal/External", "Organisation", "Role", "Email", "Phone"]}
        rows={stakeholders.map((s) => ({
          id: s.id,
          name: s.name,
          cells: [s.name, s.kindLabel, s.organisation, s.role, s.email, s.phone],
        }))}
        here={here}
        deleteIntent="deleteStakeholder"
      />
      <RowEditor
        rows={stakeholders}
        spec={STAKEHOLDER_FORM}
        section={{ bcpId, here, lastResult }}
        defaultValue={{ bcpId }}
      >
        {(fields) => (
          <div className="grid gap-x-4 md:grid-cols-2">
            <Field field={fields.name} label="Name" />
            <SelectField
              field={fields.kind}
              label="Internal/External"
              options={listOptions(STAKEHOLDER_KINDS, STAKEHOLDER_KIND_LABELS)}
            />
            <Field field={fields.organisation} label="Organisation" />
            <Field field={fields.role} label="Role" />
            <Field field={fields.email} label="Email" type="email" />
            <Field field={fields.phone} label="Phone" type="tel" />
          </div>
        )}
      </RowEditor>
    </div>
  );
}
