import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useSearchParams } from "@remix-run/react";
import { formatMad } from "~/domains/bcp/model";
import { REGISTER_KIND_LABELS } from "~/domains/registers/model";
import { SERVICE_LABELS as L } from "~/domains/resilience/model";
import { ChangeHistory } from "~/features/registers/change-history";
import { ToleranceFitBadge, ToleranceSummary } from "~/features/resilience/tolerance";
import { paths } from "~/paths";
import { countOf } from "~/shared/plural";
import { Confirm } from "~/ui/confirm";
import { useDates } from "~/ui/dates";
import { PageHeader } from "~/ui/page";
import { apiClient } from "~/web/api.server";
import { requirePermission } from "~/web/auth.server";
import { dataOrThrow, readOrThrow } from "~/web/page-read.server";
import { redirectWithToast } from "~/web/session.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.service.name ?? L.one} · Keel` },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requirePermission({ request, context }, "businessService.read");
  return { service: await readOrThrow({ request, context }, `/businessService/${params.id}`) };
}

/** The page's one action: delete the service (after the confirmation step). */
export async function action({ request, context, params }: ActionFunctionArgs) {
  await requirePermission({ request, context }, "businessService.manage");
  const api = await apiClient({ request, context });
  const { message } = dataOrThrow(await api.delete(`/businessService/${params.id}`));
  return redirectWithToast(request, paths.businessServices, { type: "success", message });
}

function Text({ label, value }: { label: string; value: string }) {
  return (
    <div className="mb-3">
      <h3 className="text-sm font-medium text-gray-500">{label}</h3>
      <p className="whitespace-pre-line">{value || "—"}</p>
    </div>
  );
}

/** One service: who it serves, its tolerance and why, and each mapped process's MAD checked against it. */
export default function BusinessService() {
  const { service } = useLoaderData<typeof loader>();
  const dates = useDates();
  const [params] = useSearchParams();
  const here = paths.businessService(service.id);
  const outside = service.processes.filter((p) => !p.withinTolerance);
  return (
    <section>
      <PageHeader
        title={service.name}
        actions={
          service.canManage ? (
            <>
              <Link to={paths.editBusinessService(service.id)} className="btn-primary no-underline">
                Edit
              </Link>
              <Link to={`${here}?confirm=delete`} className="btn-secondary no-underline">
                Delete
              </Link>
            </>
          ) : null
        }
      >
        <Link to={paths.businessServices}>{L.register}</Link>
      </PageHeader>
      {service.canManage && params.get("confirm") === "delete" ? (
        <Confirm title={`Delete ${service.name}?`} confirmLabel="Delete" cancelHref={here}>
          <p>The service, its tolerance and its mapping are removed; the processes and their plans stay.</p>
        </Confirm>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="card">
          <Text label={L.description} value={service.description} />
          <Text label={L.served} value={service.served} />
          <Text label={L.whyImportant} value={service.whyImportant} />
          <Text label={L.owner} value={service.owner?.name ?? ""} />
          <Text
            label={L.boardApprovedOn}
            value={service.boardApprovedOn ? dates.day(service.boardApprovedOn) : "Not yet"}
          />
        </div>
        <div className="card">
          <h2 className="mb-2 text-lg font-semibold">Impact tolerance</h2>
          <p className="mb-3">
            <ToleranceSummary service={service} />
          </p>
          <Text label={L.toleranceReason} value={service.toleranceReason} />
        </div>
      </div>
      <div className="card mt-4">
        <h2 className="mb-1 text-lg font-semibold">{L.processes}</h2>
        <p className="mb-3 text-sm" data-testid="tolerance-check">
          {service.processes.length === 0
            ? "No process is mapped yet."
            : outside.length
              ? `${outside.length} of ${countOf(service.processes.length, "process", "processes")} ${outside.length === 1 ? "has" : "have"} a MAD longer than the tolerance: ${outside.map((p) => p.name).join(", ")}.`
              : `Every mapped process's MAD is within the tolerance.`}
        </p>
        <ul className="divide-y divide-gray-100">
          {service.processes.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                {/* A plan the reader may not open is named, not linked. */}
                {p.planReadable ? <Link to={paths.viewBcpProcess(p.bcpId, p.id)}>{p.name}</Link> : p.name}
                <span className="block text-sm text-gray-500">
                  {p.planName} · MAD {formatMad(p.mad, p.madDuration)}
                </span>
              </span>
              <ToleranceFitBadge within={p.withinTolerance} />
            </li>
          ))}
        </ul>
      </div>
      <section className="card mt-4" aria-label={L.entries}>
        <h2 className="mb-1 text-lg font-semibold">{L.entries}</h2>
        {service.entries.length === 0 ? (
          <p className="text-sm">No register entry is mapped yet.</p>
        ) : (
          <ul className="divide-y divide-gray-100">
            {service.entries.map((e) => (
              <li key={e.id} className="py-2">
                <Link to={paths.registerEntry(REGISTER_KIND_LABELS[e.kind].segment, e.id)}>{e.name}</Link>
                <span className="block text-sm text-gray-500">
                  {REGISTER_KIND_LABELS[e.kind].one}
                  {e.archived ? " · archived" : ""}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <ChangeHistory history={service.history} className="mt-4" />
    </section>
  );
}
