import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import type { z } from "zod";
import { BCP_MESSAGES } from "~/domains/bcp/messages";
import {
  BCP_MANUAL_TARGETS,
  BCP_STATUS_LABELS,
  BCP_TRANSITIONS,
  PROCESS_STATUS_LABELS,
  PROCESS_TRANSITIONS,
} from "~/domains/bcp/statuses";
import {
  headcountSchema,
  locationSchema,
  processSchema,
  processUpdateSchema,
  serviceSchema,
  serviceUpdateSchema,
} from "~/domains/bcp/validation";
import type { SiteChoice } from "~/features/assets/site-picker";
import { type IntentResult, type Person, pick, SendForApproval } from "~/features/bcp/approval-forms";
import { HeadcountForm, ProcessForm, ServiceForm } from "~/features/bcp/content-forms";
import { PostButton } from "~/features/bcp/fields";
import { LocationForm } from "~/features/bcp/location-form";
import { LocationTable, type ProcessItem, ProcessTitle, SectionContent } from "~/features/bcp/plan-content";
import { AuditTrail, type Plan, PlanHeader, SectionHead, SectionNav } from "~/features/bcp/plan-parts";
import { sendForApprovalAction } from "~/features/bcp/send-approval.server";
import { AnalysisEditor } from "~/features/bcp-analysis/analysis-editor";
import {
  ANALYSIS_INTENTS,
  type AnalysisData,
  analysisAction,
  loadAnalysis,
} from "~/features/bcp-analysis/screens.server";
import { apiClient } from "~/web/api.server";
import { forbiddenPage, requireUser } from "~/web/auth.server";
import { redirectWithToast } from "~/web/session.server";

export const meta: MetaFunction = () => [{ title: "Manage BCP · Keel" }];

type Impact = { service?: string; process?: string; processes?: string[]; locations: number | string[] };

/** Manage a plan (spec §2 /businesscontinuityplan/manageunit): each section, edited, with its approval. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser({ request, context });
  const q = Object.fromEntries(new URL(request.url).searchParams);
  if (!q.bcpId) throw new Response(BCP_MESSAGES.dataNotFound, { status: 404 });
  const api = await apiClient({ request, context });
  const res = await api.get<Plan>("/bcp", { bcpId: q.bcpId });
  if (!res.ok) throw new Response(res.error.message, { status: res.status === 400 ? 404 : res.status });
  if (!res.data.permissions.canManage) {
    throw forbiddenPage();
  }
  // Delivery locations pick register sites: the first matches of the search ("Find sites" without JavaScript
  // sends siteQ and the process it was typed for).
  const siteQ = q.section === "deliveryLocations" ? (q.siteQ ?? "").slice(0, 100) : "";
  const [people, units, analysis, sites] = await Promise.all([
    api.get<Person[]>("/bcp/people", { bcpId: res.data.id }),
    api.get<{ id: string; name: string }[]>("/bcp/allAddedBCPDepartments"),
    loadAnalysis(api, res.data.id, q.section ?? "services"),
    q.section === "deliveryLocations" ? api.get<SiteChoice[]>("/asset/addresses", { q: siteQ }) : null,
  ]);
  let impact: Impact | null = null;
  if (q.confirm === "deleteService" && q.id) {
    const r = await api.get<Impact>("/bcpService/deleteImpact", { id: q.id });
    impact = r.ok ? r.data : null;
  }
  if (q.confirm === "deleteProcess" && q.id) {
    const r = await api.get<Impact>("/bcpProcess/deleteImpact", { id: q.id });
    impact = r.ok ? r.data : null;
  }
  return {
    plan: res.data,
    people: people.ok ? people.data : [],
    departments: units.ok ? units.data.map((d) => ({ id: d.id, name: d.name })) : [],
    impact,
    analysis,
    siteSearch: {
      sites: sites?.ok ? sites.data.map(({ id, name, fullAddress }) => ({ id, name, fullAddress })) : [],
      query: siteQ,
      processId: siteQ ? (q.processId ?? null) : null,
      // Whoever may edit the plan (this page) may add the site a process is delivered at.
      canAddSite: true,
    },
    // The process form's required marks (*), from the shared schema here so zod stays out of the browser.
    processConstraint: {
      ...getZodConstraint(processSchema),
      criticalProcessHeadcountAnalysis: { required: false },
    },
  };
}

type Schema = z.ZodType<Record<string, unknown>>;
// A function, not a module-level table: a table naming the schemas would keep zod in the browser bundle.
const forms = (): Record<
  string,
  { schema: Schema; method: "post" | "put"; path: string; ok: string; fail?: string }
> => ({
  addService: { schema: serviceSchema, method: "post", path: "/bcpService", ok: BCP_MESSAGES.serviceAdded },
  editService: {
    schema: serviceUpdateSchema,
    method: "put",
    path: "/bcpService",
    ok: BCP_MESSAGES.serviceEdited,
  },
  addLocation: {
    schema: locationSchema,
    method: "post",
    path: "/bcpProcess/locations",
    ok: BCP_MESSAGES.locationAdded,
  },
  saveHeadcount: {
    schema: headcountSchema,
    method: "put",
    path: "/bcpProcess/locations",
    ok: BCP_MESSAGES.locationsSaved,
  },
});

export async function action({ request, context }: ActionFunctionArgs): Promise<IntentResult | Response> {
  await requireUser({ request, context });
  const url = new URL(request.url);
  const bcpId = url.searchParams.get("bcpId") ?? "";
  const section = url.searchParams.get("section") ?? "services";
  const back = `/businesscontinuityplan/manageunit?bcpId=${bcpId}&section=${section}`;
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  const api = await apiClient({ request, context }, { ifMatch: formData.get("editVersion") });
  const toast = (ok: boolean, message: string) =>
    redirectWithToast(request, back, { type: ok ? "success" : "error", message });

  // The analysis sections (BIA, risk, dependencies, MALO, scenarios, BRT roster, stakeholders, summary).
  if (ANALYSIS_INTENTS.has(intent)) return analysisAction({ request, api, formData, intent, back });
  if (intent === "sendForApproval") return sendForApprovalAction({ request, api, formData, back });
  // Row actions after their confirmation.
  if (intent === "deleteService" || intent === "deleteProcess" || intent === "removeLocation") {
    const path = {
      deleteService: "/bcpService",
      deleteProcess: "/bcpProcess",
      removeLocation: "/bcpProcess/locations",
    }[intent];
    const res = await api.delete(path, { id: String(formData.get("id") ?? "") });
    if (!res.ok) return toast(false, res.error.message);
    const message = {
      deleteService: BCP_MESSAGES.serviceRemoved,
      deleteProcess: BCP_MESSAGES.processRemoved,
      removeLocation: BCP_MESSAGES.locationRemoved,
    }[intent];
    return toast(true, message);
  }
  if (intent === "updateAssignee") {
    const res = await api.put("/bcp/updateAssignee", {
      bcpId,
      assigneeId: formData.get("assigneeId") || null,
    });
    return toast(res.ok, res.ok ? BCP_MESSAGES.assigneeUpdated : res.error.message);
  }
  if (intent === "planStatus") {
    const res = await api.put("/bcp/status", { bcpId, status: formData.get("status") });
    return toast(res.ok, res.ok ? BCP_MESSAGES.statusChanged : res.error.message);
  }
  if (intent === "processStatus") {
    const res = await api.put("/bcpProcess/status", {
      id: formData.get("id"),
      status: formData.get("status"),
    });
    return toast(res.ok, res.ok ? BCP_MESSAGES.statusChanged : res.error.message);
  }
  if (intent === "saveProcess") {
    const editing = !!formData.get("id");
    const submission = parseWithZod(formData, { schema: editing ? processUpdateSchema : processSchema });
    if (submission.status !== "success") return { intent, result: submission.reply() };
    const res = editing
      ? await api.put("/bcpProcess", submission.value)
      : await api.post("/bcpProcess", submission.value);
    if (!res.ok) {
      const fail = editing ? BCP_MESSAGES.processEditFailed : BCP_MESSAGES.processAddFailed;
      return {
        intent,
        result: submission.reply({
          fieldErrors: res.error.fields ?? {},
          formErrors: res.error.fields ? [] : [`${fail}: ${res.error.message}`],
        }),
      };
    }
    return redirectWithToast(request, `/businesscontinuityplan/manageunit?bcpId=${bcpId}&section=processes`, {
      type: "success",
      message: editing ? BCP_MESSAGES.processEdited : BCP_MESSAGES.processCreated,
    });
  }
  const spec = forms()[intent];
  if (!spec) return toast(false, "Something Went Wrong!");
  const submission = parseWithZod(formData, { schema: spec.schema });
  const key = String(formData.get("processId") ?? formData.get("section") ?? formData.get("id") ?? "");
  if (submission.status !== "success") return { intent, key, result: submission.reply() };
  const res =
    spec.method === "post"
      ? await api.post(spec.path, submission.value)
      : await api.put(spec.path, submission.value);
  if (!res.ok) {
    const fields = res.error.fields ?? {};
    return {
      intent,
      key,
      result: submission.reply({
        fieldErrors: fields,
        formErrors: res.error.fields ? [] : [res.error.message],
      }),
    };
  }
  const notStarted = (res.data as { sectionsNotStarted?: string[] } | undefined)?.sectionsNotStarted ?? [];
  if (intent === "sendForApproval" && notStarted.length > 0) {
    return redirectWithToast(request, back, {
      type: "warning",
      message: BCP_MESSAGES.sentWithSectionsNotStarted(notStarted),
    });
  }
  return toast(true, spec.ok);
}

export default function ManageBcp() {
  const { plan, people, departments, impact, analysis } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as IntentResult | undefined;
  const [params] = useSearchParams();
  const current = params.get("section") ?? "services";
  const section = plan.sections.find((s) => s.key === current);
  const here = `/businesscontinuityplan/manageunit?bcpId=${plan.id}&section=${current}`;
  return (
    <article>
      <PlanHeader plan={plan} mode="manage" />
      <div className="mb-6 grid gap-4 md:grid-cols-2">
        <div
          className="rounded-md border border-gray-200 bg-white p-4 text-sm"
          data-testid="overall-approval"
        >
          <p>
            Plan approval: <strong>{plan.overall.statusLabel}</strong>
            {plan.overall.approver ? ` · Approver ${plan.overall.approver.name}` : ""}
          </p>
          {plan.overall.approveComments ? (
            <p className="mt-1">
              <span className="font-medium">Approver's comments:</span> {plan.overall.approveComments}
            </p>
          ) : null}
        </div>
        {/* Nothing to send while it awaits a decision or stands approved (an edit sends it back itself). */}
        {plan.overall.status !== "AWAITING_APPROVAL" && plan.overall.status !== "APPROVED" ? (
          <SendForApproval
            bcpId={plan.id}
            section="overall"
            people={people}
            currentApproverId={plan.overall.approver?.id}
            lastResult={pick(actionData, "sendForApproval", "overall")}
            incomplete={actionData?.key === "overall" ? actionData.incomplete : undefined}
          />
        ) : null}
      </div>
      {plan.permissions.canAdminister ? <PlanAdmin plan={plan} people={people} /> : null}
      <div className="flex flex-col gap-6 md:flex-row">
        <SectionNav plan={plan} current={current} base="/businesscontinuityplan/manageunit" />
        <div className="min-w-0 flex-1">
          {section ? (
            <>
              <SectionHead section={section} />
              <SectionEditor
                plan={plan}
                section={section.key}
                people={people}
                departments={departments}
                impact={impact}
                analysis={analysis}
                here={here}
                actionData={actionData}
              />
              {!["AWAITING_APPROVAL", "APPROVED"].includes(section.approval.status) &&
              section.completion !== "not_started" ? (
                <div className="mt-6">
                  <SendForApproval
                    bcpId={plan.id}
                    section={section.key}
                    people={people}
                    currentApproverId={section.approval.approver?.id}
                    lastResult={pick(actionData, "sendForApproval", section.key)}
                    incomplete={actionData?.key === section.key ? actionData.incomplete : undefined}
                  />
                </div>
              ) : null}
            </>
          ) : (
            <AuditTrail plan={plan} />
          )}
        </div>
      </div>
    </article>
  );
}

function SectionEditor({
  plan,
  section,
  people,
  departments,
  impact,
  analysis,
  here,
  actionData,
}: {
  plan: Plan;
  section: string;
  people: Person[];
  departments: { id: string; name: string }[];
  impact: Impact | null;
  analysis: AnalysisData | null;
  here: string;
  actionData?: IntentResult;
}) {
  const { processConstraint, siteSearch } = useLoaderData<typeof loader>();
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
                  <p className="text-xs text-gray-500">{s.processes.length} processes</p>
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
                  text={`Remove the service ${s.name}? This also deletes its processes${
                    impact.processes?.length ? ` (${impact.processes.join(", ")})` : ""
                  } and their data (${impact.locations} locations).`}
                  intent="deleteService"
                  id={s.id}
                  cancel={here}
                />
              ) : null}
            </li>
          ))}
        </ul>
        {editing ? (
          <ServiceForm
            bcpId={plan.id}
            service={editing}
            lastResult={pick(actionData, "editService")}
            cancel={here}
          />
        ) : (
          <ServiceForm bcpId={plan.id} lastResult={pick(actionData, "addService")} />
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
          lastResult={pick(actionData, "saveProcess")}
          constraint={processConstraint}
          cancel={here}
        />
      );
    }
    if (plan.services.length === 0) {
      return (
        <p className="card text-gray-600">
          Add a service first:{" "}
          <Link to={`/businesscontinuityplan/manageunit?bcpId=${plan.id}&section=services`}>Services</Link>
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
                      text={`Remove the process ${p.name}? This also deletes its locations${
                        Array.isArray(impact.locations) && impact.locations.length
                          ? ` (${impact.locations.join(", ")})`
                          : ""
                      }.`}
                      intent="deleteProcess"
                      id={p.id}
                      cancel={here}
                    />
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
    return (
      <ul className="space-y-4">
        {processes.map((p) => (
          <li key={p.id} className="card py-3" data-process={p.name}>
            <ProcessTitle process={p} />
            {section === "deliveryLocations" ? (
              <>
                <div className="mt-2">
                  <LocationTable process={p} />
                </div>
                <ul className="mt-2 flex flex-wrap gap-3 text-sm">
                  {p.locations.map((l) => (
                    <li key={l.id}>
                      {confirm === "removeLocation" && targetId === l.id ? (
                        <Confirm
                          text={`Remove the location ${l.siteName} from ${p.name}?`}
                          intent="removeLocation"
                          id={l.id}
                          cancel={here}
                        />
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
                  lastResult={pick(actionData, "addLocation", p.id)}
                />
              </>
            ) : p.locations.length === 0 ? (
              <p className="mt-2 text-sm text-gray-600">{BCP_MESSAGES.noLocations}</p>
            ) : (
              <HeadcountForm process={p} lastResult={pick(actionData, "saveHeadcount", p.id)} />
            )}
          </li>
        ))}
      </ul>
    );
  }
  if (analysis) return <AnalysisEditor bcpId={plan.id} data={analysis} here={here} actionData={actionData} />;
  return <SectionContent plan={plan} section={section} />;
}

/** For plan administrators: the assignee (/bcp/updateAssignee) and the statuses one may pick by hand. */
function PlanAdmin({ plan, people }: { plan: Plan; people: Person[] }) {
  // Cancelling is archiving, done from the list after its confirmation.
  const targets = BCP_MANUAL_TARGETS.filter(
    (s) => s !== "CANCELLED" && BCP_TRANSITIONS[plan.status].includes(s),
  );
  return (
    <div className="mb-6 flex flex-wrap gap-6 rounded-md border border-gray-200 bg-white p-4 text-sm">
      <form method="post" className="flex items-end gap-2">
        <input type="hidden" name="intent" value="updateAssignee" />
        <div>
          <label htmlFor="assigneeId" className="label">
            Assigned To
          </label>
          <select
            id="assigneeId"
            name="assigneeId"
            defaultValue={plan.assigneeId ?? ""}
            className="input w-64"
          >
            <option value="">Nobody</option>
            {people.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name} ({p.email})
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-secondary">
          Assign
        </button>
      </form>
      {targets.length ? (
        <form method="post" className="flex items-end gap-2">
          <input type="hidden" name="intent" value="planStatus" />
          <div>
            <label htmlFor="plan-status" className="label">
              Change status
            </label>
            <select id="plan-status" name="status" className="input w-48">
              {targets.map((s) => (
                <option key={s} value={s}>
                  {BCP_STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn-secondary">
            Set status
          </button>
        </form>
      ) : null}
    </div>
  );
}

function ProcessStatusForm({ process }: { process: ProcessItem }) {
  const next = PROCESS_TRANSITIONS[process.status];
  if (next.length === 0) return null;
  return (
    <form method="post" className="flex items-center gap-1">
      <input type="hidden" name="intent" value="processStatus" />
      <input type="hidden" name="id" value={process.id} />
      <label className="sr-only" htmlFor={`status-${process.id}`}>
        Status of {process.name}
      </label>
      <select id={`status-${process.id}`} name="status" className="input w-36 py-1">
        {next.map((s) => (
          <option key={s} value={s}>
            {PROCESS_STATUS_LABELS[s]}
          </option>
        ))}
      </select>
      <button type="submit" className="btn-secondary px-2 py-1">
        Set
      </button>
    </form>
  );
}

/** The confirmation dialog of spec §9, as a panel that works without JavaScript. */
function Confirm({ text, intent, id, cancel }: { text: string; intent: string; id: string; cancel: string }) {
  return (
    <div
      role="alertdialog"
      aria-label="Confirm"
      className="mt-2 rounded-md border border-orange-200 bg-orange-50 p-3"
    >
      <p className="mb-2 text-sm">{text}</p>
      <div className="flex gap-2">
        <PostButton intent={intent} values={{ id }} className="btn-danger">
          Remove
        </PostButton>
        <Link to={cancel} className="btn-secondary no-underline">
          Cancel
        </Link>
      </div>
    </div>
  );
}
