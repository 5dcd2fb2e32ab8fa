import { auditActionLabel, describeChanges } from "~/domains/bcp/audit-labels";
import { PLAN_PARTS } from "~/domains/bcp/seen-versions";
import { companyDates } from "~/shared/dates";
import type { Plan } from "./plan-parts";

/** Which section an audited change belongs to, by its action's first word. */
const SECTION_OF: Record<string, string> = {
  service: "services",
  process: "processes",
  location: "deliveryLocations",
  headcount: "deliveryHeadcount",
  bia: "bia",
  risk: "riskAssessment",
  dependency: "dependencies",
  malo: "malo",
  scenario: "scenarioPlanning",
  brt: "brtRoster",
  stakeholder: "stakeholders",
  summary: "executiveSummary",
  // The plan's own details and files are part of what was approved too (security review N8).
  plan: "details",
  file: "files",
};
/** The parts listed besides the sections. */
const PLAN_PART_ROWS = Object.entries(PLAN_PARTS).map(([key, label]) => ({ key, label }));

/**
 * For the approver of a plan approved before: what changed since the last approval of the whole plan,
 * section by section (from the audit trail), so the second review reads only what is new.
 */
export function ChangesSinceApproval({ plan }: { plan: Plan }) {
  const lastApproval = plan.audit.find(
    (a) => a.action === "approval.approved" && (a.changes as { section?: string }).section === "overall",
  );
  if (!lastApproval) return null;
  const since = plan.audit.filter((a) => a.at > lastApproval.at && SECTION_OF[a.action.split(".")[0]]);
  const dates = companyDates(plan.dates);
  const bySection = [...PLAN_PART_ROWS, ...plan.sections]
    .map((s) => ({ section: s, changes: since.filter((a) => SECTION_OF[a.action.split(".")[0]] === s.key) }))
    .filter((g) => g.changes.length > 0);
  return (
    <section className="card mb-6 py-3" aria-labelledby="changes-heading" data-testid="changes-since">
      <h2 id="changes-heading" className="mb-2 font-semibold">
        Changed since the last approval ({dates.date(lastApproval.at)})
      </h2>
      {bySection.length === 0 ? (
        <p className="text-sm text-gray-600">Nothing has changed since.</p>
      ) : (
        <ul className="space-y-2 text-sm">
          {bySection.map(({ section, changes }) => (
            <li key={section.key}>
              <a href={`#${section.key}`} className="font-medium">
                {section.label}
              </a>
              <ul className="list-disc pl-5 text-gray-700">
                {changes.map((a) => (
                  <li key={a.id}>
                    {auditActionLabel(a.action)} by {a.actor?.name ?? "—"}, {dates.dateTime(a.at)}
                    {Object.keys(a.changes).length ? `: ${describeChanges(a.changes, 160)}` : ""}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
