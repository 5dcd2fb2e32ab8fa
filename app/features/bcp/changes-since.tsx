import {
  auditActionLabel,
  cutAtWord,
  entryContext,
  type FieldChange,
  fieldChanges,
} from "~/domains/bcp/audit-labels";
import { BCP_MESSAGES } from "~/domains/bcp/model";
import { PLAN_PARTS } from "~/domains/bcp/seen-versions";
import { companyDates } from "~/shared/dates";
import { countOf } from "~/shared/plural";
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
/** Entries of the plan that change nothing its approver read: a copy made of it, and who works on it. */
const NOT_APPROVED_CONTENT = new Set(["plan.clonedTo", "plan.assignee"]);
/** The parts listed besides the sections. */
const PLAN_PART_ROWS = Object.entries(PLAN_PARTS).map(([key, label]) => ({ key, label }));

/** What the plan's analysis holds, counted for the first approval's glance. */
type Held = {
  /** The page's one open process of many (its processes named there), or null when all are shown. */
  focus: { processes: unknown[] } | null;
  risks: unknown[];
  roster: unknown[];
  stakeholders: unknown[];
  scenarios: { active: boolean; planned: boolean }[];
};

const isDecisionOn = (section: string) => (a: Plan["audit"][number]) =>
  (a.action === "approval.approved" || a.action === "approval.rejected") &&
  (a.changes as { section?: string }).section === section;

/**
 * For the approver of a plan: what changed since the last decision on what they approve (its approval, or the
 * rejection it comes back from), section by section and field by field from the audit trail, so a second review
 * reads only what is new. `section`: one section approved on its own, its own changes since its own last decision;
 * the whole plan ("overall") by default. Never decided on, it says so, with what the plan holds.
 */
export function ChangesSinceApproval({
  plan,
  held,
  section = "overall",
}: {
  plan: Plan;
  held: Held;
  section?: string;
}) {
  const last = plan.audit.find(isDecisionOn(section));
  const dates = companyDates(plan.dates);
  if (!last) return <FirstApproval plan={plan} held={held} />;
  const since = plan.audit.filter(
    (a) => a.at > last.at && SECTION_OF[a.action.split(".")[0]] && !NOT_APPROVED_CONTENT.has(a.action),
  );
  const bySection = [...PLAN_PART_ROWS, ...plan.sections]
    .filter((s) => section === "overall" || s.key === section)
    .map((s) => ({ section: s, changes: since.filter((a) => SECTION_OF[a.action.split(".")[0]] === s.key) }))
    .filter((g) => g.changes.length > 0);
  const heading =
    last.action === "approval.rejected"
      ? BCP_MESSAGES.changedSinceRejection(dates.date(last.at))
      : BCP_MESSAGES.changedSinceApproval(dates.date(last.at));
  return (
    <section className="card mb-6 py-3" aria-labelledby={`changes-${section}`} data-testid="changes-since">
      <h2 id={`changes-${section}`} className="mb-2 font-semibold">
        {heading}
      </h2>
      {bySection.length === 0 ? (
        <p className="text-sm text-gray-600">{BCP_MESSAGES.nothingChangedSince}</p>
      ) : (
        <ul className="space-y-2 text-sm">
          {bySection.map(({ section, changes }) => (
            <li key={section.key}>
              <a href={`#${section.key}`} className="font-medium">
                {section.label}
              </a>
              <ul className="list-disc space-y-1 pl-5 text-gray-700">
                {changes.map((a) => {
                  const context = entryContext(a.changes, 160);
                  const fields = fieldChanges(a.action, a.changes);
                  return (
                    <li key={a.id} className="break-words">
                      {auditActionLabel(a.action)}
                      {context ? ` (${context})` : ""} by {a.actor?.name ?? "—"}, {dates.dateTime(a.at)}
                      {fields.length ? (
                        <ul className="mt-1 space-y-1" aria-label="Changed fields">
                          {fields.map((f) => (
                            <FieldLine key={f.key} change={f} />
                          ))}
                        </ul>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** One field: label, the old value struck, the new one inserted. */
function FieldLine({ change }: { change: FieldChange }) {
  return (
    <li data-testid="field-change">
      <span className="font-medium">{change.label}:</span> <Value tag="del" text={change.from} />{" "}
      <span aria-hidden="true">→</span>
      <span className="sr-only">changed to</span> <Value tag="ins" text={change.to} />
    </li>
  );
}

const VALUE_STYLE = {
  del: "bg-red-50 text-red-900 line-through",
  ins: "bg-green-50 text-green-900 no-underline",
};

/** A value, cut at a word when long; the whole of it opens below (without JavaScript too). */
function Value({ tag: Tag, text }: { tag: "del" | "ins"; text: string }) {
  // An empty value ("—") is nothing struck out or put in.
  if (text === "—") return <span className="text-gray-500">—</span>;
  const short = cutAtWord(text);
  const value = <Tag className={`rounded px-0.5 ${VALUE_STYLE[Tag]}`}>{short.text}</Tag>;
  if (!short.cut) return value;
  return (
    <details className="inline">
      <summary className="inline cursor-pointer">
        {value} <span className="text-primary-700 underline">Read all</span>
      </summary>
      <Tag className={`mt-1 block whitespace-pre-line rounded p-1 ${VALUE_STYLE[Tag]}`}>{text}</Tag>
    </details>
  );
}

/** A plan never decided on: nothing to compare, so what its sections hold at a glance. */
function FirstApproval({ plan, held }: { plan: Plan; held: Held }) {
  const processes = held.focus?.processes.length ?? plan.services.reduce((n, s) => n + s.processes.length, 0);
  const counts = [
    countOf(plan.services.length, "service"),
    countOf(processes, "process", "processes"),
    countOf(held.risks.length, "risk"),
    countOf(held.scenarios.filter((s) => s.planned).length, "scenario planned", "scenarios planned"),
    countOf(held.roster.length, "team member"),
    countOf(held.stakeholders.length, "stakeholder"),
  ];
  return (
    <section className="card mb-6 py-3" aria-labelledby="changes-heading" data-testid="changes-since">
      <h2 id="changes-heading" className="mb-2 font-semibold">
        {BCP_MESSAGES.firstApproval}
      </h2>
      <p className="text-sm text-gray-700">
        {BCP_MESSAGES.firstApprovalHolds} {counts.join(", ")}.
      </p>
      <ul className="mt-2 grid gap-x-4 text-sm sm:grid-cols-2" aria-label="Sections">
        {plan.sections.map((s) => (
          <li key={s.key}>
            <a href={`#${s.key}`}>{s.label}</a>: {s.completionLabel}
          </li>
        ))}
      </ul>
    </section>
  );
}
