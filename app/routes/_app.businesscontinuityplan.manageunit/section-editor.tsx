import type { getZodConstraint } from "@conform-to/zod/v4";
import { Link, useSearchParams } from "@remix-run/react";
import { BCP_MESSAGES } from "~/domains/bcp/model";
import type { ProcessFieldLabels } from "~/domains/bcp/process-labels";
import type { SiteChoice } from "~/features/assets/site-picker";
import type { Person } from "~/features/bcp/approval-forms";
import { HeadcountSectionForm, ProcessForm, ServiceForm } from "~/features/bcp/content-forms";
import { LocationForm } from "~/features/bcp/location-form";
import { LocationTable, ProcessTitle, SectionContent } from "~/features/bcp/plan-content";
import type { Plan } from "~/features/bcp/plan-parts";
import type { AnalysisData } from "~/features/bcp-analysis/analysis-data";
import { AnalysisEditorSlot } from "~/features/bcp-analysis/analysis-editor-slot";
import { paths } from "~/paths";
import { countOf } from "~/shared/plural";
import { Confirm } from "~/ui/confirm";
import { lastResultFor } from "~/web/form-failure";
import { ProcessStatusForm } from "./row-controls";

export type Impact = {
  service?: string;
  process?: string;
  processes?: string[];
  locations: number | string[];
};

/** The editor of one section of the plan: its rows, their forms and their confirmations. */
export function SectionEditor({
  plan,
  section,
  people,
  departments,
  impact,
  analysis,
  here,
  actionData,
  processConstraint,
  processLabels,
  siteSearch,
}: {
  plan: Plan;
  section: string;
  people: Person[];
  departments: { id: string; name: string }[];
  impact: Impact | null;
  analysis: AnalysisData | null;
  here: string;
  actionData?: unknown;
  /** The process form's required marks, from the shared schema on the server (zod stays out of the browser). */
  processConstraint: ReturnType<typeof getZodConstraint>;
  /** The process form's labels, sent by the loader (the editor's script is at its budget). */
  processLabels: ProcessFieldLabels;
  siteSearch: { sites: SiteChoice[]; query: string; processId: string | null; canAddSite: boolean };
}) {
  const [params] = useSearchParams();
  const confirm = params.get("confirm");
  const targetId = params.get("id");
  const processes = plan.services.flatMap((s) => s.processes);

  if (section === "services") {
    const editing = plan.services.find((s) => s.id === params.get("edit"));
    return (
      <div>
        <ul className="mb-4 space-y-2">
          {plan.services.map((s) => (
            <li key={s.id} className="card py-3" data-service={s.name}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <div>
                  <h3 className="font-medium">{s.name}</h3>
                  {s.description ? <p className="text-sm text-gray-600">{s.description}</p> : null}
                  <p className="text-xs text-gray-500">
                    {countOf(s.processes.length, "process", "processes")}
                  </p>
                </div>
                <div className="flex gap-3 text-sm">
                  <Link to={`${here}&edit=${s.id}`}>Edit</Link>
                  <Link to={`${here}&confirm=deleteService&id=${s.id}`} className="text-red-700">
                    Remove
                  </Link>
                </div>
              </div>
              {confirm === "deleteService" && targetId === s.id && impact ? (
                <Confirm
                  title={`Remove the service ${s.name}?`}
                  confirmLabel="Remove"
                  cancelHref={here}
                  fields={{ intent: "deleteService", id: s.id }}
                >
                  This also deletes its processes
                  {impact.processes?.length ? ` (${impact.processes.join(", ")})` : ""} and their data (
                  {countOf(
                    Array.isArray(impact.locations) ? impact.locations.length : impact.locations,
                    "location",
                  )}
                  ).
                </Confirm>
              ) : null}
            </li>
          ))}
        </ul>
        {editing ? (
          <ServiceForm
            bcpId={plan.id}
            service={editing}
            lastResult={lastResultFor(actionData, "editService")}
            cancel={here}
          />
        ) : (
          <ServiceForm bcpId={plan.id} lastResult={lastResultFor(actionData, "addService")} />
        )}
      </div>
    );
  }

  if (section === "processes") {
    const which = params.get("process");
    const editing = processes.find((p) => p.id === which);
    if (which) {
      return (
        <ProcessForm
          process={editing}
          serviceId={params.get("service") ?? plan.services[0]?.id}
          services={plan.services.map((s) => ({ value: s.id, label: s.name }))}
          people={people.map((p) => ({ value: p.id, label: p.name }))}
          departments={departments.map((d) => ({ value: d.id, label: d.name }))}
          lastResult={lastResultFor(actionData, "saveProcess")}
          constraint={processConstraint}
          labels={processLabels}
          cancel={here}
        />
      );
    }
    if (plan.services.length === 0) {
      return (
        <p className="card text-gray-600">
          Add a service first: <Link to={paths.manageBcp(plan.id, "services")}>Services</Link>
        </p>
      );
    }
    return (
      <div className="space-y-6">
        {plan.services.map((s) => (
          <section key={s.id} aria-label={s.name}>
            <div className="mb-2 flex items-center justify-between">
              <h3 className="font-semibold">{s.name}</h3>
              <Link to={`${here}&process=new&service=${s.id}`} className="btn-secondary no-underline">
                Add process
              </Link>
            </div>
            {s.processes.length === 0 ? (
              <p className="text-sm text-gray-600">{BCP_MESSAGES.dataNotFound}</p>
            ) : null}
            <ul className="space-y-2">
              {s.processes.map((p) => (
                <li key={p.id} className="card py-3" data-process={p.name}>
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <ProcessTitle process={p} />
                    <div className="flex flex-wrap items-center gap-3 text-sm">
                      <Link to={`${here}&process=${p.id}`}>Edit</Link>
                      <Link to={`${here}&confirm=deleteProcess&id=${p.id}`} className="text-red-700">
                        Remove
                      </Link>
                      <ProcessStatusForm process={p} />
                    </div>
                  </div>
                  {confirm === "deleteProcess" && targetId === p.id && impact ? (
                    <Confirm
                      title={`Remove the process ${p.name}?`}
                      confirmLabel="Remove"
                      cancelHref={here}
                      fields={{ intent: "deleteProcess", id: p.id }}
                    >
                      This also deletes its locations
                      {Array.isArray(impact.locations) && impact.locations.length
                        ? ` (${impact.locations.join(", ")})`
                        : ""}
                      .
                    </Confirm>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    );
  }

  if (section === "deliveryLocations" || section === "deliveryHeadcount") {
    if (processes.length === 0) return <p className="card text-gray-600">{BCP_MESSAGES.dataNotFound}</p>;
    if (section === "deliveryHeadcount") {
      return (
        <HeadcountSectionForm
          bcpId={plan.id}
          processes={processes}
          lastResult={lastResultFor(actionData, "saveHeadcounts", plan.id)}
        />
      );
    }
    return (
      <ul className="space-y-4">
        {processes.map((p) => (
          <li key={p.id} className="card py-3" data-process={p.name}>
            <ProcessTitle process={p} />
            {
              <>
                <div className="mt-2">
                  <LocationTable process={p} />
                </div>
                <ul className="mt-2 flex flex-wrap gap-3 text-sm">
                  {p.locations.map((l) => (
                    <li key={l.id}>
                      {confirm === "removeLocation" && targetId === l.id ? (
                        <Confirm
                          title={`Remove the location ${l.siteName} from ${p.name}?`}
                          confirmLabel="Remove"
                          cancelHref={here}
                          fields={{ intent: "removeLocation", id: l.id }}
                        >
                          {p.name} is no longer delivered at {l.siteName}.
                        </Confirm>
                      ) : (
                        <Link to={`${here}&confirm=removeLocation&id=${l.id}`} className="text-red-700">
                          Remove {l.siteName}
                        </Link>
                      )}
                    </li>
                  ))}
                </ul>
                {/* Keyed by the count: a saved location gives a fresh, empty form. */}
                <LocationForm
                  key={`${p.id}-${p.locations.length}`}
                  bcpId={plan.id}
                  section={section}
                  processId={p.id}
                  sites={siteSearch.sites}
                  siteQ={siteSearch.processId === p.id ? siteSearch.query : ""}
                  canAddSite={siteSearch.canAddSite}
                  lastResult={lastResultFor(actionData, "addLocation", p.id)}
                />
              </>
            }
          </li>
        ))}
      </ul>
    );
  }
  if (analysis)
    return <AnalysisEditorSlot bcpId={plan.id} data={analysis} here={here} actionData={actionData} />;
  return <SectionContent plan={plan} section={section} />;
}
