import { Link } from "@remix-run/react";
import { AFTER_ACTION_LABELS, INJECT_LABELS } from "~/domains/exercises/model";
import {
  CLOSED_STATUSES,
  canEscalate,
  type DetailTab,
  INCIDENT_STATUS_COLOURS,
  ROW_ACTIONS,
} from "~/domains/incidents/model";
import { STATUS_PAGE_TITLE } from "~/domains/incidents/status-page";
import type { IncidentView } from "~/features/incidents/answers";
import { Star } from "~/features/incidents/incident-table";
import { paths } from "~/paths";
import { StatusBadge } from "~/ui/status-badge";

/**
 * The incident page's header: its star and status, and the actions the reader may take, each shown only to
 * those who may use it (UX review X3). `activateLeads`: Activate BCPs is the primary action only while
 * activating is the next step of the response.
 */
export function IncidentActions({
  incident,
  tab,
  canManage,
  mayEscalate,
  canActivate,
  canAnalyse,
  activateLeads,
}: {
  incident: IncidentView;
  tab: DetailTab;
  canManage: boolean;
  /** The permission policy's incident.escalate for the reader (canEscalate says whether the incident may be). */
  mayEscalate: boolean;
  canActivate: boolean;
  canAnalyse: boolean;
  activateLeads: boolean;
}) {
  return (
    <>
      <Star row={{ id: incident.id, favourite: incident.favourite, name: incident.title }} />
      <StatusBadge kind="incident-status" colour={INCIDENT_STATUS_COLOURS[incident.status]}>
        {incident.status}
      </StatusBadge>
      {canManage ? (
        <Link
          to={paths.wizardStep(
            incident.type,
            incident.isDraft ? incident.currentTab : "general_info",
            incident.id,
          )}
          className="btn-secondary"
        >
          {ROW_ACTIONS.edit}
        </Link>
      ) : null}
      {canActivate ? (
        // Primary only while activating is the next step (or without a checklist): once a plan is active
        // the checklist's next step leads (UX review A-2).
        <Link to={paths.response(incident.id)} className={activateLeads ? "btn-primary" : "btn-secondary"}>
          {ROW_ACTIONS.activate}
        </Link>
      ) : null}
      {!incident.isDraft ? (
        <Link to={paths.incidentMessages(incident.id)} className="btn-secondary">
          Messages
        </Link>
      ) : null}
      {/* The status page's settings are a page of their own: the responders' link and the public switch. */}
      {canManage && !incident.isDraft ? (
        <Link to={paths.incidentStatusPage(incident.id)} className="btn-secondary">
          {STATUS_PAGE_TITLE}
        </Link>
      ) : null}
      {canAnalyse && !incident.isDraft ? (
        <Link to={paths.analysis(incident.id)} className="btn-secondary">
          Analysis
        </Link>
      ) : null}
      {/* An exercise's timed injects: scheduled by its owner, posted to the timeline when due (issue 35). */}
      {incident.exerciseType && !incident.isDraft ? (
        <Link to={paths.exerciseInjects(incident.id)} className="btn-secondary">
          {INJECT_LABELS.open}
        </Link>
      ) : null}
      {/* Every closed incident, crisis or exercise offers its after-action review (issue 35). */}
      {CLOSED_STATUSES.includes(incident.status) && !incident.isDraft ? (
        <Link to={paths.afterAction(incident.id)} className="btn-secondary">
          {AFTER_ACTION_LABELS.title}
        </Link>
      ) : null}
      {canManage && !incident.isDraft && !incident.disabled ? (
        <>
          {/* A Completed or Cancelled incident is over: it is not escalated. */}
          {mayEscalate && canEscalate(incident) ? (
            <Link to={`${paths.incident(incident.id, tab)}&confirm=escalate`} className="btn-secondary">
              {ROW_ACTIONS.escalate}
            </Link>
          ) : null}
          <Link to={`${paths.incident(incident.id, tab)}&confirm=disable`} className="btn-secondary">
            {ROW_ACTIONS.disable}
          </Link>
        </>
      ) : null}
    </>
  );
}
