import { type SubmissionResult, useForm } from "@conform-to/react";
import type { z } from "zod";
import { SCENARIO_TOGGLE } from "~/domains/bcp-analysis/model";
import type { scenarioSchema } from "~/domains/bcp-analysis/validation";
import { STATUS_COLOURS, STRATEGY_STATUSES } from "~/shared/response-lists";
import { EditVersion } from "~/ui/edit-version";
import { ConformForm, FormErrors, PostButton, SelectField } from "~/ui/forms";
import { StatusBadge } from "~/ui/status-badge";
import type { ScenarioRow } from "./analysis-data";
import { listOptions, StrategyColumns } from "./parts";

/** The scenario planning overview: each scenario, active or not, toggled without losing its data. */
export function ScenarioOverview({ bcpId, scenarios }: { bcpId: string; scenarios: ScenarioRow[] }) {
  return (
    <ul className="mb-6 grid gap-2 md:grid-cols-2" aria-label="Scenario overview">
      {scenarios.map((s) => (
        <li
          key={s.scenario}
          className="card flex items-center justify-between py-3"
          data-scenario={s.scenario}
        >
          <div>
            <p className="font-medium">{s.label}</p>
            <p className="mt-1 flex gap-1">
              <StatusBadge colour={s.active ? "bg-green-100 text-green-800" : "bg-gray-100 text-gray-700"}>
                {s.active ? "Active" : "Inactive"}
              </StatusBadge>
              {s.planned ? <StatusBadge colour="bg-blue-100 text-blue-800">Planned</StatusBadge> : null}
              {s.strategyStatus ? (
                <StatusBadge colour={STATUS_COLOURS[s.strategyStatus].badge}>{s.strategyStatus}</StatusBadge>
              ) : null}
            </p>
          </div>
          <PostButton
            intent="toggleScenario"
            values={{ bcpId, scenario: s.scenario, active: String(!s.active) }}
            className="btn-secondary"
          >
            {/* A scenario plan is toggled active or inactive (spec): "Activate" is the word of plan activation. */}
            {s.active ? SCENARIO_TOGGLE.off : SCENARIO_TOGGLE.on}
            <span className="sr-only">({s.label})</span>
          </PostButton>
        </li>
      ))}
    </ul>
  );
}

export function ScenarioForm({
  bcpId,
  scenario,
  lastResult,
}: {
  bcpId: string;
  scenario: ScenarioRow;
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useForm<z.input<typeof scenarioSchema>>({
    id: `scenario-${scenario.scenario}`,
    lastResult,
    defaultValue: { ...scenario, bcpId },
  });
  return (
    <ConformForm form={form} className="card mb-4" aria-label={`${scenario.label} strategies`}>
      <h3 className="mb-2 font-medium">
        {scenario.label} {scenario.active ? null : <span className="text-sm text-gray-500">(inactive)</span>}
      </h3>
      <FormErrors id={form.errorId} errors={form.errors} />
      <input type="hidden" name="intent" value="saveScenario" />
      <EditVersion part="scenarioPlanning" sent={lastResult} />
      <input type="hidden" name="bcpId" value={bcpId} />
      <input type="hidden" name="scenario" value={scenario.scenario} />
      <StrategyColumns fields={fields} />
      <SelectField
        field={fields.strategyStatus}
        label="Strategy status"
        options={listOptions(STRATEGY_STATUSES)}
      />
      <button type="submit" className="btn-primary">
        Save {scenario.label}
      </button>
    </ConformForm>
  );
}
