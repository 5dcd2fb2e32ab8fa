import { Form, Link } from "@remix-run/react";
import type { ActivatedProcessView } from "~/domains/activation/model";
import {
  countStates,
  PROCESS_STATE_COLOURS,
  PROCESS_STATES,
  type ProcessState,
  soonestPerProcess,
} from "~/domains/bcp/recovery-state";
import { toKm } from "~/domains/geo/distance";
import {
  actionOverdue,
  CHECKLIST_MESSAGES,
  INCIDENT_MESSAGES,
  RESPONSE_ACTION_STATUSES,
} from "~/domains/incidents/model";
import { OverdueBadge, SoonerElsewhere, StateBadge, TimeToBreach } from "~/features/activation/badges";
import type {
  AlertView,
  IncidentView,
  ProcessesView,
  ResponseActionView,
  TeamCandidate,
  TeamContactsView,
  TimelineEntry,
} from "~/features/incidents/answers";
import { MapView } from "~/features/map/map";
import { paths } from "~/paths";
import { formatDistance } from "~/shared/distance";
import { TEAM_ROLE_LABELS, TEAM_ROLES } from "~/shared/team-roles";
import { useDates } from "~/ui/dates";
import { EditVersion } from "~/ui/edit-version";
import { ErrorList, FormErrors } from "~/ui/forms";
import { StatusBadge } from "~/ui/status-badge";
import { type PersonChoice, PersonPicker } from "./person-picker";
import { ProcessSummary } from "./process-summary";
import { TeamContactsPanel } from "./team-contacts-panel";

/** A date in the company's format and time zone, "—" when there is none. */
function useWhen() {
  const dates = useDates();
  return (iso: string | null) => (iso ? dates.dateTime(iso) : "—");
}
type Fields = Record<string, string[]>;

export function DetailsTab({
  incident,
  mapSettings,
  timeline,
  teamCandidates,
  teamContacts,
  canManage,
}: {
  /** The team form's people, with phones and roles (empty for those who may not name the team). */
  teamCandidates: TeamCandidate[];
  /** The team's members without an account and whom to add (null for those who may not name the team). */
  teamContacts: TeamContactsView | null;
  /** Only those who may manage incidents are offered the team form (the API refuses the others). */
  canManage: boolean;
  incident: IncidentView;
  mapSettings: { tileUrl: string | null; attribution: string | null; outlineUrl: string } | null;
  timeline: TimelineEntry[];
}) {
  const when = useWhen();
  const rows: [string, string][] = [
    ["Type", incident.type],
    ["Hazard category", incident.hazardCategoryName ?? "—"],
    ["Hazard type", incident.hazardName ?? "—"],
    ["Impact", incident.impact ?? "—"],
    ["Status", incident.status],
    ["Status check cadence", incident.statusCheckCadence ?? "—"],
    ["Alert date", when(incident.alertDate)],
    [
      "Alert location",
      incident.locationName ?? (incident.lat != null ? `${incident.lat}, ${incident.long}` : "—"),
    ],
    ["Viewing radius", incident.viewRadius ? `${incident.viewRadius} ${incident.radiusUnit}` : "—"],
    ["Incident creator", incident.creatorName ?? "—"],
    ["Response coordinator", incident.responseCoordinatorName ?? "—"],
    ["Created on", when(incident.createdAt)],
    ["Updated on", when(incident.updatedAt)],
  ];
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div>
        {incident.description ? (
          <div
            className="rich-text mb-4 text-sm"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by sanitizeRichText before it was stored
            dangerouslySetInnerHTML={{ __html: incident.description }}
          />
        ) : null}
        <dl className="grid grid-cols-2 gap-2 text-sm">
          {rows.map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="text-gray-500">{k}</dt>
              <dd>{v}</dd>
            </div>
          ))}
        </dl>
        {canManage && !incident.isDraft && !incident.disabled ? (
          <TeamForm
            incident={incident}
            candidates={teamCandidates}
            others={teamContacts?.members.length ?? 0}
          />
        ) : null}
        {canManage && !incident.isDraft && !incident.disabled && teamContacts ? (
          <TeamContactsPanel incidentId={incident.id} data={teamContacts} />
        ) : null}
        <Timeline entries={timeline} />
      </div>
      <div>
        {mapSettings && incident.lat != null && incident.long != null ? (
          <MapView
            settings={mapSettings}
            center={{ lat: incident.lat, lng: incident.long }}
            radiusKm={incident.viewRadius ? toKm(incident.viewRadius, incident.radiusUnit) : null}
            markers={incident.locations.map((l, i) => ({
              id: `l${i}`,
              lat: l.lat,
              lng: l.lng,
              label: l.name,
              kind: "adhoc",
            }))}
            className="h-80"
          />
        ) : null}
      </div>
    </div>
  );
}

export function Timeline({ entries }: { entries: TimelineEntry[] }) {
  const when = useWhen();
  return (
    <div className="mt-6">
      <h2 className="mb-2 font-medium">Timeline</h2>
      <ol className="space-y-1 border-l border-gray-200 pl-4 text-sm" data-testid="timeline">
        {entries.map((e) => (
          <li key={e.id}>
            <span className="text-gray-500">{when(e.at)}</span> · {e.message}
            {e.actorName ? <span className="text-gray-500"> — {e.actorName}</span> : null}
          </li>
        ))}
      </ol>
    </div>
  );
}

/** An activated process's state on the incident page, keyed by its BCP process. */
export interface ProcessStateLine {
  processId: string;
  state: ProcessState;
  breachAt: string;
  checkOverdue: boolean;
  /** The same process in another incident's live activation, when it breaches sooner. */
  soonerElsewhere: ActivatedProcessView["soonerElsewhere"];
}

export function ProcessesTab({
  processes,
  editLink,
  states = [],
  now,
  analysisLink,
}: {
  processes: ProcessesView | null;
  states?: ProcessStateLine[];
  now?: string;
  /** Analysis of this incident, for those who may read it. */
  analysisLink?: string | null;
  /** Step 4 of the wizard for this incident, for those who may change it. */
  editLink?: string | null;
}) {
  const bcp = processes?.bcpProcesses ?? [];
  const adhoc = processes?.adhocProcesses.filter((p) => p.selected) ?? [];
  // A process activated twice shows its worst state on its soonest clock (state.ts soonestPerProcess).
  const byProcess = new Map(soonestPerProcess(states).map((line) => [line.processId, line]));
  const counts = countStates(states.map((s) => s.state));
  const edit = editLink ? (
    <Link to={editLink} className="btn-secondary no-underline">
      Add or change processes
    </Link>
  ) : null;
  if (bcp.length === 0 && adhoc.length === 0)
    return (
      <div className="space-y-3">
        <p className="text-gray-600">Data Not Found</p>
        {edit}
      </div>
    );
  return (
    <div className="space-y-3">
      <p className="text-sm text-gray-600">
        Plans impacted: {processes?.bcpIds.length ?? 0} · processes loaded:{" "}
        {bcp.filter((p) => p.selected).length + adhoc.length}
      </p>
      {states.length ? (
        <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="process-states">
          <span className="text-gray-600">Activated processes:</span>
          {PROCESS_STATES.filter((s) => counts[s]).map((s) => (
            <span
              key={s}
              className={`rounded px-2 py-0.5 text-xs font-medium ${PROCESS_STATE_COLOURS[s].badge}`}
            >
              {s}: {counts[s]}
            </span>
          ))}
          {analysisLink ? <Link to={analysisLink}>Analysis</Link> : null}
        </div>
      ) : null}
      <ul className="space-y-2 text-sm" aria-label="Impacted processes">
        {bcp.map((p) => (
          <li key={p.id} className="flex items-start justify-between gap-3 border-b border-gray-100 pb-2">
            <span className="min-w-0">
              <ProcessSummary process={p} byHand={p.byHand} />
              {/* Under the process, where a phone has room for it (the state column does not shrink). */}
              {now && byProcess.get(p.id) ? (
                <SoonerElsewhere
                  sooner={byProcess.get(p.id)!.soonerElsewhere}
                  now={now}
                  link={(incidentId) => paths.incident(incidentId, "processes")}
                />
              ) : null}
            </span>
            {byProcess.get(p.id) ? (
              <span className="flex shrink-0 flex-col items-end gap-1">
                <StateBadge state={byProcess.get(p.id)!.state} />
                {now ? <TimeToBreach process={byProcess.get(p.id)!} now={now} /> : null}
                {byProcess.get(p.id)!.checkOverdue ? <OverdueBadge /> : null}
              </span>
            ) : p.selected ? (
              <StatusBadge kind="loaded" colour="bg-sky-100 text-sky-800">
                Loaded
              </StatusBadge>
            ) : (
              <span className="text-xs text-gray-500">Not loaded</span>
            )}
          </li>
        ))}
        {adhoc.map((p) => (
          <li key={p.id}>Adhoc · {p.name}</li>
        ))}
      </ul>
      {edit}
    </div>
  );
}

export function ResponseTab({
  incidentId,
  actions,
  people,
  owner,
  timeline,
  canAdd = true,
  fields,
  failed,
  canRespond,
}: {
  incidentId: string;
  /** Add, update and comment are offered only to a role with incident.respond (UX review X3). */
  canRespond: boolean;
  actions: ResponseActionView[];
  /** The owner picker's people: the first 20 of its search, or the incident's likeliest owners (issue 37). */
  people: PersonChoice[];
  /** The owner picker's search (`ownerQ`) and the add form's fields sent back with it (a search without JS). */
  owner: { q: string; title: string; dueAt: string };
  /** Adding actions is for responders; an owner who responds on their own work only moves its status. */
  canAdd?: boolean;
  timeline: TimelineEntry[];
  fields?: Fields;
  /** A refused status change (e.g. changed by someone else meanwhile): shown on that action's form. */
  failed?: { actionId: string; status: string; error: string };
}) {
  const when = useWhen();
  const dates = useDates();
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="lg:col-span-2">
        {canRespond && canAdd ? (
          <Form
            method="post"
            className="mb-6 grid items-end gap-2 sm:grid-cols-2"
            aria-label="Add response action"
            data-reset-on-success
          >
            {/* The owner search is sent back to this page (GET): it keeps the incident. */}
            <input type="hidden" name="incident_id" value={incidentId} />
            <div className="sm:col-span-2">
              <input
                name="title"
                aria-label="Response action"
                placeholder="Response action"
                defaultValue={owner.title}
                className="input"
              />
              <ErrorList errors={fields?.title} />
            </div>
            <PersonPicker
              // A new picker after each action added (the form empties; the combobox keeps its own state).
              key={actions.length}
              incidentId={incidentId}
              name="ownerId"
              label="Owner"
              people={people}
              query={owner.q}
              queryName="ownerQ"
              errors={fields?.ownerId}
            />
            <input
              name="dueAt"
              type="datetime-local"
              aria-label="Due time"
              aria-describedby="due-zone"
              defaultValue={owner.dueAt}
              className="input"
            />
            <p id="due-zone" className="text-xs text-gray-500 sm:col-span-2">
              Due times are on the company's clock: {dates.zone}.
            </p>
            <button
              type="submit"
              name="intent"
              value="action"
              className="btn-primary sm:col-span-2 sm:justify-self-start"
            >
              Add response action
            </button>
          </Form>
        ) : null}
        {actions.length === 0 ? <p className="text-gray-600">Data Not Found</p> : null}
        <ul className="space-y-4">
          {actions.map((a) => (
            <li key={a.id} className="rounded-md border border-gray-200 p-3" data-testid="response-action">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <strong>{a.title}</strong>
                <span className="text-sm text-gray-600">
                  {a.ownerName ?? "No owner"} · due {when(a.dueAt)}{" "}
                  {actionOverdue(a, new Date()) ? (
                    <span className="rounded bg-red-100 px-2 py-0.5 text-xs font-medium text-red-800">
                      Overdue
                    </span>
                  ) : null}
                </span>
                {canRespond ? (
                  <Form method="post" className="flex flex-wrap gap-1">
                    {failed?.actionId === a.id ? (
                      <div className="basis-full">
                        <FormErrors errors={[failed.error]} />
                      </div>
                    ) : null}
                    <input type="hidden" name="actionId" value={a.id} />
                    <EditVersion value={a.editVersion} />
                    <select
                      name="status"
                      defaultValue={failed?.actionId === a.id ? failed.status : a.status}
                      aria-label={`Status of ${a.title}`}
                      className="input py-1"
                    >
                      {RESPONSE_ACTION_STATUSES.map((s) => (
                        <option key={s}>{s}</option>
                      ))}
                    </select>
                    <button type="submit" name="intent" value="action_status" className="btn-secondary py-1">
                      Update
                    </button>
                  </Form>
                ) : (
                  <span className="text-sm">{a.status}</span>
                )}
              </div>
              <ul className="mt-2 space-y-1 text-sm">
                {a.comments.map((c) => (
                  <li key={c.id}>
                    <span className="text-gray-500">{c.authorName}:</span> {c.displayText}
                  </li>
                ))}
              </ul>
              {canRespond ? (
                <Form method="post" className="mt-2 flex flex-wrap gap-2">
                  <input type="hidden" name="actionId" value={a.id} />
                  <input
                    name="text"
                    aria-label={`Comment on ${a.title}`}
                    placeholder="Comment"
                    className="input basis-full sm:basis-0 sm:flex-1"
                  />
                  <input
                    name="mention"
                    aria-label="Mention"
                    placeholder="@Name or email"
                    autoComplete="off"
                    maxLength={200}
                    className="input min-w-0 flex-1 sm:w-48 sm:flex-none"
                  />
                  <button type="submit" name="intent" value="comment" className="btn-secondary">
                    Comment
                  </button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
      <Timeline entries={timeline} />
    </div>
  );
}

/** `canMerge`: merging an alert is offered only to a role with alert.manage (UX review X3). */
export function AlertsTab({
  merged,
  openAlerts,
  canMerge,
}: {
  merged: AlertView[];
  openAlerts: AlertView[];
  canMerge: boolean;
}) {
  const when = useWhen();
  return (
    <div>
      {merged.length === 0 ? <p className="mb-4 text-gray-600">Data Not Found</p> : null}
      <ul className="mb-6 space-y-1 text-sm">
        {merged.map((a) => (
          <li key={a.id}>
            <strong>{a.title}</strong> · {a.source} · {when(a.alertDate)}
          </li>
        ))}
      </ul>
      {canMerge && openAlerts.length ? (
        <Form method="post" className="flex gap-2" aria-label="Merge an alert">
          <select name="alertId" aria-label="Open alert" className="input">
            {openAlerts.map((a) => (
              <option key={a.id} value={a.id}>
                {a.title}
              </option>
            ))}
          </select>
          <button type="submit" name="intent" value="merge" className="btn-secondary">
            Merge alert
          </button>
        </Form>
      ) : null}
    </div>
  );
}

/**
 * The response team (who gets status check reminders and "Response team" messages) and the response coordinator:
 * one row per person with their phone and a Leader / Leader Backup / Member role. While the team is empty, the BRT
 * roster roles of the impacted plans are suggested (issue 32 item 5). Plain selects: works without JavaScript.
 */
function TeamForm({
  incident,
  candidates,
  others,
}: {
  incident: IncidentView;
  candidates: TeamCandidate[];
  /** Members without an account (People register, BRT rosters): the team is not empty with them. */
  others: number;
}) {
  const empty = incident.team.length === 0 && others === 0;
  const suggested = empty && candidates.some((c) => c.roster);
  return (
    <Form method="post" className="mt-6" aria-label="Response team" id="response-team">
      <h2 className="mb-2 font-medium">Response team</h2>
      {incident.responseCoordinatorName ? null : (
        <p role="status" className="mb-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm">
          {INCIDENT_MESSAGES.chooseCoordinator}
        </p>
      )}
      {empty ? (
        <p role="status" className="mb-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm">
          {CHECKLIST_MESSAGES.emptyTeam}
          {suggested ? ` ${TEAM_FORM_TEXT.suggested}` : ""}
        </p>
      ) : null}
      <label htmlFor="responseCoordinatorId" className="label">
        Response coordinator
      </label>
      <select
        id="responseCoordinatorId"
        name="responseCoordinatorId"
        className="input mb-3 sm:w-80"
        defaultValue={incident.responseCoordinatorId ?? ""}
      >
        <option value="">—</option>
        {candidates.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </select>
      <fieldset>
        <legend className="label">Team members</legend>
        <ul className="max-h-96 divide-y divide-gray-100 overflow-y-auto rounded-md border border-gray-200">
          {candidates.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-2 py-1.5 text-sm">
              <label htmlFor={`role-${p.id}`} className="min-w-0 flex-1 basis-40">
                {p.name}
                {p.roster ? (
                  <span className="block text-xs text-gray-500">
                    {TEAM_ROLE_LABELS[p.roster.role]}, BRT of {p.roster.plan}
                  </span>
                ) : null}
              </label>
              <span className="basis-32 text-gray-600">
                {p.phone ? (
                  <a href={`tel:${p.phone.replace(/[^\d+]/g, "")}`}>{p.phone}</a>
                ) : (
                  TEAM_FORM_TEXT.noPhone
                )}
              </span>
              <select
                id={`role-${p.id}`}
                name={`role:${p.id}`}
                className="input w-40"
                defaultValue={p.role ?? (empty ? (p.roster?.role ?? "") : "")}
              >
                <option value="">{TEAM_FORM_TEXT.notOnTeam}</option>
                {TEAM_ROLES.map((r) => (
                  <option key={r} value={r}>
                    {TEAM_ROLE_LABELS[r]}
                  </option>
                ))}
              </select>
            </li>
          ))}
        </ul>
      </fieldset>
      <button type="submit" name="intent" value="team" className="btn-secondary mt-2">
        Save team
      </button>
    </Form>
  );
}

/** The team form's own words. */
const TEAM_FORM_TEXT = {
  notOnTeam: "Not on the team",
  noPhone: "No phone number",
  suggested: "The roles from the impacted plans' BRT rosters are filled in: check them and save.",
} as const;
