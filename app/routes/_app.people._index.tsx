import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { CsvImportForm, type ImportReport, ImportReportView } from "~/components/assets/csv-import";
import { TextField } from "~/components/assets/text-field";
import { ErrorList, FormErrors } from "~/components/forms";
import { PageHeader } from "~/components/page";
import { can } from "~/domains/access/policy";
import { csvTemplate, PEOPLE_CSV_COLUMNS } from "~/domains/assets/csv";
import { PERSON_TYPE_LABELS, PERSON_TYPES, type PersonType } from "~/domains/assets/labels";
import { apiClient } from "~/utils/api.server";
import { requireUser } from "~/utils/auth.server";
import { uploadedCsv } from "~/utils/csv-upload.server";
import { type ActionFailure, finishAction } from "~/utils/intent-action.server";

export const meta: MetaFunction = () => [{ title: "People · Keel" }];

interface Person {
  id: string;
  type: PersonType;
  firstName: string;
  lastName: string;
  email: string | null;
  mobile: string | null;
  jobTitle: string | null;
  homeAssetName: string | null;
}
interface Site {
  id: string;
  name: string;
}
const PAGE_SIZE = 50;

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const api = await apiClient(request);
  const params = new URL(request.url).searchParams;
  const q = params.get("q") ?? "";
  const page = Math.max(1, Number(params.get("page")) || 1);
  const [res, sites] = await Promise.all([
    api.get<Person[]>("/people/all", { q, page, pageSize: PAGE_SIZE }),
    api.get<Site[]>("/asset/addresses"),
  ]);
  if (!res.ok) throw new Response(res.error.message, { status: res.status });
  const paging = res.body.page as { total: number };
  return {
    people: res.data,
    sites: sites.ok ? sites.data.map(({ id, name }) => ({ id, name })) : [],
    total: paging.total,
    page,
    q,
    canManage: can(user, "asset.manage"),
  };
}

const FIELDS = ["type", "firstName", "lastName", "email", "mobile", "jobTitle", "homeAssetId"] as const;

export async function action({ request }: ActionFunctionArgs) {
  await requireUser(request);
  const api = await apiClient(request);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  if (intent === "import") {
    const csv = await uploadedCsv(form);
    if (!csv) return { intent, id: null, message: "Choose a CSV file.", fields: {} } satisfies ActionFailure;
    const res = await api.post<ImportReport>("/people/import", { csv });
    if (!res.ok) return { intent, id: null, message: res.error.message, fields: res.error.fields ?? {} };
    return { intent, report: res.data };
  }
  if (intent === "delete") {
    const id = String(form.get("id"));
    return finishAction(request, "/people", { intent, id }, await api.delete(`/people/${id}`));
  }
  const body = Object.fromEntries(FIELDS.map((f) => [f, form.get(f)?.toString() ?? ""]));
  const res = await api.post("/people", body);
  const failure = await finishAction(request, "/people", { intent: "create", id: null }, res);
  return failure instanceof Response ? failure : { ...failure, values: body };
}

type ActionData =
  | (ActionFailure & { values?: Record<string, string> })
  | { intent: string; report: ImportReport };

/** Employees and contractors with their home sites: search, add one, import many from CSV. */
export default function People() {
  const { people, sites, total, page, q, canManage } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>() as ActionData | undefined;
  const report = data && "report" in data ? data.report : null;
  const failure = data && !("report" in data) ? data : null;
  const created = failure?.intent === "create" ? failure : null;
  const values = created?.values ?? {};
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <section>
      <PageHeader
        title="People"
        actions={
          <>
            <Link to="/assets/map" className="btn-secondary">
              Map
            </Link>
            <Link to="/assets" className="btn-secondary">
              Assets
            </Link>
          </>
        }
      >
        Employees and contractors, and the sites they work from.
      </PageHeader>
      {report ? <ImportReportView report={report} /> : null}
      {failure && failure.intent !== "create" ? <FormErrors errors={[failure.message]} /> : null}
      <Form method="get" className="mb-4 flex items-end gap-2" role="search">
        <div>
          <label htmlFor="people-q" className="label">
            Search
          </label>
          <input id="people-q" name="q" type="search" defaultValue={q} className="input w-64" />
        </div>
        <button type="submit" className="btn-secondary">
          Filter
        </button>
      </Form>
      <div className="card mb-6 overflow-x-auto">
        {people.length === 0 ? (
          <p className="text-gray-600">Data Not Found</p>
        ) : (
          <table className="w-full text-left text-sm" aria-label="People">
            <thead>
              <tr className="border-b text-gray-500">
                <th className="py-2 pr-4">Name</th>
                <th className="py-2 pr-4">Type</th>
                <th className="py-2 pr-4">Job title</th>
                <th className="py-2 pr-4">Contact</th>
                <th className="py-2 pr-4">Home site</th>
                {canManage ? <th className="py-2">Actions</th> : null}
              </tr>
            </thead>
            <tbody>
              {people.map((p) => (
                <tr key={p.id} className="border-b last:border-0">
                  <td className="py-2 pr-4 font-medium">
                    <Link to={`/people/${p.id}`}>
                      {p.firstName} {p.lastName}
                    </Link>
                  </td>
                  <td className="py-2 pr-4">{PERSON_TYPE_LABELS[p.type]}</td>
                  <td className="py-2 pr-4">{p.jobTitle ?? ""}</td>
                  <td className="py-2 pr-4">{[p.email, p.mobile].filter(Boolean).join(" · ")}</td>
                  <td className="py-2 pr-4">{p.homeAssetName ?? "Own location"}</td>
                  {canManage ? (
                    <td className="py-2">
                      <Form method="post">
                        <input type="hidden" name="intent" value="delete" />
                        <input type="hidden" name="id" value={p.id} />
                        <button
                          type="submit"
                          className="text-sm text-red-700 underline"
                          aria-label={`Remove ${p.firstName} ${p.lastName}`}
                        >
                          Remove
                        </button>
                      </Form>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {pages > 1 ? (
          <nav className="mt-3 flex gap-3 text-sm" aria-label="Pages">
            {page > 1 ? (
              <Link to={`?${new URLSearchParams({ q, page: String(page - 1) })}`}>Previous</Link>
            ) : null}
            <span>
              Page {page} of {pages}
            </span>
            {page < pages ? (
              <Link to={`?${new URLSearchParams({ q, page: String(page + 1) })}`}>Next</Link>
            ) : null}
          </nav>
        ) : null}
      </div>
      {canManage ? (
        <div className="grid gap-6 lg:grid-cols-2">
          <Form method="post" className="card" aria-label="Add a person">
            <input type="hidden" name="intent" value="create" />
            <h2 className="mb-3 font-medium">Add a person</h2>
            {created && Object.keys(created.fields).length === 0 ? (
              <FormErrors errors={[created.message]} />
            ) : null}
            <div className="grid gap-3 sm:grid-cols-2">
              <div>
                <label htmlFor="person-type" className="label">
                  Type
                </label>
                <select
                  id="person-type"
                  name="type"
                  className="input"
                  defaultValue={values.type ?? "employee"}
                >
                  {PERSON_TYPES.map((t) => (
                    <option key={t} value={t}>
                      {PERSON_TYPE_LABELS[t]}
                    </option>
                  ))}
                </select>
              </div>
              <div>
                <label htmlFor="person-home" className="label">
                  Home site
                </label>
                <select
                  id="person-home"
                  name="homeAssetId"
                  className="input"
                  defaultValue={values.homeAssetId ?? ""}
                >
                  <option value="">Choose a site</option>
                  {sites.map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.name}
                    </option>
                  ))}
                </select>
                <ErrorList errors={created?.fields.homeAssetId} />
              </div>
              <TextField name="firstName" label="First name" values={values} errors={created?.fields} />
              <TextField name="lastName" label="Last name" values={values} errors={created?.fields} />
              <TextField name="email" label="Email" values={values} errors={created?.fields} />
              <TextField name="mobile" label="Mobile" values={values} errors={created?.fields} />
              <TextField name="jobTitle" label="Job title" values={values} errors={created?.fields} />
            </div>
            <button type="submit" className="btn-primary mt-2">
              Add person
            </button>
          </Form>
          <CsvImportForm label="Import people from CSV" template={csvTemplate(PEOPLE_CSV_COLUMNS)} />
        </div>
      ) : null}
    </section>
  );
}
