import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { can } from "~/domains/access/policy";
import { ACTIVATION_MESSAGES } from "~/domains/activation/model";
import { activateSchema, disruptionSchema, responseSchema } from "~/domains/activation/validation";
import { formatMad } from "~/domains/bcp/model";
import { STATE_MESSAGES } from "~/domains/bcp/recovery-state";
import { ActivateForm } from "~/features/activation/activate-form";
import { OverdueBadge, StateBadge, TimeToBreach } from "~/features/activation/badges";
import { DisruptionForm } from "~/features/activation/disruption-form";
import { HistoryTable } from "~/features/activation/history-table";
import { ResponseForm } from "~/features/activation/response-form";
import { ExerciseBanner, ExerciseTag } from "~/features/incidents/exercise-banner";
import { paths } from "~/paths";
import { MESSAGES } from "~/shared/messages";
import { useDates } from "~/ui/dates";
import { PageHeader } from "~/ui/page";
import { apiClient } from "~/web/api.server";
import { requirePermission, requireUser } from "~/web/auth.server";
import { companyZone, readOnCompanyClock } from "~/web/company-time.server";
import { actionContext, formIntent, putForm, runIntents } from "~/web/form-action.server";
import { lastResultFor } from "~/web/form-failure";

export const meta: MetaFunction = () => [{ title: "BCP Activation Response · Keel" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requirePermission({ request, context }, "activation.read");
  const incidentId = new URL(request.url).searchParams.get("incidentId") ?? undefined;
  const api = await apiClient({ request, context });
  const [active, history, impacted] = await Promise.all([
    api.get("/bcpResponse/getResponseData", { incidentId }),
    api.get("/bcpResponse/allBcpActivationResponseHistory", { incidentId }),
    incidentId ? api.get("/bcpProcess/impactedBcps", { incidentId }) : null,
  ]);
  // An incident that is not the user's company's (or does not exist) is not found, as on its own page.
  if (impacted && !impacted.ok) throw new Response(impacted.error.message, { status: impacted.status });
  // Without an incident chosen: the open incidents and crises, to activate their plans from.
  const open = incidentId ? null : await api.get("/incident/all", { pageSize: 20 });
  return {
    incidentId: incidentId ?? null,
    canManage: can(user, "activation.manage"),
    canRespond: can(user, "activation.respond"),
    activations: active.ok ? active.data : [],
    history: history.ok ? history.data : [],
    impacted: impacted?.ok ? impacted.data : null,
    incidents: open?.ok ? open.data.filter((i) => i.status !== "Completed" && i.status !== "Cancelled") : [],
    now: new Date().toISOString(),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser({ request, context });
  const back = new URL(request.url);
  const ctx = await actionContext({ request, context }, `${back.pathname}${back.search}`);
  // The disruption and response forms repeat per activated process: that is the sent form's key.
  const key = String(ctx.formData.get("activationProcessId") ?? "");
  // The datetime-local value has no zone: it was entered on the company's clock, as labelled.
  const zone = ctx.formData.get("intent") === "disruption" ? await companyZone(ctx.api) : "UTC";
  return runIntents(
    { ...ctx, key },
    {
      activate: formIntent({
        schema: activateSchema,
        call: (api, value) => api.post("/bcpProcess/activateBcps", value),
        ok: ACTIVATION_MESSAGES.activated,
        to: (_, value) => paths.response(value.incidentId),
      }),
      disruption: formIntent({
        schema: readOnCompanyClock(disruptionSchema, zone, ["disruptedSince"]),
        call: (api, value) => api.put("/bcpProcess/updateDisruption", value),
        ok: STATE_MESSAGES.disruptionUpdated,
      }),
      respond: putForm("/bcpResponse/updateActivationResponse", responseSchema, {
        ok: ACTIVATION_MESSAGES.responseSaved,
      }),
    },
  );
}

export default function BcpActivationResponse() {
  const { incidentId, activations, history, impacted, incidents, canManage, canRespond, now } =
    useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const when = useDates().dateTime;
  return (
    <section>
      <ExerciseBanner exerciseType={impacted?.incident.exerciseType} />
      <PageHeader
        title="BCP Activation Response"
        actions={incidentId ? <Link to={paths.analysis(incidentId)}>Analysis</Link> : null}
      />
      {impacted && canManage ? (
        <ActivateForm impacted={impacted} lastResult={lastResultFor(data, "activate")} />
      ) : null}
      {incidents.length ? (
        <nav className="card mb-6" aria-label="Open incidents and crises">
          <h2 className="mb-2 font-semibold">Activate BCPs for an incident or crisis</h2>
          <ul>
            {incidents.map((i) => (
              <li key={i.id}>
                <Link to={paths.response(i.id)}>
                  {i.type}: {i.name}
                </Link>
                <ExerciseTag exerciseType={i.exerciseType} />{" "}
                <span className="text-sm text-gray-500">{i.status}</span>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {activations.length === 0 ? (
        <p className="card text-gray-600">
          {!incidentId
            ? MESSAGES.notFound
            : impacted?.incident.closed
              ? ACTIVATION_MESSAGES.noneActiveClosed
              : ACTIVATION_MESSAGES.noneActiveYet}
        </p>
      ) : null}
      {activations.map((a) => (
        <article key={a.id} className="card mb-6" data-testid="activation">
          <h2 className="text-lg font-semibold">
            {a.bcpName}{" "}
            <span className="text-sm font-normal text-gray-600">
              · <Link to={paths.response(a.incident.id)}>{a.incident.title}</Link>
              <ExerciseTag exerciseType={a.incident.exerciseType} /> · since {when(a.activatedAt)} · lead{" "}
              {a.lead}
              {a.incident.statusCheckCadence ? ` · status check ${a.incident.statusCheckCadence}` : ""}
            </span>
          </h2>
          {a.processes.map((p) => (
            <div key={p.id} className="mt-4 border-t pt-4" data-testid="activated-process">
              <h3 className="font-medium">
                {p.name} <StateBadge state={p.state} /> {p.checkOverdue ? <OverdueBadge /> : null}{" "}
                <TimeToBreach process={p} now={now} />
              </h3>
              <p className="mb-2 text-sm text-gray-600">
                Disrupted since {when(p.disruptedSince)} · {p.hoursSinceDisruption} h since disruption · MAD{" "}
                {formatMad(p.mad, p.madDuration)}
                {p.headcountRequired !== null ? ` · headcount required ${p.headcountRequired}` : ""}
                {p.nextCheckAt ? ` · next status check ${when(p.nextCheckAt)}` : ""}
              </p>
              {canRespond ? (
                <ResponseForm process={p} lastResult={lastResultFor(data, "respond", p.id)} />
              ) : null}
              {canManage ? (
                <DisruptionForm process={p} lastResult={lastResultFor(data, "disruption", p.id)} />
              ) : null}
              <details className="mt-3">
                <summary className="cursor-pointer text-sm">History</summary>
                <HistoryTable rows={history.filter((h) => h.activationProcessId === p.id).reverse()} />
              </details>
            </div>
          ))}
        </article>
      ))}
    </section>
  );
}
