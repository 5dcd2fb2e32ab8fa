import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { can } from "~/domains/access/policy";
import { ASSET_TYPE_LABELS, type AssetType } from "~/domains/assets/model";
import { assetSchema } from "~/domains/assets/validation";
import { AssetFields } from "~/features/assets/asset-fields";
import { RegisterDetailsForm } from "~/features/assets/register-forms";
import { RosterDrillPanel, type RosterDrills, UnverifiedBadge } from "~/features/drills/drill-parts";
import { loadRosterDrills } from "~/features/drills/drills.server";
import { paths } from "~/paths";
import { PageHeader } from "~/ui/page";
import { apiClient } from "~/web/api.server";
import { requireUser } from "~/web/auth.server";
import { runForm } from "~/web/form-action.server";
import { plainFailure } from "~/web/form-failure";
import { recordOrThrow } from "~/web/page-read.server";

export const meta: MetaFunction = () => [{ title: "Asset · Keel" }];

interface Asset {
  id: string;
  name: string;
  type: AssetType;
  address: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  country: string | null;
  lat: number | null;
  lng: number | null;
  businessUnitId: string | null;
  headcount: number | null;
  peopleCount: number;
  people: { id: string; name: string; jobTitle: string | null }[];
  processes: {
    id: string;
    name: string;
    bcp: { id: string; name: string; code: string; statusLabel: string; readable: boolean };
    lead: { name: string };
    mad: string;
    criticality: string;
    headcount: number | null;
  }[];
}
const FIELDS = [
  "name",
  "type",
  "address",
  "city",
  "state",
  "postalCode",
  "country",
  "lat",
  "lng",
  "headcount",
  // Set in Manage Company (the other view of the same site): kept as it is by a save here.
  "businessUnitId",
] as const;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUser({ request, context });
  const api = await apiClient({ request, context });
  const [asset, drills] = await Promise.all([
    api.get(`/asset/${params.id}`),
    // Its people as a roster: their last reachability drill (issue 36 item 5).
    loadRosterDrills({ request, context }, "site", params.id ?? ""),
  ]);
  return { asset: recordOrThrow(asset), drills, canManage: can(user, "asset.manage") };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  await requireUser({ request, context });
  const id = params.id ?? "";
  return runForm({ request, context }, paths.asset(id), "update", {
    schema: assetSchema,
    call: (api, value) => api.put(`/asset/${id}`, value),
    ok: (answer) => answer.message,
  });
}

/** One site: its details, changed in place (its people move with it). */
export default function AssetDetail() {
  const { asset, drills, canManage } = useLoaderData<typeof loader>();
  const failure = plainFailure(useActionData<typeof action>(), "update");
  const values =
    failure?.values ??
    Object.fromEntries(
      FIELDS.map((f) => [f, asset[f] === null || asset[f] === undefined ? "" : String(asset[f])]),
    );
  return (
    <section>
      <PageHeader title={asset.name} back={{ to: paths.assets, label: "All assets" }}>
        {ASSET_TYPE_LABELS[asset.type]} · {asset.peopleCount} {asset.peopleCount === 1 ? "person" : "people"}{" "}
        based here
      </PageHeader>
      <RegisterDetailsForm
        label="Asset details"
        errors={failure?.formErrors}
        canManage={canManage}
        fieldsClassName="grid gap-3 sm:grid-cols-2"
      >
        <AssetFields values={values} errors={failure?.fields} headcount />
        <input type="hidden" name="businessUnitId" value={values.businessUnitId} />
      </RegisterDetailsForm>
      <SiteDependants asset={asset} drills={drills} />
    </section>
  );
}

/**
 * What depends on the site: the processes delivered here (the link incident impact follows) and its people, with
 * their last reachability drill (drills: null when the caller may not read it).
 */
function SiteDependants({ asset, drills }: { asset: Asset; drills: RosterDrills | null }) {
  const headcount = asset.processes.reduce((sum, p) => sum + (p.headcount ?? 0), 0);
  return (
    <div className="mt-6 grid max-w-3xl gap-4">
      <section className="card" aria-label="Processes delivered here">
        <h2 className="mb-2 font-medium">Processes delivered here</h2>
        {asset.processes.length === 0 ? (
          <p className="text-sm text-gray-600">
            No plan names this site as a delivery location: an incident here activates no plan.
          </p>
        ) : (
          <>
            <p className="mb-2 text-sm text-gray-600">
              {asset.processes.length} process{asset.processes.length === 1 ? "" : "es"} of{" "}
              {new Set(asset.processes.map((p) => p.bcp.id)).size} plan(s) · head count {headcount}
            </p>
            <ul className="space-y-2 text-sm">
              {asset.processes.map((p) => (
                <li key={p.id} className="border-b border-gray-100 pb-2">
                  <span className="font-medium">{p.name}</span> ·{" "}
                  {p.bcp.readable ? (
                    <Link to={paths.viewBcpProcess(p.bcp.id, p.id, "deliveryLocations")}>
                      {p.bcp.name} ({p.bcp.code})
                    </Link>
                  ) : (
                    <span>
                      {p.bcp.name} ({p.bcp.code})
                    </span>
                  )}{" "}
                  · {p.bcp.statusLabel}
                  <span className="block text-xs text-gray-600">
                    BC lead {p.lead.name} · MAD {p.mad} · Criticality {p.criticality} · Head count{" "}
                    {p.headcount ?? "not given"}
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <section className="card" aria-label="People based here">
        <h2 className="mb-2 font-medium">People based here</h2>
        {drills ? <RosterDrillPanel rosterKind="site" rosterId={asset.id} drills={drills} /> : null}
        {asset.people.length === 0 ? (
          <p className="text-sm text-gray-600">Nobody has this site as home site.</p>
        ) : (
          <ul className="space-y-1 text-sm">
            {asset.people.map((p) => (
              <li key={p.id} data-person={p.name}>
                <Link to={paths.person(p.id)}>{p.name}</Link>
                {p.jobTitle ? ` · ${p.jobTitle}` : ""}
                {drills?.unverified.includes(p.id) ? (
                  <span className="ml-2">
                    <UnverifiedBadge />
                  </span>
                ) : null}
              </li>
            ))}
            {asset.peopleCount > asset.people.length ? (
              <li className="text-gray-600">and {asset.peopleCount - asset.people.length} more</li>
            ) : null}
          </ul>
        )}
      </section>
    </div>
  );
}
