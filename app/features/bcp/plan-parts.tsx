import { Link } from "@remix-run/react";
import { BCP_MESSAGES } from "~/domains/bcp/model";
import type { PlanDetail } from "~/domains/bcp/plan-view.server";
import { paths } from "~/paths";
import { ApprovalComments } from "./approval-history";
import { ApprovalBadge, BcpStatusBadge, CompletionBadge } from "./badges";

export type Plan = PlanDetail;
export type Section = Plan["sections"][number];

/**
 * The plan's heading: code, name, status, unit, lead; links to view, edit and the PDF. A kept (approved) version
 * links back to the current plan and to its own PDF.
 */
export function PlanHeader({
  plan,
  mode,
  pdfHref = paths.bcpPdf(plan.id),
}: {
  plan: Plan;
  mode: "view" | "manage" | "kept";
  pdfHref?: string;
}) {
  return (
    <header className="mb-6">
      <p className="text-sm text-gray-500">
        <Link to={paths.bcpList()}>Business Continuity Planning</Link> / {plan.bcpId}
      </p>
      <div className="mt-1 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold text-gray-900">{plan.name}</h1>
        <BcpStatusBadge status={plan.status} />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-4">
        {[
          ["Business Unit", plan.businessUnit],
          ["Sub Business Unit", plan.subBusinessUnit],
          ["BC Lead", plan.bcLead],
          ["Assigned To", plan.assignee],
        ].map(([label, value]) => (
          <div key={label}>
            <dt className="text-gray-500">{label}</dt>
            <dd className="font-medium">{value ?? "—"}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 flex flex-wrap gap-2 print:hidden">
        {mode === "view" && plan.permissions.canManage ? (
          // For the approver of a plan awaiting their decision, Approve/Reject is the primary action (UX review B-8).
          <Link
            to={paths.manageBcp(plan.id)}
            className={`${plan.permissions.awaitingMyApproval.length > 0 ? "btn-secondary" : "btn-primary"} no-underline`}
          >
            Edit
          </Link>
        ) : null}
        {mode === "manage" ? (
          <Link to={paths.viewBcp(plan.id)} className="btn-secondary no-underline">
            View full details
          </Link>
        ) : null}
        {mode === "kept" ? (
          <Link to={paths.viewBcp(plan.id)} className="btn-secondary no-underline">
            View the current plan
          </Link>
        ) : null}
        <a href={pdfHref} className="btn-secondary no-underline">
          Download PDF
        </a>
      </div>
    </header>
  );
}

/** The sections of §1 with their completion and approval; the current one is marked. */
export function SectionNav({ plan, current }: { plan: Plan; current: string }) {
  return (
    <nav aria-label="Sections" className="w-full shrink-0 md:w-64">
      <ol className="space-y-1">
        {plan.sections.map((s) => (
          <li key={s.key}>
            <Link
              to={paths.manageBcp(plan.id, s.key)}
              aria-current={current === s.key ? "page" : undefined}
              className={`block rounded-md px-3 py-2 text-sm no-underline ${current === s.key ? "bg-primary-50 font-medium text-primary-800 ring-1 ring-primary-200" : "text-gray-800 hover:bg-gray-100"}`}
            >
              <span className="block">{s.label}</span>
              <span className="mt-1 flex flex-wrap gap-1" data-section={s.key}>
                <CompletionBadge completion={s.completion} />
                {s.approval.status !== "NOT_SENT" ? <ApprovalBadge status={s.approval.status} /> : null}
              </span>
            </Link>
          </li>
        ))}
        <li>
          <Link
            to={paths.manageBcp(plan.id, "audit")}
            aria-current={current === "audit" ? "page" : undefined}
            className={`block rounded-md px-3 py-2 text-sm no-underline ${current === "audit" ? "bg-primary-50 font-medium text-primary-800 ring-1 ring-primary-200" : "text-gray-800 hover:bg-gray-100"}`}
          >
            Audit Trail
          </Link>
        </li>
      </ol>
    </nav>
  );
}

/** A section's title, help text, completion and approval state. */
export function SectionHead({
  plan,
  section,
  headingId,
  missing = [],
}: {
  plan: Plan;
  section: Section;
  headingId?: string;
  /** What keeps the section from Done, each pointing at its field (UX review B-3). */
  missing?: { text: string; href: string }[];
}) {
  return (
    <div className="mb-4">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="text-xl font-semibold">
          {section.label}
        </h2>
        <CompletionBadge completion={section.completion} />
        <ApprovalBadge status={section.approval.status} />
      </div>
      {section.completion !== "done" && missing.length ? (
        <div
          className="mt-2 rounded-md bg-orange-50 p-2 text-sm text-orange-900"
          data-testid="section-missing"
        >
          <p className="font-medium">{BCP_MESSAGES.whatIsMissing}</p>
          <ul className="list-disc pl-5">
            {missing.map((m) => (
              <li key={m.href}>
                <a href={m.href}>{m.text}</a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="mt-1 text-sm text-gray-600" data-help={section.key}>
        {section.help}
      </p>
      <div className="text-sm">
        <ApprovalComments plan={plan} approval={section.approval} />
      </div>
    </div>
  );
}
