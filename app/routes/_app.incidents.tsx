import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useSearchParams } from "@remix-run/react";
import { can } from "~/domains/access/policy";
import {
  DATE_RANGES,
  INCIDENT_COLUMNS,
  INCIDENT_IMPACTS,
  INCIDENT_STATUSES,
  INCIDENT_TYPES,
  LIST_SHOW,
  SORTABLE_COLUMNS,
} from "~/domains/incidents/model";
import { listQuerySchema } from "~/domains/incidents/validation";
import { CONFIRM_TEXT, ConfirmPanel } from "~/features/incidents/confirm";
import { IncidentCards, IncidentTable } from "~/features/incidents/incident-table";
import { incidentRowAction } from "~/features/incidents/list-actions.server";
import { paths } from "~/paths";
import { useConfirmStep } from "~/ui/confirm";
import { PageHeader } from "~/ui/page";
import { apiClient } from "~/web/api.server";
import { requirePermission, requireUser } from "~/web/auth.server";

export const meta: MetaFunction = () => [{ title: "Incidents and Crises · Keel" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requirePermission({ request, context }, "incident.read");
  const api = await apiClient({ request, context });
  const url = new URL(request.url);
  const params = Object.fromEntries(url.searchParams);
  const parsed = listQuerySchema.safeParse(params);
  const query = parsed.success ? parsed.data : listQuerySchema.parse({});
  const [list, hazards] = await Promise.all([
    api.get("/incident/all", {
      ...query,
      createdBy: params.createdBy === "me" ? user.id : undefined,
    }),
    api.get("/hazard/all"),
  ]);
  const page = list.ok ? (list.body.page as { page: number; pageSize: number; total: number }) : null;
  return {
    rows: list.ok ? list.data : [],
    page,
    hazards: hazards.ok ? hazards.data : [],
    error: list.ok ? null : list.error.message,
    canCreate: can(user, "incident.manage"),
    canEscalate: can(user, "incident.escalate"),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser({ request, context });
  const form = await request.formData();
  const url = new URL(request.url);
  url.searchParams.delete("confirm");
  url.searchParams.delete("id");
  return incidentRowAction({ request, context }, form, `${paths.incidents}${url.search}`);
}

function FilterSelect({
  name,
  label,
  options,
  labels,
  allLabel = "All",
}: {
  name: string;
  label: string;
  options: readonly string[];
  labels?: Record<string, string>;
  /** The first option's words (no filter). */
  allLabel?: string;
}) {
  const [params] = useSearchParams();
  return (
    <div>
      <label htmlFor={`f-${name}`} className="label">
        {label}
      </label>
      <select id={`f-${name}`} name={name} className="input" defaultValue={params.get(name) ?? ""}>
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {labels?.[o] ?? o}
          </option>
        ))}
      </select>
    </div>
  );
}

export default function IncidentList() {
  const { rows, page, hazards, error, canCreate, canEscalate } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const step = useConfirmStep();
  const confirm = step.kind as "disable" | "escalate" | null;
  const confirmId = step.id;
  const hazardNames = Object.fromEntries(hazards.map((h) => [h.id, h.name]));
  const cardView = params.get("view") === "card";
  const pageHref = (n: number) => {
    const next = new URLSearchParams(params);
    next.set("page", String(n));
    return `?${next}`;
  };
  const pages = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;
  return (
    <section>
      <PageHeader
        title="Incidents and Crises"
        actions={
          <>
            {canCreate ? (
              <>
                <Link to={paths.wizardStep("Incident", "hazard_category")} className="btn-primary">
                  Create Incident
                </Link>
                <Link to={paths.wizardStep("Crisis", "hazard_category")} className="btn-secondary">
                  Create Crisis
                </Link>
              </>
            ) : null}
            <Link to={paths.alerts} className="btn-secondary">
              Alerts
            </Link>
          </>
        }
      />
      {/* Asked only of those who may do it (a typed ?confirm= link offers nothing to others). */}
      {confirm && confirmId && CONFIRM_TEXT[confirm] && (confirm === "escalate" ? canEscalate : canCreate) ? (
        <ConfirmPanel
          id={confirmId}
          intent={confirm}
          {...CONFIRM_TEXT[confirm]}
          cancelHref={step.cancelHref}
        />
      ) : null}
      <Form method="get" className="card mb-4 grid gap-3 sm:grid-cols-4" aria-label="Filters">
        <div className="sm:col-span-2">
          <label htmlFor="f-q" className="label">
            Search
          </label>
          <input id="f-q" name="q" type="search" className="input" defaultValue={params.get("q") ?? ""} />
        </div>
        <FilterSelect name="type" label="Type" options={INCIDENT_TYPES} />
        <FilterSelect name="status" label="Status" options={INCIDENT_STATUSES} />
        <FilterSelect
          name="hazardId"
          label="Hazard"
          options={hazards.map((h) => h.id)}
          labels={hazardNames}
        />
        <FilterSelect name="impact" label="Impact" options={INCIDENT_IMPACTS} />
        <FilterSelect name="createdBy" label="Creator" options={["me"]} labels={{ me: "Created by me" }} />
        {canCreate ? (
          <FilterSelect
            name="drafts"
            label="Show"
            options={Object.keys(LIST_SHOW)}
            labels={LIST_SHOW}
            allLabel="Published"
          />
        ) : null}
        <FilterSelect name="dateRange" label="Date range" options={DATE_RANGES} />
        <FilterSelect
          name="sort"
          label="Sort by"
          options={SORTABLE_COLUMNS}
          labels={Object.fromEntries(INCIDENT_COLUMNS.map(([k, v]) => [k, v]))}
        />
        <FilterSelect
          name="order"
          label="Order"
          options={["asc", "desc"]}
          labels={{ asc: "Ascending", desc: "Descending" }}
        />
        {cardView ? <input type="hidden" name="view" value="card" /> : null}
        <div className="flex items-end gap-2">
          <button type="submit" className="btn-primary">
            Apply
          </button>
          <Link to={paths.incidents} className="btn-secondary">
            Clear
          </Link>
        </div>
      </Form>
      <div className="mb-2 flex justify-end gap-3 text-sm">
        <Link to={`?${new URLSearchParams({ ...Object.fromEntries(params), view: "table" })}`}>Table</Link>
        <Link to={`?${new URLSearchParams({ ...Object.fromEntries(params), view: "card" })}`}>Card view</Link>
      </div>
      {error ? <p className="text-red-700">{error}</p> : null}
      {rows.length === 0 ? (
        <p className="card text-gray-600">Data Not Found</p>
      ) : cardView ? (
        <IncidentCards rows={rows} canManage={canCreate} mayEscalate={canEscalate} />
      ) : (
        <IncidentTable rows={rows} canManage={canCreate} mayEscalate={canEscalate} />
      )}
      {page && pages > 1 ? (
        <nav aria-label="Pages" className="mt-4 flex items-center gap-3 text-sm">
          {page.page > 1 ? <Link to={pageHref(page.page - 1)}>Previous page</Link> : null}
          <span>
            Page {page.page} of {pages} ({page.total})
          </span>
          {page.page < pages ? <Link to={pageHref(page.page + 1)}>Next page</Link> : null}
        </nav>
      ) : null}
    </section>
  );
}
