import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { can } from "~/domains/access/policy";
import { ACTIVATION_MESSAGES } from "~/domains/activation/model";
import { activeFilterSchema, deactivateSchema } from "~/domains/activation/validation";
import { DATE_RANGES, EXERCISE_FILTER_KEYS, EXERCISE_FILTERS } from "~/domains/incidents/model";
import {
  ControlBadge,
  OverdueBadge,
  SoonerElsewhere,
  StateBadge,
  StrategyBadge,
  TimeToBreach,
} from "~/features/activation/badges";
import { ExerciseTag } from "~/features/incidents/exercise-banner";
import { paths } from "~/paths";
import { responseStrategyLabel } from "~/shared/response-lists";
import { Confirm } from "~/ui/confirm";
import { useDates } from "~/ui/dates";
import { FilterForm, FilterSelect } from "~/ui/filter-form";
import { FormErrors } from "~/ui/forms";
import { PageHeader } from "~/ui/page";
import { apiClient } from "~/web/api.server";
import type { ApiData } from "~/web/api-types";
import { requirePermission, requireUser } from "~/web/auth.server";
import { redirectWithToast } from "~/web/session.server";

/** The list's filter as a query string (the default, real incidents only, left out). */
function listFilter(dateRange: string | null, exercises: string | null) {
  const q = new URLSearchParams();
  if (dateRange) q.set("dateRange", dateRange);
  if (exercises && exercises !== "real") q.set("exercises", exercises);
  return q.toString();
}

export const meta: MetaFunction = () => [{ title: "Active BCPs · Keel" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requirePermission({ request, context }, "activation.read");
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const filter = activeFilterSchema.safeParse(params);
  const query = filter.success ? filter.data : {};
  const api = await apiClient({ request, context });
  const res = await api.get("/bcpProcess/getAllActiveBcps", query);
  return {
    activations: res.ok ? res.data : [],
    dateRange: query.dateRange ?? "",
    exercises: query.exercises ?? "real",
    // Deactivating is offered only to those who may do it.
    canManage: can(user, "activation.manage"),
    now: new Date().toISOString(),
  };
}

/** Deactivates one plan of one incident when its disruption ends. */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser({ request, context });
  const form = Object.fromEntries(await request.formData());
  const parsed = deactivateSchema.safeParse(form);
  if (!parsed.success) return { message: "Something Went Wrong!" };
  const api = await apiClient({ request, context });
  const res = await api.post("/bcpProcess/deactivateBcps", parsed.data);
  if (!res.ok) return { message: res.error.message };
  // Back to the list as it was filtered, without the confirmation's own parameters.
  const url = new URL(request.url);
  const kept = listFilter(url.searchParams.get("dateRange"), url.searchParams.get("exercises"));
  return redirectWithToast(request, `${url.pathname}${kept ? `?${kept}` : ""}`, {
    type: "success",
    message: ACTIVATION_MESSAGES.deactivated,
  });
}

export default function ActiveBcps() {
  const when = useDates().dateTime;
  const { activations, dateRange, exercises, canManage, now } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  // Deactivating is confirmed first (UX review X4): the Deactivate form opens ?confirm=deactivate&id=….
  const [params] = useSearchParams();
  const confirming =
    canManage && !data?.message && params.get("confirm") === "deactivate"
      ? activations.find((a) => a.id === params.get("id"))
      : undefined;
  const reason = params.get("reason")?.trim().slice(0, 1000) ?? "";
  const back = `?${listFilter(dateRange, exercises)}`;
  return (
    <section>
      <PageHeader title="Active BCPs" />
      {confirming ? (
        <Confirm
          title={`Deactivate ${confirming.bcpName}?`}
          confirmLabel="Deactivate"
          cancelHref={back}
          fields={{ incidentId: confirming.incident.id, bcpIds: confirming.bcpId, reason }}
        >
          <DeactivationConsequence activation={confirming} reason={reason} />
        </Confirm>
      ) : null}
      <FilterForm label="Filter" submit={{ text: "Filter" }}>
        <FilterSelect
          name="dateRange"
          label="Activated"
          value={dateRange}
          all="Any time"
          options={DATE_RANGES.map((r) => ({ value: r, label: r }))}
        />
        <FilterSelect
          name="exercises"
          label="Exercises"
          value={exercises}
          options={EXERCISE_FILTER_KEYS.map((k) => ({ value: k, label: EXERCISE_FILTERS[k] }))}
        />
      </FilterForm>
      <FormErrors errors={data?.message ? [data.message] : null} />
      {activations.length === 0 ? <p className="card text-gray-600">Data Not Found</p> : null}
      <div className="space-y-4">
        {activations.map((a) => (
          <article key={a.id} className="card" data-testid="active-bcp">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div>
                <h2 className="text-lg font-semibold">
                  {a.bcpNumber} · {a.bcpName}
                </h2>
                <p className="text-sm text-gray-600">
                  {a.incident.type}: <Link to={paths.response(a.incident.id)}>{a.incident.title}</Link>
                  <ExerciseTag exerciseType={a.incident.exerciseType} /> · since {when(a.activatedAt)} · lead{" "}
                  {a.lead} · reason: {a.reason}
                </p>
              </div>
              <div className="flex items-center gap-2">
                <Link to={paths.analysis(a.incident.id)}>Analysis</Link>
                {canManage ? (
                  <Form
                    method="get"
                    preventScrollReset
                    aria-label={`Deactivate ${a.bcpName}`}
                    className="flex flex-wrap items-center gap-2"
                  >
                    {dateRange ? <input type="hidden" name="dateRange" value={dateRange} /> : null}
                    <input type="hidden" name="confirm" value="deactivate" />
                    <input type="hidden" name="id" value={a.id} />
                    <input
                      name="reason"
                      placeholder="Reason"
                      aria-label="Reason"
                      maxLength={1000}
                      className="input"
                    />
                    <button type="submit" className="btn-danger shrink-0">
                      Deactivate
                    </button>
                  </Form>
                ) : null}
              </div>
            </div>
            <table className="stacked-rows mt-3 w-full text-left text-sm">
              <thead>
                <tr>
                  <th>Process</th>
                  <th>Control status</th>
                  <th>Strategy</th>
                  <th>Strategy status</th>
                  <th>Headcount</th>
                  <th>State</th>
                  <th>Last response</th>
                </tr>
              </thead>
              <tbody>
                {a.processes.map((p) => (
                  <tr key={p.id}>
                    <td className="font-medium">{p.name}</td>
                    <td data-label="Control status">
                      {p.latestResponse ? <ControlBadge status={p.latestResponse.controlStatus} /> : "—"}
                    </td>
                    <td data-label="Strategy">
                      {p.latestResponse ? responseStrategyLabel(p.latestResponse.strategy) : "—"}
                    </td>
                    <td data-label="Strategy status">
                      {p.latestResponse ? <StrategyBadge status={p.latestResponse.strategyStatus} /> : "—"}
                    </td>
                    <td data-label="Headcount">
                      {p.latestResponse?.headcountAvailable ?? "—"} / {p.headcountRequired ?? "—"}
                    </td>
                    <td data-label="State">
                      <StateBadge state={p.state} /> <TimeToBreach process={p} now={now} />
                      <SoonerElsewhere sooner={p.soonerElsewhere} now={now} link={paths.response} />
                    </td>
                    <td data-label="Last response">
                      {p.latestResponse ? when(p.latestResponse.respondedAt) : "—"}{" "}
                      {p.checkOverdue ? <OverdueBadge /> : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </article>
        ))}
      </div>
    </section>
  );
}

type ActivationView = ApiData<"get", "/bcpProcess/getAllActiveBcps">[number];

/** What deactivating one plan stops, named: the plan, the incident, its processes and their lead. */
function DeactivationConsequence({ activation: a, reason }: { activation: ActivationView; reason: string }) {
  const names = a.processes.map((p) => p.name);
  const shown = names.length > 4 ? [...names.slice(0, 4), `${names.length - 4} more`] : names;
  return (
    <>
      <p>
        {a.bcpNumber} · {a.bcpName} stops being active in the {a.incident.type.toLowerCase()}{" "}
        {a.incident.title ?? "without a title"}.{" "}
        {names.length
          ? `Its ${names.length === 1 ? "process" : `${names.length} processes`} (${shown.join(", ")}) ${names.length === 1 ? "leaves" : "leave"} Active BCPs: no more responses are asked of ${a.lead} and no more MAD warnings are sent.`
          : "It leaves Active BCPs."}{" "}
        The responses recorded so far stay in the incident's history.
      </p>
      <p className="mt-2">{reason ? `Reason: ${reason}` : "No reason given."}</p>
    </>
  );
}
