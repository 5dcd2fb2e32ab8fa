import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { type Action, can } from "~/domains/access/policy";
import type { auditLogEntryAnswer } from "~/domains/audit-log/answers";
import { AUDIT_SUBJECT_LABELS, AUDIT_SUBJECTS, AUDIT_LOG_LABELS as L } from "~/domains/audit-log/model";
import { auditLogQuerySchema } from "~/domains/audit-log/validation";
import { segmentOf } from "~/domains/registers/model";
import { paths } from "~/paths";
import { useDates } from "~/ui/dates";
import { FilterForm, FilterSelect } from "~/ui/filter-form";
import { ErrorList } from "~/ui/forms";
import { PageHeader } from "~/ui/page";
import { StackedCell, StackedTable } from "~/ui/table";
import { apiClient } from "~/web/api.server";
import { requirePermission } from "~/web/auth.server";

export const meta: MetaFunction = () => [{ title: `${L.title} · Keel` }];

type Entry = z.infer<typeof auditLogEntryAnswer>;
const FILTERS = ["subject", "q", "from", "to"] as const;

/** The log's filters are a GET form: a bad day is said on its field, and nothing is listed until it is put right. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requirePermission({ request, context }, "audit.read");
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const filters = Object.fromEntries(FILTERS.map((k) => [k, params[k] ?? ""])) as Record<
    (typeof FILTERS)[number],
    string
  >;
  const parsed = auditLogQuerySchema.safeParse(params);
  if (!parsed.success)
    return { filters, errors: z.flattenError(parsed.error).fieldErrors, rows: [], page: null, error: null };
  const api = await apiClient({ request, context });
  const list = await api.get("/audit-log", parsed.data);
  return {
    filters,
    errors: {},
    rows: list.ok ? list.data.map((e) => ({ ...e, href: recordHref(user, e) })) : [],
    page: list.ok ? list.body.page : null,
    error: list.ok ? null : list.error.message,
  };
}

/** Each record's page, and what opening it needs (docs/permissions.md). */
const RECORD_PAGES: Record<string, { needs: Action; href: (e: Entry) => string | null }> = {
  bcp: { needs: "bcp.read", href: (e) => paths.viewBcp(e.recordId) },
  incident: { needs: "incident.read", href: (e) => paths.incident(e.recordId) },
  management_plan: { needs: "managementPlan.read", href: (e) => paths.managementPlan(e.recordId) },
  registerEntry: {
    needs: "register.read",
    href: (e) => (e.registerKind ? paths.registerEntry(segmentOf(e.registerKind), e.recordId) : null),
  },
  businessService: { needs: "businessService.read", href: (e) => paths.businessService(e.recordId) },
  user: { needs: "user.read", href: (e) => paths.user(e.recordId) },
  company: { needs: "company.read", href: () => paths.company },
  webhook: { needs: "webhook.manage", href: () => paths.webhooks },
};

/**
 * The record an entry is about, as a link to its page where it still exists and the reader may open it (a
 * Corporate View Only auditor reads that a user changed, but cannot open Manage Users). Worked out by the loader:
 * the policy and the registers' model stay out of the page's JavaScript.
 */
function recordHref(user: Parameters<typeof can>[0], e: Entry): string | null {
  const page = RECORD_PAGES[e.subject];
  return e.recordName && page && can(user, page.needs) ? page.href(e) : null;
}

export default function AuditLogPage() {
  const { filters, errors, rows, page, error } = useLoaderData<typeof loader>();
  const { dateTime } = useDates();
  const fieldErrors = errors as Partial<Record<string, string[]>>;
  const pages = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;
  const pageHref = (n: number) =>
    `${paths.auditLog}?${new URLSearchParams(Object.entries({ ...filters, page: String(n) }).filter(([, v]) => v))}`;
  return (
    <section>
      <PageHeader title={L.title}>{L.intro}</PageHeader>
      <FilterForm label={L.title} submit={{ text: L.apply }} card>
        <FilterSelect
          name="subject"
          label={L.subject}
          value={filters.subject}
          all={L.everySubject}
          options={AUDIT_SUBJECTS.map((s) => ({ value: s, label: AUDIT_SUBJECT_LABELS[s] }))}
        />
        <div>
          <label htmlFor="audit-q" className="label">
            {L.person}
          </label>
          <input id="audit-q" name="q" type="search" defaultValue={filters.q} className="input w-56" />
        </div>
        {(["from", "to"] as const).map((k) => (
          <div key={k}>
            <label htmlFor={`audit-${k}`} className="label">
              {L[k]}
            </label>
            <input
              id={`audit-${k}`}
              name={k}
              type="date"
              defaultValue={filters[k]}
              className="input"
              aria-invalid={fieldErrors[k] ? true : undefined}
              aria-describedby={fieldErrors[k] ? `audit-${k}-error` : undefined}
            />
            <ErrorList id={`audit-${k}-error`} errors={fieldErrors[k]} />
          </div>
        ))}
      </FilterForm>
      {error ? (
        <p role="alert" className="card text-red-700">
          {error}
        </p>
      ) : page && rows.length === 0 ? (
        <p className="card text-gray-600">{L.none}</p>
      ) : page ? (
        <div className="card p-0 md:p-0">
          <StackedTable
            label={L.title}
            columns={[L.when, L.who, L.what, L.change]}
            className="w-full text-left text-sm"
            head={{ className: "bg-gray-50 text-xs uppercase text-gray-500", cellClassName: "px-3 py-2" }}
          >
            {rows.map((e) => {
              const { href } = e;
              return (
                <tr key={e.id} className="border-t border-gray-100 align-top" data-testid="audit-entry">
                  <StackedCell label={L.when} className="whitespace-nowrap px-3 py-2">
                    <time dateTime={e.at}>{dateTime(e.at)}</time>
                  </StackedCell>
                  <StackedCell label={L.who} className="px-3 py-2">
                    {e.actor?.name ?? L.system}
                  </StackedCell>
                  <StackedCell label={L.what} className="px-3 py-2">
                    {/* One block: on a phone the cell lays its children side by side. */}
                    <div className="min-w-0 break-words">
                      <span className="block text-xs text-gray-500">{e.subjectLabel}</span>
                      {href ? <Link to={href}>{e.recordName}</Link> : (e.recordName ?? L.unnamed)}
                    </div>
                  </StackedCell>
                  <StackedCell label={L.change} className="px-3 py-2">
                    <div className="min-w-0 break-words">
                      <span className="block font-medium">{e.action}</span>
                      {e.summary ? <span className="block text-gray-700">{e.summary}</span> : null}
                    </div>
                  </StackedCell>
                </tr>
              );
            })}
          </StackedTable>
        </div>
      ) : null}
      {page && pages > 1 ? (
        <nav aria-label="Pages" className="mt-3 flex items-center gap-3 text-sm">
          {page.page > 1 ? <Link to={pageHref(page.page - 1)}>Previous</Link> : null}
          <span>
            Page {page.page} of {pages}
            {page.totalCapped ? "+" : ""}
          </span>
          {page.page < pages || page.totalCapped ? <Link to={pageHref(page.page + 1)}>Next</Link> : null}
        </nav>
      ) : null}
    </section>
  );
}
