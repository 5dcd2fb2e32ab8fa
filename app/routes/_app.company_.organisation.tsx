import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { can, scopeFor } from "~/domains/access/policy";
import { ORGANISATION_MESSAGES as M } from "~/domains/organisation/model";
import { businessUnitSchema, departmentSchema, siteSchema } from "~/domains/organisation/validation";
import {
  AddDepartmentForm,
  AddSiteForm,
  AddUnitForm,
  EditUnitForm,
  RemoveButton,
} from "~/features/organisation/forms";
import { type OrgUnit, unitName } from "~/features/organisation/types";
import { paths } from "~/paths";
import { MESSAGES } from "~/shared/messages";
import { PageHeader } from "~/ui/page";
import { requireUser } from "~/web/auth.server";
import { actionContext, buttonIntent, formIntent, postForm, runIntents } from "~/web/form-action.server";
import { readOrThrow } from "~/web/page-read.server";

export const meta: MetaFunction = () => [{ title: "Business units and sites · Keel" }];

const HERE = paths.organisation;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const me = await requireUser({ request, context });
  const organisation = await readOrThrow({ request, context }, "/bcpOrganization");
  return {
    ...organisation,
    canManage: can(me, "org.manage"),
    // A Business Unit administrator adds only within their units: the forms offer no "None".
    withinUnits: scopeFor(me.role, "org.manage") === "businessUnits",
    canReadRegister: can(me, "asset.read"),
  };
}

// A function, not a module-level table: a table naming the schemas would keep zod in the browser bundle.
type Kind = "businessUnits" | "departments" | "sites";
const idIn = (formData: FormData) => encodeURIComponent(String(formData.get("id") ?? ""));
const remove = (path: Kind, ok: string) =>
  buttonIntent({ call: (api, f) => api.delete(`/bcpOrganization/${path}/${idIn(f)}`), ok });
const intents = (formData: FormData) => ({
  "unit.create": postForm("/bcpOrganization/businessUnits", businessUnitSchema, { ok: M.unitSaved }),
  "department.create": postForm("/bcpOrganization/departments", departmentSchema, { ok: M.departmentSaved }),
  "site.create": postForm("/bcpOrganization/sites", siteSchema, { ok: M.siteSaved }),
  "unit.update": formIntent({
    schema: businessUnitSchema,
    call: (api, value) => api.put(`/bcpOrganization/businessUnits/${idIn(formData)}`, value),
    ok: M.unitSaved,
  }),
  "unit.delete": remove("businessUnits", M.unitRemoved),
  "department.delete": remove("departments", M.departmentRemoved),
  "site.delete": remove("sites", M.siteRemoved),
});

export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser({ request, context });
  // The edit form sends the unit's edit version: a save from a stale copy is refused (409).
  const ctx = await actionContext({ request, context }, HERE);
  return runIntents(ctx, intents(ctx.formData));
}

export default function Organisation() {
  const {
    businessUnits: units,
    departments,
    sites,
    sitesTruncated,
    canReadRegister,
    canManage,
    withinUnits,
  } = useLoaderData<typeof loader>();
  const last = useActionData<typeof action>();
  const top = units.filter((u) => !u.parentId || !units.some((p) => p.id === u.parentId));
  const [params] = useSearchParams();
  const editing = canManage ? params.get("edit") : null;
  return (
    <section className="max-w-4xl space-y-6">
      <PageHeader title="Business units and sites" actions={<Link to={paths.company}>Manage Company</Link>}>
        The organisation that business continuity plans and management plans are written for.
      </PageHeader>

      <div className="card">
        <h2 className="mb-3 text-lg font-medium">Business units</h2>
        {units.length === 0 ? <p className="text-gray-600">{MESSAGES.notFound}</p> : null}
        <ul className="divide-y divide-gray-100" aria-label="Business units">
          {top.map((u) => (
            <li key={u.id} className="py-2">
              <UnitRow unit={u} canManage={canManage} editing={editing === u.id} last={last} />
              <ul className="ml-6" aria-label={`Sub business units of ${u.name}`}>
                {units
                  .filter((s) => s.parentId === u.id)
                  .map((s) => (
                    <li key={s.id} className="py-1">
                      <UnitRow unit={s} canManage={canManage} editing={editing === s.id} last={last} />
                    </li>
                  ))}
              </ul>
            </li>
          ))}
        </ul>
        {canManage ? <AddUnitForm units={units} last={last} withinUnits={withinUnits} /> : null}
      </div>

      <div className="card">
        <h2 className="mb-3 text-lg font-medium">Departments</h2>
        {departments.length === 0 ? <p className="text-gray-600">{MESSAGES.notFound}</p> : null}
        <ul className="divide-y divide-gray-100" aria-label="Departments">
          {departments.map((d) => (
            <li key={d.id} className="flex items-center justify-between py-2">
              <span>
                {d.name} <span className="text-sm text-gray-500">· {unitName(units, d.businessUnitId)}</span>
              </span>
              {canManage ? (
                <RemoveButton intent="department.delete" id={d.id} label={`Remove ${d.name}`} />
              ) : null}
            </li>
          ))}
        </ul>
        {canManage ? <AddDepartmentForm units={units} last={last} withinUnits={withinUnits} /> : null}
      </div>

      <div className="card">
        <h2 className="mb-1 text-lg font-medium">Sites</h2>
        {/* One register: these are the asset register's sites, seen by business unit. */}
        <p className="mb-3 text-sm text-gray-600">
          The company's site register, by business unit: the same sites as the{" "}
          {canReadRegister ? <Link to={paths.assets}>asset register</Link> : "asset register"}.
        </p>
        {sites.length === 0 ? <p className="text-gray-600">No Locations Added</p> : null}
        <ul className="divide-y divide-gray-100" aria-label="Sites">
          {sites.map((s) => (
            <li key={s.id} className="flex items-center justify-between py-2">
              <span>
                {canReadRegister ? <Link to={paths.asset(s.id)}>{s.name}</Link> : s.name}{" "}
                <span className="text-sm text-gray-500">
                  · {[s.city, s.state, s.country].filter(Boolean).join(", ")} ·{" "}
                  {unitName(units, s.businessUnitId)}
                </span>
              </span>
              {canManage ? <RemoveButton intent="site.delete" id={s.id} label={`Remove ${s.name}`} /> : null}
            </li>
          ))}
        </ul>
        {sitesTruncated ? (
          <p className="mt-2 text-sm">
            The first {sites.length} sites are shown:{" "}
            {canReadRegister ? <Link to={paths.assets}>the asset register</Link> : "the asset register"} lists
            them all.
          </p>
        ) : null}
        {canManage ? <AddSiteForm units={units} last={last} withinUnits={withinUnits} /> : null}
      </div>
    </section>
  );
}

function UnitRow({
  unit,
  canManage,
  editing,
  last,
}: {
  unit: OrgUnit;
  canManage: boolean;
  editing: boolean;
  /** The page's action data (each form picks out its own failure). */
  last?: unknown;
}) {
  if (editing) return <EditUnitForm unit={unit} last={last} />;
  return (
    <div className="flex items-center justify-between">
      <span>
        <span className="font-medium">{unit.name}</span>{" "}
        <span className="text-sm text-gray-500">
          {[unit.country, unit.region].filter(Boolean).join(" · ")}
        </span>
      </span>
      {canManage ? (
        <span className="flex items-center gap-3">
          <Link to={`?edit=${unit.id}`} className="text-sm" aria-label={`Edit ${unit.name}`}>
            Edit
          </Link>
          <RemoveButton intent="unit.delete" id={unit.id} label={`Remove ${unit.name}`} />
        </span>
      ) : null}
    </div>
  );
}
