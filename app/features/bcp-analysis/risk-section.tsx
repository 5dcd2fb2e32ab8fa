import { type SubmissionResult, useForm } from "@conform-to/react";
import { Link, useSearchParams } from "@remix-run/react";
import { RISK_PROBABILITIES, RISK_SEVERITIES, RISK_TYPES } from "~/domains/bcp-analysis/lists";
import { RISK_RATING_COLOURS } from "~/domains/bcp-analysis/rating";
import { CommentBox, SelectField, TextField } from "~/features/bcp/fields";
import { RowForm } from "~/features/bcp/row-form";
import { CONTROL_STATUSES, STATUS_COLOURS } from "~/shared/response-lists";
import { StatusBadge } from "~/ui/status-badge";
import type { RiskRow } from "./analysis-data";
import { DeleteWithConfirm, listOptions } from "./parts";

export function RiskSection({
  bcpId,
  risks,
  here,
  lastResult,
}: {
  bcpId: string;
  risks: RiskRow[];
  here: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const [params] = useSearchParams();
  const editing = risks.find((r) => r.id === params.get("edit"));
  return (
    <div>
      {risks.length === 0 ? (
        <p className="card mb-4 text-gray-600">Data Not Found</p>
      ) : (
        <div className="mb-4 overflow-x-auto">
          <table className="w-full text-left text-sm" aria-label="Risks">
            <thead className="bg-gray-50 text-xs uppercase text-gray-600">
              <tr>
                <th className="px-3 py-2">Risk</th>
                <th className="px-3 py-2">Type</th>
                <th className="px-3 py-2">Severity</th>
                <th className="px-3 py-2">Probability</th>
                <th className="px-3 py-2">Existing control strategy</th>
                <th className="px-3 py-2">Rating</th>
                <th className="px-3 py-2">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {risks.map((r) => (
                <tr key={r.id} className="border-t border-gray-100 align-top" data-risk={r.name}>
                  <td className="px-3 py-2 font-medium">{r.name}</td>
                  <td className="px-3 py-2">{r.type}</td>
                  <td className="px-3 py-2">{r.severity}</td>
                  <td className="px-3 py-2">{r.probability}</td>
                  <td className="px-3 py-2">
                    {r.existingControlStrategy}{" "}
                    <StatusBadge colour={STATUS_COLOURS[r.controlStatus].badge}>
                      {r.controlStatus}
                    </StatusBadge>
                  </td>
                  <td className="px-3 py-2" data-rating={r.rating}>
                    <StatusBadge colour={RISK_RATING_COLOURS[r.rating]}>{r.rating}</StatusBadge>
                  </td>
                  <td className="space-x-3 px-3 py-2">
                    <Link to={`${here}&edit=${r.id}`} className="text-sm">
                      Edit
                    </Link>
                    <DeleteWithConfirm
                      intent="deleteRisk"
                      id={r.id}
                      what={`the risk ${r.name}`}
                      here={here}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
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
      intent="saveRisk"
      part="riskAssessment"
      bcpId={bcpId}
      editing={risk}
      noun="risk"
      cancel={cancel}
    >
      <TextField field={fields.name} label="Risk name" />
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
      <CommentBox field={fields.existingControlStrategy} label="Existing control strategy" />
      <SelectField
        field={fields.controlStatus}
        label="Control status"
        options={listOptions(CONTROL_STATUSES)}
      />
      <p className="mb-3 text-xs text-gray-500">The rating is computed from severity × probability.</p>
    </RowForm>
  );
}
