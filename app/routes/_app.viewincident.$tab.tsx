import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { CLOSED_STATUSES, DETAIL_TABS, detailTabLabel, INCIDENT_MESSAGES } from "~/domains/incidents/model";
import { SERVICE_LABELS } from "~/domains/resilience/model";
import { AssetsPeopleTab } from "~/features/incidents/accounting-tab";
import { CONFIRM_TEXT, ConfirmPanel } from "~/features/incidents/confirm";
import { detailAction, detailLoader } from "~/features/incidents/detail.server";
import { AlertsTab, DetailsTab, ProcessesTab, ResponseTab } from "~/features/incidents/detail-tabs";
import { ExerciseBanner, exercisePageTitle } from "~/features/incidents/exercise-banner";
import { IncidentGlance } from "~/features/incidents/glance";
import { IncidentActions } from "~/features/incidents/header-actions";
import { HelpPanel } from "~/features/incidents/help-panel";
import { ResponseChecklist } from "~/features/incidents/response-checklist";
import { AssociatedPlansPanel } from "~/features/management-plans/associated-plans";
import { mapLinks } from "~/features/map/styles";
import { ReportingPanel } from "~/features/reporting/reporting-panel";
import { ServiceClocks } from "~/features/resilience/service-clocks";
import { paths } from "~/paths";
import { incidentTitle } from "~/shared/names";
import { Confirm } from "~/ui/confirm";
import { FormErrors } from "~/ui/forms";
import { PageHeader } from "~/ui/page";

// The map (location, impacted sites) needs Leaflet's stylesheet.
export const links: LinksFunction = () => mapLinks();

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${exercisePageTitle(data?.incident.title ?? "Incident", data?.incident.exerciseType)} · Keel` },
];

export const loader = ({ request, params, context }: LoaderFunctionArgs) =>
  detailLoader({ request, context }, params.tab);
export const action = ({ request, params, context }: ActionFunctionArgs) =>
  detailAction({ request, context }, params.tab);

export default function IncidentDetail() {
  const data = useLoaderData<typeof loader>() as Awaited<ReturnType<typeof detailLoader>> &
    Record<string, never>;
  const result = useActionData<typeof action>() as
    | { error?: string; fields?: Record<string, string[]>; actionId?: string; status?: string }
    | undefined;
  // A refused response action change shows on that action's form, not at the top.
  const failedAction =
    result?.error && result.actionId
      ? { actionId: result.actionId, status: result.status ?? "", error: result.error }
      : undefined;
  const [params] = useSearchParams();
  const { incident, tab } = data;
  const confirm = params.get("confirm") as "disable" | "escalate" | null;
  // Completed or Cancelled, chosen in Change status: asked first (UX review A-9).
  const closing = CLOSED_STATUSES.find(
    (s) => s === params.get("status") && incident.statusChoices?.includes(s),
  );
  return (
    <section>
      <ExerciseBanner exerciseType={incident.exerciseType} />
      <PageHeader
        title={incidentTitle(incident.title, incident.type)}
        actions={
          <IncidentActions
            incident={incident}
            tab={tab}
            canManage={data.canManage}
            mayEscalate={data.canEscalate}
            canActivate={data.canActivate}
            canAnalyse={data.canAnalyse}
            activateLeads={!data.checklist || data.checklist.next === "activate"}
          />
        }
      >
        {incident.type}
        {incident.exerciseType ? ` · ${incident.exerciseType} exercise` : ""}
        {incident.disabled ? " · Disabled" : ""}
        {incident.isDraft ? " · Draft" : ""}
      </PageHeader>
      {/* Asked only of those who may do it (a typed ?confirm= link offers nothing to others). */}
      {confirm && CONFIRM_TEXT[confirm] && (confirm === "escalate" ? data.canEscalate : data.canManage) ? (
        <ConfirmPanel
          id={incident.id}
          intent={confirm}
          {...CONFIRM_TEXT[confirm]}
          cancelHref={paths.incident(incident.id, tab)}
        />
      ) : null}
      {params.get("confirm") === "close" && closing ? (
        <Confirm
          title={INCIDENT_MESSAGES.closeTitle(closing)}
          confirmLabel={INCIDENT_MESSAGES.closeTitle(closing)}
          cancelHref={paths.incident(incident.id, tab)}
          fields={{ intent: "status", status: closing, confirmed: "yes" }}
        >
          <p>{INCIDENT_MESSAGES.closeConfirm(incident.type, closing)}</p>
          {data.activePlans.length > 0 ? (
            <div className="mt-2" data-testid="close-stands-down">
              <p>{INCIDENT_MESSAGES.closeStandsDown(data.activePlans.length)}</p>
              <ul className="list-disc pl-5">
                {data.activePlans.map((plan) => (
                  <li key={plan}>{plan}</li>
                ))}
              </ul>
            </div>
          ) : null}
        </Confirm>
      ) : null}
      <HelpPanel requests={data.helpRequests ?? []} canCallBack={data.canAccount} />
      {data.checklist ? <ResponseChecklist checklist={data.checklist} incidentId={incident.id} /> : null}
      <IncidentGlance
        incidentId={incident.id}
        urgent={data.urgent}
        answered={data.answered}
        closed={CLOSED_STATUSES.includes(incident.status)}
        now={data.now}
      />
      <FormErrors
        errors={
          result?.error && !failedAction && !result.fields?.planId && !result.fields?.planIds
            ? [result.error]
            : null
        }
      />
      {data.canManage && incident.statusChoices && incident.statusChoices.length > 1 && !incident.disabled ? (
        <Form method="post" className="mb-4 flex items-center gap-2 text-sm">
          <label htmlFor="status">Change status</label>
          <select id="status" name="status" defaultValue={incident.status} className="input w-48">
            {incident.statusChoices.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
          <button type="submit" name="intent" value="status" className="btn-secondary">
            Update
          </button>
        </Form>
      ) : null}
      {data.serviceClocks?.length ? (
        <section aria-labelledby="service-clocks" className="card mb-4">
          <h2 id="service-clocks" className="text-lg font-semibold">
            {SERVICE_LABELS.register} hit
          </h2>
          <ServiceClocks clocks={data.serviceClocks} now={data.now} />
        </section>
      ) : null}
      {data.reporting ? (
        <ReportingPanel
          incidentId={incident.id}
          view={data.reporting}
          now={data.now}
          alertDate={incident.alertDate}
          actionData={result}
        />
      ) : null}
      <nav aria-label="Incident tabs" className="mb-4 flex flex-wrap gap-1 border-b border-gray-200">
        {DETAIL_TABS.map((t) => (
          <Link
            key={t}
            to={paths.incident(incident.id, t)}
            aria-current={t === tab ? "page" : undefined}
            className={`px-3 py-2 text-sm font-medium ${t === tab ? "border-b-2 border-primary-600 text-primary-700" : "text-gray-600"}`}
          >
            {detailTabLabel(t, incident.type)}
          </Link>
        ))}
      </nav>
      <div className="card">
        {tab === "details" ? (
          <DetailsTab
            incident={incident}
            mapSettings={data.mapSettings ?? null}
            timeline={data.timeline ?? []}
            teamCandidates={data.teamCandidates ?? []}
            teamContacts={data.teamContacts ?? null}
            canManage={data.canManage}
          />
        ) : null}
        {tab === "load_asset_people" ? (
          <AssetsPeopleTab
            impact={data.impact ?? null}
            answered={data.answered ?? null}
            canAccount={data.canAccount}
          />
        ) : null}
        {tab === "associated_imps" && data.associatedPlans ? (
          <AssociatedPlansPanel {...data.associatedPlans} intent="associatePlans" />
        ) : null}
        {tab === "processes" ? (
          <ProcessesTab
            processes={data.processes ?? null}
            states={data.processStates ?? []}
            now={data.now}
            analysisLink={data.canAnalyse && !incident.isDraft ? paths.analysis(incident.id) : null}
            editLink={data.canManage ? paths.wizardStep(incident.type, "load_processes", incident.id) : null}
          />
        ) : null}
        {tab === "response_actions" ? (
          <ResponseTab
            incidentId={incident.id}
            actions={data.actions ?? []}
            people={data.people ?? []}
            owner={data.owner ?? { q: "", title: "", dueAt: "" }}
            timeline={data.timeline ?? []}
            canAdd={data.canAddActions}
            fields={result?.fields}
            failed={failedAction}
            canRespond={data.canRespond}
          />
        ) : null}
        {tab === "merged_alerts" ? (
          <AlertsTab merged={data.merged ?? []} openAlerts={data.openAlerts ?? []} canMerge={data.canMerge} />
        ) : null}
      </div>
    </section>
  );
}
