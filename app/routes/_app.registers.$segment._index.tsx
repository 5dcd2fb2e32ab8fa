import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { can } from "~/domains/access/policy";
import { csvTemplate } from "~/domains/assets/csv";
import { registerCsvColumns } from "~/domains/registers/csv";
import { entryFields, REGISTER_KIND_LABELS, titleInText } from "~/domains/registers/model";
import { RegisterAddForm } from "~/features/assets/register-forms";
import { RegisterPage, useRegisterResult } from "~/features/assets/register-page";
import { EntriesTable, entryRows } from "~/features/registers/entries-table";
import { EntryFields } from "~/features/registers/entry-fields";
import { registerListAction } from "~/features/registers/register-action.server";
import { entrySiteChoices, kindOrNotFound } from "~/features/registers/register-kind.server";
import { paths } from "~/paths";
import { FilterSearch, FilterSelect } from "~/ui/filter-form";
import { apiClient, pageCount } from "~/web/api.server";
import { requireUser } from "~/web/auth.server";
import { listQuery, typedValues } from "~/web/list-query";
import { answerOrThrow } from "~/web/page-read.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data ? REGISTER_KIND_LABELS[data.kind].title : "Register"} · Keel` },
];

const PAGE_SIZE = 50;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const kind = kindOrNotFound(params.segment);
  const user = await requireUser({ request, context });
  const api = await apiClient({ request, context });
  const { search, q, page } = listQuery(request);
  const archived = search.get("archived") === "archived" ? "archived" : "current";
  const canManage = can(user, "register.manage");
  // Without JavaScript, "Find sites" sends the add form here as a GET: what was typed comes back in the fields.
  const siteQ = search.get("siteQ") ?? "";
  const [list, sites] = await Promise.all([
    api.get("/registerEntry/all", { kind, q, archived, page, pageSize: PAGE_SIZE }),
    entrySiteChoices(api, kind, canManage, siteQ),
  ]);
  const res = answerOrThrow(list);
  return {
    kind,
    // The table's cells only: the entries' other fields would be sent to the browser for nothing (issue 37).
    rows: entryRows(kind, res.data),
    paging: pageCount(res.body, page),
    q,
    archived,
    canManage,
    sites,
    siteQ,
    typed: typedValues(search, entryFields(kind)),
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  return registerListAction({ request, context }, kindOrNotFound(params.segment));
}

/** One register: search it, open an entry, add one, import many from CSV, export it. */
export default function RegisterList() {
  const { kind, rows, paging, q, archived, canManage, sites, siteQ, typed } = useLoaderData<typeof loader>();
  const { created, values: sent } = useRegisterResult();
  const values: Record<string, string> = created ? sent : typed;
  const labels = REGISTER_KIND_LABELS[kind];
  return (
    <RegisterPage
      title={labels.title}
      description={labels.description}
      links={[
        { to: paths.registers, label: "All registers" },
        { to: paths.registerCsv(labels.segment), label: "Export CSV", file: true },
      ]}
      filters={
        <>
          <FilterSearch id="register-q" value={q} className="input w-64 max-w-full" />
          <FilterSelect
            id="register-archived"
            name="archived"
            label="Show"
            value={archived}
            options={[
              { value: "current", label: "Current entries" },
              { value: "archived", label: "Archived entries" },
            ]}
          />
        </>
      }
      isEmpty={rows.length === 0}
      table={<EntriesTable kind={kind} rows={rows} label={labels.title} />}
      paging={{ ...paging, params: { q, archived } }}
      importLabel={`Import ${titleInText(kind)} from CSV`}
      importTemplate={csvTemplate(registerCsvColumns(kind))}
      addForm={
        canManage ? (
          <RegisterAddForm
            title={`Add ${labels.one.toLowerCase()}`}
            submit={`Add ${labels.one.toLowerCase()}`}
            errors={created?.formErrors}
            buttonClassName="btn-primary mt-3"
          >
            <EntryFields kind={kind} values={values} errors={created?.fields} sites={sites} siteQ={siteQ} />
          </RegisterAddForm>
        ) : null
      }
    />
  );
}
