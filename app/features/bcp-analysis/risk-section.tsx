import { type SubmissionResult, useForm } from "@conform-to/react";
import { Link } from "@remix-run/react";
import { RISK_PROBABILITIES, RISK_SEVERITIES, RISK_TYPES } from "~/domains/bcp-analysis/model";
import { RISK_RATING_COLOURS } from "~/domains/bcp-analysis/rating";
import { RowForm } from "~/features/bcp/row-form";
import { CONTROL_STATUSES, STATUS_COLOURS } from "~/shared/response-lists";
import { CommentField, Field, SelectField } from "~/ui/forms";
import { StatusBadge } from "~/ui/status-badge";
import type { RiskRow } from "./analysis-data";
import { DeleteWithConfirm, listOptions, RowsTable, type SectionProps, useEditedRow } from "./parts";

const RISK_HEADERS = ["Risk", "Type", "Severity", "Probability", "Existing control strategy", "Rating"];

export function RiskSection({ bcpId, risks, here, lastResult }: SectionProps & { risks: RiskRow[] }) {
  const editing = useEditedRow(risks);
  return (
    <div>
      <RowsTable label="Risks" headers={RISK_HEADERS} isEmpty={risks.length === 0}>
        {risks.map((r) => (
          <tr key={r.id} className="border-t border-gray-100 align-top" data-risk={r.name}>
            <td className="px-3 py-2 font-medium">{r.name}</td>
            <td className="px-3 py-2">{r.type}</td>
            <td className="px-3 py-2">{r.severity}</td>
            <td className="px-3 py-2">{r.probability}</td>
            <td className="px-3 py-2">
              {r.existingControlStrategy}{" "}
              <StatusBadge colour={STATUS_COLOURS[r.controlStatus].badge}>{r.controlStatus}</StatusBadge>
            </td>
            <td className="px-3 py-2" data-rating={r.rating}>
              <StatusBadge colour={RISK_RATING_COLOURS[r.rating]}>{r.rating}</StatusBadge>
            </td>
            <td className="space-x-3 px-3 py-2">
              <Link to={`${here}&edit=${r.id}`} className="text-sm">
                Edit
              </Link>
              <DeleteWithConfirm intent="deleteRisk" id={r.id} what={`the risk ${r.name}`} here={here} />
            </td>
          </tr>
        ))}
      </RowsTable>
      <RiskForm
        key={editing?.id ?? "new"}
        bcpId={bcpId}
        risk={editing}
        lastResult={lastResult}
        cancel={editing ? here : undefined}
      />
    </div>
  );
}

function RiskForm({
  bcpId,
  risk,
  lastResult,
  cancel,
}: {
  bcpId: string;
  risk?: RiskRow;
  lastResult?: SubmissionResult<string[]>;
  cancel?: string;
}) {
  const [form, fields] = useForm({
    id: risk ? `risk-${risk.id}` : "risk-new",
    lastResult,
    defaultValue: risk ?? { bcpId, controlStatus: "Normal" },
  });
  return (
    <RowForm
      form={form}
      lastResult={lastResult}
      intent="saveRisk"
      part="riskAssessment"
      bcpId={bcpId}
      editing={risk}
      noun="risk"
      cancel={cancel}
    >
      <Field field={fields.name} label="Risk name" />
      <div className="grid gap-x-4 md:grid-cols-3">
        <SelectField field={fields.type} label="Risk type" options={listOptions(RISK_TYPES)} />
        <SelectField
          field={fields.severity}
          label="Severity of impact"
          options={listOptions(RISK_SEVERITIES)}
        />
        <SelectField
          field={fields.probability}
          label="Probability"
          options={listOptions(RISK_PROBABILITIES)}
        />
      </div>
      <CommentField field={fields.existingControlStrategy} label="Existing control strategy" />
      <SelectField
        field={fields.controlStatus}
        label="Control status"
        options={listOptions(CONTROL_STATUSES)}
      />
      <p className="mb-3 text-xs text-gray-500">The rating is computed from severity × probability.</p>
    </RowForm>
  );
}
