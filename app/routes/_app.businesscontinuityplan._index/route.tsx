import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useSearchParams } from "@remix-run/react";
import { BCP_LIST_FILTERS, type BcpListFilter, listFilter } from "~/domains/bcp/model";
import { paths } from "~/paths";
import { PageHeader } from "~/ui/page";
import { apiClient } from "~/web/api.server";
import { requireUser } from "~/web/auth.server";
import { answerOrThrow } from "~/web/page-read.server";
import { action } from "./action.server";
import { CreatePlan } from "./create-plan";
import { type Page, Pager } from "./pager";
import { PlanTable } from "./plan-table";
import { ProcessTable, shownCells } from "./process-table";
import { SearchForm } from "./search-form";
import { useLink } from "./use-link";

// The page's parts sit beside it: the action, the tables, the search, the pager and the create form.
export { action };

export const meta: MetaFunction = () => [{ title: "Business Continuity Planning · Keel" }];

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
        api.get("/bcp/getBCPUnits"),
        api.get("/bcp/allAddedBCPDepartments"),
        api.get("/bcp/people"),
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
    const res = await api
      .get("/bcpProcess/all", {
        search: q.search,
        status: q.status,
        criticalityLevel: q.criticalityLevel,
        page: q.page,
      })
      .then(answerOrThrow);
    return {
      view: "processes" as const,
      plans: [],
      processes: res.data.map(shownCells),
      page: res.body.page as Page,
      canCreate,
      creating,
      ...form,
    };
  }
  const res = await api
    .get("/bcp/all", {
      filter: listFilter(q.filter),
      search: q.search,
      sort: q.sort,
      order: q.order,
      page: q.page,
    })
    .then(answerOrThrow);
  // The plans overdue for an exercise (the company's cadence after their last one) are flagged in the list: asked
  // for this page's plans only, not the whole programme (issue 37).
  const due = res.data.length
    ? await api.get("/exercise-programme/overdue", { bcpIds: res.data.map((p) => p.id).join(",") })
    : null;
  const overdue = new Set(due?.ok ? due.data : []);
  return {
    view: "plans" as const,
    plans: res.data.map((p) => ({ ...p, exerciseOverdue: overdue.has(p.id) })),
    processes: [],
    page: res.body.page as Page,
    canCreate,
    creating,
    ...form,
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
          to={paths.bcpList()}
          aria-current={data.view === "plans" ? "page" : undefined}
          className={`-mb-px border-b-2 px-1 pb-2 no-underline ${data.view === "plans" ? "border-primary-600 font-medium" : "border-transparent text-gray-600"}`}
        >
          Plans
        </Link>
        <Link
          to={`${paths.bcpList()}?view=processes`}
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
