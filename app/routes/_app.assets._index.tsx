import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { CsvImportForm, type ImportReport, ImportReportView } from "~/components/assets/csv-import";
import { TextField } from "~/components/assets/text-field";
import { ErrorList, FormErrors } from "~/components/forms";
import { PageHeader } from "~/components/page";
import { can } from "~/domains/access/policy";
import { ASSET_CSV_COLUMNS, csvTemplate } from "~/domains/assets/csv";
import { ASSET_TYPE_LABELS, ASSET_TYPES, type AssetType } from "~/domains/assets/labels";
import { apiClient } from "~/utils/api.server";
import { requireUser } from "~/utils/auth.server";
import { uploadedCsv } from "~/utils/csv-upload.server";
import { type ActionFailure, finishAction } from "~/utils/intent-action.server";

export const meta: MetaFunction = () => [{ title: "Assets · Keel" }];

interface Asset {
  id: string;
  name: string;
  type: AssetType;
  address: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  lat: number;
  lng: number;
}
const PAGE_SIZE = 50;

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const api = await apiClient(request);
  const params = new URL(request.url).searchParams;
  const q = params.get("q") ?? "";
  const type = params.get("type") ?? "";
  const page = Math.max(1, Number(params.get("page")) || 1);
  const res = await api.get<Asset[]>("/asset/all", { q, type, page, pageSize: PAGE_SIZE });
  if (!res.ok) throw new Response(res.error.message, { status: res.status });
  const paging = res.body.page as { total: number };
  return { assets: res.data, total: paging.total, page, q, type, canManage: can(user, "asset.manage") };
}

const FIELDS = ["name", "type", "address", "city", "state", "postalCode", "country", "lat", "lng"] as const;

export async function action({ request }: ActionFunctionArgs) {
  await requireUser(request);
  const api = await apiClient(request);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  if (intent === "import") {
    const csv = await uploadedCsv(form);
    if (!csv) return { intent, id: null, message: "Choose a CSV file.", fields: {} } satisfies ActionFailure;
    const res = await api.post<ImportReport>("/asset/import", { csv });
    if (!res.ok) return { intent, id: null, message: res.error.message, fields: res.error.fields ?? {} };
    return { intent, report: res.data };
  }
  if (intent === "delete") {
    const id = String(form.get("id"));
    return finishAction(request, "/assets", { intent, id }, await api.delete(`/asset/${id}`));
  }
  const body = Object.fromEntries(FIELDS.map((f) => [f, form.get(f)?.toString() ?? ""]));
  const res = await api.post("/asset", body);
  const failure = await finishAction(request, "/assets", { intent: "create", id: null }, res);
  return failure instanceof Response ? failure : { ...failure, values: body };
}

type ActionData =
  | (ActionFailure & { values?: Record<string, string> })
  | { intent: string; report: ImportReport };

/** The company's sites: search, add one, import many from CSV. */
export default function Assets() {
  const { assets, total, page, q, type, canManage } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>() as ActionData | undefined;
  const report = data && "report" in data ? data.report : null;
  const failure = data && !("report" in data) ? data : null;
  const created = failure?.intent === "create" ? failure : null;
  const values = created?.values ?? {};
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <section>
      <PageHeader
        title="Assets"
        actions={
          <>
            <Link to="/assets/map" className="btn-secondary">
              Map
            </Link>
            <Link to="/people" className="btn-secondary">
              People
            </Link>
          </>
        }
      >
        Offices, sites, data centres and warehouses.
      </PageHeader>
      {report ? <ImportReportView report={report} /> : null}
      {failure && failure.intent !== "create" ? <FormErrors errors={[failure.message]} /> : null}

      <Form method="get" className="mb-4 flex flex-wrap items-end gap-2" role="search">
        <div>
          <label htmlFor="asset-q" className="label">
            Search
          </label>
          <input id="asset-q" name="q" type="search" defaultValue={q} className="input w-64" />
        </div>
        <div>
          <label htmlFor="asset-type-filter" className="label">
            Type
          </label>
          <select id="asset-type-filter" name="type" defaultValue={type} className="input w-44">
            <option value="">All types</option>
            {ASSET_TYPES.map((t) => (
              <option key={t} value={t}>
                {ASSET_TYPE_LABELS[t]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-secondary">
          Filter
        </button>
      </Form>

      <div className="card mb-6 overflow-x-auto">
        {assets.length === 0 ? (
          <p className="text-gray-600">Data Not Found</p>
        ) : (
          <table className="w-full text-left text-sm" aria-label="Assets">
            <thead>
              <tr className="border-b text-gray-500">
                <th className="py-2 pr-4">Name</th>
                <th className="py-2 pr-4">Type</th>
                <th className="py-2 pr-4">Address</th>
                <th className="py-2 pr-4">Latitude, longitude</th>
                {canManage ? <th className="py-2">Actions</th> : null}
              </tr>
            </thead>
            <tbody>
              {assets.map((a) => (
                <tr key={a.id} className="border-b last:border-0">
                  <td className="py-2 pr-4 font-medium">
                    <Link to={`/assets/${a.id}`}>{a.name}</Link>
                  </td>
                  <td className="py-2 pr-4">{ASSET_TYPE_LABELS[a.type]}</td>
                  <td className="py-2 pr-4">
                    {[a.address, a.city, a.state, a.country].filter(Boolean).join(", ")}
                  </td>
                  <td className="py-2 pr-4 tabular-nums">
                    {a.lat.toFixed(4)}, {a.lng.toFixed(4)}
                  </td>
                  {canManage ? (
                    <td className="py-2">
                      <Form method="post">
                        <input type="hidden" name="intent" value="delete" />
                        <input type="hidden" name="id" value={a.id} />
                        <button
                          type="submit"
                          className="text-sm text-red-700 underline"
                          aria-label={`Delete ${a.name}`}
                        >
                          Delete
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
              <Link to={`?${new URLSearchParams({ q, type, page: String(page - 1) })}`}>Previous</Link>
            ) : null}
            <span>
              Page {page} of {pages}
            </span>
            {page < pages ? (
              <Link to={`?${new URLSearchParams({ q, type, page: String(page + 1) })}`}>Next</Link>
            ) : null}
          </nav>
        ) : null}
      </div>

      {canManage ? (
        <div className="grid gap-6 lg:grid-cols-2">
          <Form method="post" className="card" aria-label="Add an asset">
            <input type="hidden" name="intent" value="create" />
            <h2 className="mb-3 font-medium">Add an asset</h2>
            {created && Object.keys(created.fields).length === 0 ? (
              <FormErrors errors={[created.message]} />
            ) : null}
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField name="name" label="Name" values={values} errors={created?.fields} />
              <div>
                <label htmlFor="asset-type" className="label">
                  Type
                </label>
                <select id="asset-type" name="type" className="input" defaultValue={values.type ?? "office"}>
                  {ASSET_TYPES.map((t) => (
                    <option key={t} value={t}>
                      {ASSET_TYPE_LABELS[t]}
                    </option>
                  ))}
                </select>
                <ErrorList errors={created?.fields.type} />
              </div>
              <TextField name="address" label="Address" values={values} errors={created?.fields} />
              <TextField name="city" label="City" values={values} errors={created?.fields} />
              <TextField name="state" label="State" values={values} errors={created?.fields} />
              <TextField name="postalCode" label="Postal code" values={values} errors={created?.fields} />
              <TextField name="country" label="Country" values={values} errors={created?.fields} />
              <span />
              <TextField name="lat" label="Latitude" values={values} errors={created?.fields} />
              <TextField name="lng" label="Longitude" values={values} errors={created?.fields} />
            </div>
            <button type="submit" className="btn-primary mt-2">
              Add asset
            </button>
          </Form>
          <CsvImportForm label="Import assets from CSV" template={csvTemplate(ASSET_CSV_COLUMNS)} />
        </div>
      ) : null}
    </section>
  );
}
