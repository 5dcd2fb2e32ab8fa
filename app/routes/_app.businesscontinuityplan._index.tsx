import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import type { z } from "zod";
import { EXPOSURE_LEVELS, type ExposureLevel, IMPACT_LABELS } from "~/domains/bcp/levels";
import { BCP_MESSAGES } from "~/domains/bcp/messages";
import type { PlanListRow } from "~/domains/bcp/plans.server";
import {
  BCP_LIST_FILTERS,
  type BcpListFilter,
  listFilter,
  PROCESS_STATUS_LABELS,
  PROCESS_STATUSES,
  type ProcessStatus,
} from "~/domains/bcp/statuses";
import { bcpCreateSchema } from "~/domains/bcp/validation";
import { BcpStatusBadge, ImpactBadge, ProcessStatusBadge } from "~/features/bcp/badges";
import { PostButton, SelectField, TextField } from "~/features/bcp/fields";
import { FormErrors } from "~/ui/forms";
import { PageHeader } from "~/ui/page";
import { apiClient } from "~/web/api.server";
import { requireUser } from "~/web/auth.server";
import { redirectWithToast } from "~/web/session.server";

export const meta: MetaFunction = () => [{ title: "Business Continuity Planning · Keel" }];

type Page = { page: number; pageSize: number; total: number };
type Unit = {
  id: string;
  name: string;
  subUnits: { id: string; name: string }[];
  departments: { id: string; name: string }[];
};
type Person = { id: string; name: string; email: string; role: string };
type Department = { id: string; name: string; businessUnitId: string | null };
type ProcessRow = {
  id: string;
  bcpId: string;
  bcpCode: string;
  businessUnit: string | null;
  processType: string;
  department: string | null;
  bcpName: string;
  processName: string;
  bcpLead: string | null;
  assignedTo: string | null;
  businessImpact: ExposureLevel;
  mad: string;
  criticalProcessHeadcountAnalysis: number | null;
  status: ProcessStatus;
};

const CAN_CREATE = ["Admin", "CorpAdmin", "BUAdmin", "BUGeoAdmin"];

/** The BCP list (spec §2 /businesscontinuityplan?filter=…), the process table (?view=processes), and plan creation. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser({ request, context });
  const url = new URL(request.url);
  const q = Object.fromEntries(url.searchParams);
  const api = await apiClient({ request, context });
  const canCreate = CAN_CREATE.includes(user.role);
  const creating = canCreate && q.create === "1";
  const [units, departments, people] = creating
    ? await Promise.all([
        api.get<Omit<Unit, "departments">[]>("/bcp/getBCPUnits"),
        api.get<Department[]>("/bcp/allAddedBCPDepartments"),
        api.get<Person[]>("/bcp/people"),
      ])
    : [null, null, null];
  const allDepartments = departments?.ok ? departments.data : [];
  const form = {
    units: (units?.ok ? units.data : []).map((u) => ({
      ...u,
      departments: allDepartments.filter((d) => d.businessUnitId === u.id),
    })),
    people: people?.ok ? people.data : [],
  };
  if (q.view === "processes") {
    const res = await api.get<ProcessRow[]>("/bcpProcess/all", {
      search: q.search,
      status: q.status,
      criticalityLevel: q.criticalityLevel,
      page: q.page,
    });
    if (!res.ok) throw new Response(res.error.message, { status: res.status });
    return {
      view: "processes" as const,
      plans: [],
      processes: res.data,
      page: res.body.page as Page,
      canCreate,
      creating,
      ...form,
    };
  }
  const res = await api.get<PlanListRow[]>("/bcp/all", {
    filter: listFilter(q.filter),
    search: q.search,
    sort: q.sort,
    order: q.order,
    page: q.page,
  });
  if (!res.ok) throw new Response(res.error.message, { status: res.status });
  return {
    view: "plans" as const,
    plans: res.data,
    processes: [],
    page: res.body.page as Page,
    canCreate,
    creating,
    ...form,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser({ request, context });
  const formData = await request.formData();
  const intent = formData.get("intent");
  const api = await apiClient({ request, context });
  const back = new URL(request.url);
  back.searchParams.delete("confirm");
  back.searchParams.delete("bcpId");
  const backTo = `${back.pathname}${back.search}`;
  if (intent === "archive" || intent === "clone") {
    const bcpId = String(formData.get("bcpId") ?? "");
    const res =
      intent === "archive"
        ? await api.post("/bcp/archive", { bcpId })
        : await api.post<{ id: string }>("/bcp/clone", { bcpId });
    if (!res.ok) return redirectWithToast(request, backTo, { type: "error", message: res.error.message });
    return redirectWithToast(request, backTo, {
      type: "success",
      message: intent === "archive" ? BCP_MESSAGES.bcpArchived : BCP_MESSAGES.cloned,
    });
  }
  const submission = parseWithZod(formData, { schema: bcpCreateSchema });
  if (submission.status !== "success") return submission.reply();
  const res = await api.post<{ id: string }>("/bcp", submission.value);
  if (!res.ok) {
    return submission.reply({
      fieldErrors: res.error.fields ?? {},
      formErrors: res.error.fields ? [] : [res.error.message],
    });
  }
  return redirectWithToast(request, `/businesscontinuityplan/manageunit?bcpId=${res.data.id}`, {
    type: "success",
    message: BCP_MESSAGES.bcpCreated,
  });
}

function useLink() {
  const [params] = useSearchParams();
  return (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null) next.delete(k);
      else next.set(k, v);
    }
    const s = next.toString();
    return `/businesscontinuityplan${s ? `?${s}` : ""}`;
  };
}

export default function BcpList() {
  const data = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const link = useLink();
  const filter = listFilter(params.get("filter"));
  return (
    <section>
      <PageHeader
        title="Business Continuity Planning"
        actions={
          data.canCreate ? (
            <Link to={link({ create: "1" })} className="btn-primary no-underline">
              Create BCP
            </Link>
          ) : null
        }
      >
        Business continuity plans and their processes.
      </PageHeader>
      {data.creating ? (
        <CreatePlan units={data.units} people={data.people} cancel={link({ create: null })} />
      ) : null}
      <nav aria-label="Views" className="mb-4 flex gap-4 border-b border-gray-200">
        <Link
          to="/businesscontinuityplan"
          aria-current={data.view === "plans" ? "page" : undefined}
          className={`-mb-px border-b-2 px-1 pb-2 no-underline ${data.view === "plans" ? "border-primary-600 font-medium" : "border-transparent text-gray-600"}`}
        >
          Plans
        </Link>
        <Link
          to="/businesscontinuityplan?view=processes"
          aria-current={data.view === "processes" ? "page" : undefined}
          className={`-mb-px border-b-2 px-1 pb-2 no-underline ${data.view === "processes" ? "border-primary-600 font-medium" : "border-transparent text-gray-600"}`}
        >
          Processes
        </Link>
      </nav>
      {data.view === "plans" ? (
        <>
          <div className="mb-4 flex flex-wrap items-end gap-3">
            <nav aria-label="Filter" className="flex flex-wrap gap-1">
              {(Object.keys(BCP_LIST_FILTERS) as BcpListFilter[]).map((key) => (
                <Link
                  key={key}
                  to={link({ filter: key === "all" ? null : key, page: null })}
                  aria-current={filter === key ? "page" : undefined}
                  className={`rounded-full px-3 py-1 text-xs no-underline ${filter === key ? "bg-primary-700 text-white" : "bg-white text-gray-700 ring-1 ring-gray-300"}`}
                >
                  {BCP_LIST_FILTERS[key]}
                </Link>
              ))}
            </nav>
            <SearchForm />
          </div>
          <PlanTable plans={data.plans} />
        </>
      ) : (
        <ProcessTable rows={data.processes} />
      )}
      <Pager page={data.page} />
    </section>
  );
}

function SearchForm() {
  const [params] = useSearchParams();
  return (
    <Form method="get" className="ml-auto flex gap-2" role="search">
      {[...params.entries()]
        .filter(([k]) => !["search", "page", "status", "criticalityLevel"].includes(k))
        .map(([k, v]) => (
          <input key={k} type="hidden" name={k} value={v} />
        ))}
      {params.get("view") === "processes" ? (
        <>
          <label className="sr-only" htmlFor="status-filter">
            Status
          </label>
          <select
            id="status-filter"
            name="status"
            defaultValue={params.get("status") ?? ""}
            className="input w-40"
          >
            <option value="">All statuses</option>
            {PROCESS_STATUSES.map((s) => (
              <option key={s} value={s}>
                {PROCESS_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
          <label className="sr-only" htmlFor="impact-filter">
            Business impact
          </label>
          <select
            id="impact-filter"
            name="criticalityLevel"
            defaultValue={params.get("criticalityLevel") ?? ""}
            className="input w-44"
          >
            <option value="">All impacts</option>
            {EXPOSURE_LEVELS.map((l) => (
              <option key={l} value={l}>
                {IMPACT_LABELS[l]}
              </option>
            ))}
          </select>
        </>
      ) : null}
      <label className="sr-only" htmlFor="search">
        Search
      </label>
      <input
        id="search"
        type="search"
        name="search"
        defaultValue={params.get("search") ?? ""}
        placeholder="Search"
        className="input w-56"
      />
      <button type="submit" className="btn-secondary">
        Search
      </button>
    </Form>
  );
}

const COLUMNS: { key: string; label: string }[] = [
  { key: "bcpId", label: "BCP ID" },
  { key: "name", label: "Name" },
  { key: "businessUnit", label: "Business Unit" },
  { key: "subBusinessUnit", label: "Sub Business Unit" },
  { key: "bcLead", label: "BC Lead" },
  { key: "status", label: "Status" },
];

function PlanTable({ plans }: { plans: PlanListRow[] }) {
  const [params] = useSearchParams();
  const link = useLink();
  const sort = params.get("sort");
  const order = params.get("order") ?? "asc";
  const confirm = params.get("confirm");
  const target = params.get("bcpId");
  if (plans.length === 0) return <p className="card text-gray-600">{BCP_MESSAGES.dataNotFound}</p>;
  return (
    <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
      <table className="min-w-full text-sm">
        <thead className="bg-gray-50 text-left text-gray-600">
          <tr>
            {COLUMNS.map((c) => (
              <th key={c.key} scope="col" className="px-3 py-2 font-medium">
                <Link
                  to={link({
                    sort: c.key,
                    order: sort === c.key && order === "asc" ? "desc" : "asc",
                    page: null,
                  })}
                  className="text-gray-700 no-underline"
                  aria-sort={sort === c.key ? (order === "asc" ? "ascending" : "descending") : undefined}
                >
                  {c.label}
                  {sort === c.key ? (order === "asc" ? " ▲" : " ▼") : ""}
                </Link>
              </th>
            ))}
            <th scope="col" className="px-3 py-2 font-medium">
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {plans.map((p) => (
            <tr key={p.id} className="border-t border-gray-100 align-top" data-plan={p.name}>
              <td className="px-3 py-2 font-mono text-xs">{p.bcpId}</td>
              <td className="px-3 py-2">
                <Link to={`/businesscontinuityplan/manageBCP?bcpId=${p.id}`}>{p.name}</Link>
              </td>
              <td className="px-3 py-2">{p.businessUnit}</td>
              <td className="px-3 py-2">{p.subBusinessUnit ?? "—"}</td>
              <td className="px-3 py-2">{p.bcLead}</td>
              <td className="px-3 py-2">
                <BcpStatusBadge status={p.status} />
              </td>
              <td className="px-3 py-2">
                <div className="flex flex-wrap gap-2 text-xs">
                  <Link to={`/businesscontinuityplan/manageBCP?bcpId=${p.id}`}>View full details</Link>
                  {p.status !== "CANCELLED" && p.permissions.canManage ? (
                    <Link to={`/businesscontinuityplan/manageunit?bcpId=${p.id}`}>Edit</Link>
                  ) : null}
                  {p.status !== "CANCELLED" && p.permissions.canAdminister ? (
                    <>
                      <Link to={link({ confirm: "clone", bcpId: p.id })}>Clone</Link>
                      <Link to={link({ confirm: "archive", bcpId: p.id })} className="text-red-700">
                        Remove
                      </Link>
                    </>
                  ) : null}
                </div>
                {target === p.id && confirm ? <ConfirmRow plan={p} kind={confirm} /> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The confirmation dialog of spec §9 (archiving, cloning), as a panel that works without JavaScript. */
function ConfirmRow({ plan, kind }: { plan: PlanListRow; kind: string }) {
  const link = useLink();
  const archive = kind === "archive";
  return (
    <div
      role="alertdialog"
      aria-labelledby={`confirm-${plan.id}`}
      className="mt-2 rounded-md border border-orange-200 bg-orange-50 p-3"
    >
      <p id={`confirm-${plan.id}`} className="mb-2 text-sm text-gray-800">
        {archive
          ? `Archive ${plan.bcpId} ${plan.name}? It will be shown as Cancelled and can no longer be edited.`
          : `Clone ${plan.bcpId} ${plan.name} with its services, processes and locations?`}
      </p>
      <div className="flex gap-2">
        <PostButton
          intent={archive ? "archive" : "clone"}
          values={{ bcpId: plan.id }}
          className={archive ? "btn-danger" : "btn-primary"}
        >
          {archive ? "Archive" : "Clone"}
        </PostButton>
        <Link to={link({ confirm: null, bcpId: null })} className="btn-secondary no-underline">
          Cancel
        </Link>
      </div>
    </div>
  );
}

function ProcessTable({ rows }: { rows: ProcessRow[] }) {
  return (
    <>
      <div className="mb-4 flex">
        <SearchForm />
      </div>
      {rows.length === 0 ? (
        <p className="card text-gray-600">{BCP_MESSAGES.dataNotFound}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
          <table className="min-w-full text-sm">
            <thead className="bg-gray-50 text-left text-gray-600">
              <tr>
                {[
                  "Business Unit",
                  "Process Type",
                  "Department",
                  "BCP Name",
                  "Process Name",
                  "BCP Lead",
                  "Assigned To",
                  "Business Impact",
                  "MAD",
                  "Critical Process Headcount",
                  "Status",
                ].map((h) => (
                  <th key={h} scope="col" className="px-3 py-2 font-medium">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id} className="border-t border-gray-100">
                  <td className="px-3 py-2">{r.businessUnit}</td>
                  <td className="px-3 py-2">{r.processType || "—"}</td>
                  <td className="px-3 py-2">{r.department ?? "—"}</td>
                  <td className="px-3 py-2">
                    <Link to={`/businesscontinuityplan/manageBCP?bcpId=${r.bcpId}`}>{r.bcpName}</Link>
                  </td>
                  <td className="px-3 py-2">{r.processName}</td>
                  <td className="px-3 py-2">{r.bcpLead}</td>
                  <td className="px-3 py-2">{r.assignedTo ?? "—"}</td>
                  <td className="px-3 py-2">
                    <ImpactBadge level={r.businessImpact} />
                  </td>
                  <td className="px-3 py-2">{r.mad}</td>
                  <td className="px-3 py-2">{r.criticalProcessHeadcountAnalysis ?? "—"}</td>
                  <td className="px-3 py-2">
                    <ProcessStatusBadge status={r.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

function Pager({ page }: { page: Page }) {
  const link = useLink();
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  if (pages <= 1) return <p className="mt-3 text-sm text-gray-500">{page.total} in all</p>;
  return (
    <nav aria-label="Pages" className="mt-3 flex items-center gap-3 text-sm">
      {page.page > 1 ? <Link to={link({ page: String(page.page - 1) })}>Previous</Link> : null}
      <span>
        Page {page.page} of {pages} · {page.total} in all
      </span>
      {page.page < pages ? <Link to={link({ page: String(page.page + 1) })}>Next</Link> : null}
    </nav>
  );
}

function CreatePlan({ units, people, cancel }: { units: Unit[]; people: Person[]; cancel: string }) {
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm<z.input<typeof bcpCreateSchema>>({
    lastResult,
  });
  const personOptions = people.map((p) => ({ value: p.id, label: `${p.name} (${p.email})` }));
  return (
    <div className="card mb-6 max-w-2xl">
      <h2 className="mb-4 text-lg font-semibold">Create BCP</h2>
      <Form method="post" {...getFormProps(form)} noValidate>
        <FormErrors id={form.errorId} errors={form.errors} />
        <TextField field={fields.name} label="Name" />
        <SelectField
          field={fields.businessUnitId}
          label="Business Unit"
          options={units.map((u) => ({ value: u.id, label: u.name }))}
        />
        <SelectField
          field={fields.subBusinessUnitId}
          label="Sub Business Unit"
          placeholder="None"
          groups={units
            .filter((u) => u.subUnits.length)
            .map((u) => ({
              label: u.name,
              options: u.subUnits.map((s) => ({ value: s.id, label: s.name })),
            }))}
        />
        <SelectField
          field={fields.departmentId}
          label="Department"
          placeholder="None"
          groups={units
            .filter((u) => u.departments.length)
            .map((u) => ({
              label: u.name,
              options: u.departments.map((d) => ({ value: d.id, label: d.name })),
            }))}
        />
        <SelectField field={fields.bcLeadId} label="BCP Lead" options={personOptions} />
        <SelectField
          field={fields.assigneeId}
          label="Assigned To"
          placeholder="Nobody"
          options={personOptions}
        />
        <div className="flex gap-2">
          <button type="submit" className="btn-primary">
            Create
          </button>
          <Link to={cancel} className="btn-secondary no-underline">
            Cancel
          </Link>
        </div>
      </Form>
    </div>
  );
}
