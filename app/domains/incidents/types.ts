import type { AccountingCounts, PersonState, SiteStatus } from "~/domains/assets/accounting";
import type { ImpactedProcess } from "~/domains/bcp/site-links";
import type {
  DetailTab,
  IncidentImpact,
  IncidentStatus,
  IncidentType,
  ResponseActionStatus,
  StatusCheckCadence,
  WizardStep,
} from "./labels";

/** The shapes the incident API answers, as the screens read them (dates arrive as ISO strings). */
export interface IncidentView {
  id: string;
  type: IncidentType;
  userId: string;
  hazardCategoryId: string | null;
  hazardId: string | null;
  hazardCategoryName: string | null;
  hazardName: string | null;
  title: string | null;
  description: string | null;
  impact: IncidentImpact | null;
  status: IncidentStatus;
  viewRadius: number | null;
  radiusUnit: "km" | "miles";
  locationName: string | null;
  lat: number | null;
  long: number | null;
  locations: { name: string; lat: number; lng: number }[];
  alertDate: string | null;
  statusCheckCadence: StatusCheckCadence | null;
  notifyBCPLeads: boolean;
  notifyBusinessCoordinator: boolean;
  isDraft: boolean;
  currentTab: WizardStep;
  bcpProcessIds: string[];
  adhocProcessIds: string[];
  disabled: boolean;
  escalatedAt: string | null;
  createdAt: string;
  updatedAt: string;
  creatorName: string | null;
  responseCoordinatorName: string | null;
  team: { userId: string; role: string; name: string }[];
  favourite: boolean;
  isRead: boolean;
  statusChoices: IncidentStatus[] | null;
}

export interface IncidentListRow {
  id: string;
  type: IncidentType;
  createdOn: string;
  bcpCount: number;
  incidentLocations: string[];
  responseCoordinator: string | null;
  hazardType: string | null;
  name: string | null;
  impact: IncidentImpact | null;
  status: IncidentStatus;
  incidentCreator: string | null;
  updatedOn: string;
  disabled: boolean;
  favourite: boolean;
  isRead: boolean;
}

/** One recorded action on an impacted person or site (GET /impactedAsset, /incident/{id}/impact). */
export interface AccountingEntry {
  id: string;
  action: string;
  label: string;
  note: string | null;
  byName: string | null;
  viaLink: boolean;
  createdAt: string;
}

/** An impacted row's accounting: its current status (who, when) and every action recorded, newest first. */
interface Accounted<S extends string> {
  status: S | null;
  statusLabel: string;
  statusBy: string | null;
  statusAt: string | null;
  lastAction: { action: string; note: string | null } | null;
  history: AccountingEntry[];
}

export interface ImpactView {
  assets: ({
    id: string;
    distanceKm: number | null;
    asset: { id: string; name: string; type: string; city: string | null; lat: number; lng: number };
  } & Accounted<SiteStatus>)[];
  people: ({
    id: string;
    distanceKm: number | null;
    person: { id: string; name: string; type: string; email: string | null; mobile: string | null };
  } & Accounted<PersonState>)[];
  counts: AccountingCounts;
}

export interface ProcessesView {
  /** Delivered at the impacted sites, then added by hand (byHand); selected = loaded on the incident. */
  bcpProcesses: (ImpactedProcess & { selected: boolean; byHand: boolean })[];
  adhocProcesses: { id: string; name: string; selected: boolean }[];
  bcpIds: string[];
}

export interface ResponseActionView {
  id: string;
  title: string;
  ownerName: string | null;
  dueAt: string | null;
  status: ResponseActionStatus;
  /** Sent back as If-Match when changing the action (a stale change is refused). */
  editVersion: number;
  comments: { id: string; displayText: string; authorName: string; createdAt: string }[];
}

export interface TimelineEntry {
  id: string;
  kind: string;
  message: string;
  at: string;
  actorName: string | null;
}

export interface AlertView {
  id: string;
  title: string;
  description: string | null;
  source: string;
  severity: IncidentImpact | null;
  alertDate: string;
  status: string;
  incidentId: string | null;
}

export type { DetailTab };
