import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { can } from "~/domains/access/policy";
import { ASSET_CSV_COLUMNS, csvTemplate } from "~/domains/assets/csv";
import { ASSET_TYPE_LABELS, SITE_LABELS } from "~/domains/assets/model";
import { ASSET_TYPE_OPTIONS, AssetFields } from "~/features/assets/asset-fields";
import { registerAction } from "~/features/assets/register-action.server";
import { RegisterAddForm } from "~/features/assets/register-forms";
import {
  RegisterPage,
  RemovalConfirm,
  RemoveRowLink,
  useRegisterResult,
  useRemoving,
} from "~/features/assets/register-page";
import { paths } from "~/paths";
import { FilterSearch, FilterSelect } from "~/ui/filter-form";
import { ListTable } from "~/ui/table";
import { apiClient, pageCount } from "~/web/api.server";
import { requireUser } from "~/web/auth.server";
import { listQuery } from "~/web/list-query";
import { answerOrThrow } from "~/web/page-read.server";

export const meta: MetaFunction = () => [{ title: "Assets · Keel" }];

const PAGE_SIZE = 50;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser({ request, context });
  const api = await apiClient({ request, context });
  const { search, q, page } = listQuery(request);
  const type = search.get("type") ?? "";
  const res = answerOrThrow(await api.get("/asset/all", { q, type, page, pageSize: PAGE_SIZE }));
  return {
    assets: res.data,
    paging: pageCount(res.body, page),
    q,
    type,
    canManage: can(user, "asset.manage"),
    canLinkPlans: can(user, "bcp.manage"),
  };
}

export const action = ({ request, context }: ActionFunctionArgs) =>
  registerAction({ request, context }, { page: paths.assets, api: "/asset" });

/** The company's sites: search, add one, import many from CSV. */
export default function Assets() {
  const { assets, paging, q, type, canManage, canLinkPlans } = useLoaderData<typeof loader>();
  const { created, values } = useRegisterResult();
  const removing = useRemoving(canManage ? assets : []);
  return (
    <RegisterPage
      title="Assets"
      description="Offices, sites, data centres and warehouses."
      links={[
        { to: paths.assetMap, label: "Map" },
        { to: paths.people, label: "People" },
        ...(canLinkPlans ? [{ to: paths.deliveryLocations, label: "Import delivery locations" }] : []),
      ]}
      filters={
        <>
          <FilterSearch id="asset-q" value={q} />
          <FilterSelect
            id="asset-type-filter"
            name="type"
            label="Type"
            value={type}
            all="All types"
            options={ASSET_TYPE_OPTIONS}
            className="input w-44"
          />
        </>
      }
      confirm={
        removing ? (
          <RemovalConfirm removing={removing} title={`Delete ${removing.row.name}?`} confirmLabel="Delete">
            <p>
              It leaves the assets register, and every incident's impacted sites. A site that is someone's
              home site or where a process is delivered is kept, and you are told why. This cannot be undone.
            </p>
          </RemovalConfirm>
        ) : null
      }
      isEmpty={assets.length === 0}
      table={
        <ListTable
          label="Assets"
          rows={assets}
          columns={[
            {
              label: "Name",
              className: "font-medium",
              cell: (a) => <Link to={paths.asset(a.id)}>{a.name}</Link>,
            },
            { label: "Type", cell: (a) => ASSET_TYPE_LABELS[a.type] },
            {
              label: "Address",
              cell: (a) => [a.address, a.city, a.state, a.country].filter(Boolean).join(", "),
            },
            {
              label: "Latitude, longitude",
              className: "tabular-nums",
              cell: (a) =>
                a.lat === null || a.lng === null
                  ? SITE_LABELS.notPlaced
                  : `${a.lat.toFixed(4)}, ${a.lng.toFixed(4)}`,
            },
          ]}
          action={
            canManage
              ? (a) => <RemoveRowLink id={a.id} label={`Delete ${a.name}`} text="Delete" />
              : undefined
          }
        />
      }
      paging={{ ...paging, params: { q, type } }}
      importLabel="Import assets from CSV"
      importTemplate={csvTemplate(ASSET_CSV_COLUMNS)}
      addForm={
        canManage ? (
          <RegisterAddForm title="Add an asset" submit="Add asset" errors={created?.formErrors}>
            <div className="grid gap-3 sm:grid-cols-2">
              <AssetFields values={values} errors={created?.fields} />
            </div>
          </RegisterAddForm>
        ) : null
      }
    />
  );
}
