import { type SubmissionResult, useForm } from "@conform-to/react";
import { Link, useSearchParams } from "@remix-run/react";
import { STAKEHOLDER_KIND_LABELS, STAKEHOLDER_KINDS } from "~/domains/bcp-analysis/model";
import { sharedPhoneWarnings } from "~/domains/bcp-analysis/roster-phones";
import { RowForm } from "~/features/bcp/row-form";
import { RosterDrillPanel, type RosterDrills, UnverifiedBadge } from "~/features/drills/drill-parts";
import { TEAM_ROLE_LABELS, TEAM_ROLES } from "~/shared/team-roles";
import { Field, SelectField } from "~/ui/forms";
import type { MemberRow, StakeholderRow } from "./analysis-data";
import { DeleteWithConfirm, listOptions } from "./parts";

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
  if (rows.length === 0) return <p className="card mb-4 text-gray-600">Data Not Found</p>;
  return (
    <div className="mb-4 overflow-x-auto">
      <table className="w-full text-left text-sm" aria-label={label}>
        <thead className="bg-gray-50 text-xs uppercase text-gray-600">
          <tr>
            {headers.map((h) => (
              <th key={h} className="px-3 py-2">
                {h}
              </th>
            ))}
            <th className="px-3 py-2">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
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
        </tbody>
      </table>
    </div>
  );
}

export function RosterSection({
  bcpId,
  members,
  here,
  lastResult,
  drills,
}: {
  bcpId: string;
  members: MemberRow[];
  here: string;
  lastResult?: SubmissionResult<string[]>;
  drills?: RosterDrills | null;
}) {
  const [params] = useSearchParams();
  const editing = members.find((m) => m.id === params.get("edit"));
  const [form, fields] = useForm({
    id: editing ? `member-${editing.id}` : "member-new",
    lastResult,
    defaultValue: editing ?? { bcpId, role: "MEMBER" },
  });
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
      <RowForm
        form={form}
        intent="saveMember"
        part="brtRoster"
        bcpId={bcpId}
        editing={editing}
        noun="team member"
        cancel={editing ? here : undefined}
      >
        <div className="grid gap-x-4 md:grid-cols-2">
          <Field field={fields.name} label="Name" />
          <SelectField field={fields.role} label="Role" options={listOptions(TEAM_ROLES, TEAM_ROLE_LABELS)} />
          <Field field={fields.email} label="Email" type="email" />
          <Field field={fields.phone} label="Phone" type="tel" />
          <Field field={fields.alternatePhone} label="Alternate phone" type="tel" />
        </div>
      </RowForm>
    </div>
  );
}

export function StakeholderSection({
  bcpId,
  stakeholders,
  here,
  lastResult,
}: {
  bcpId: string;
  stakeholders: StakeholderRow[];
  here: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const [params] = useSearchParams();
  const editing = stakeholders.find((m) => m.id === params.get("edit"));
  const [form, fields] = useForm({
    id: editing ? `stakeholder-${editing.id}` : "stakeholder-new",
    lastResult,
    defaultValue: editing ?? { bcpId },
  });
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
      <RowForm
        form={form}
        intent="saveStakeholder"
        part="stakeholders"
        bcpId={bcpId}
        editing={editing}
        noun="stakeholder"
        cancel={editing ? here : undefined}
      >
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
      </RowForm>
    </div>
  );
}
