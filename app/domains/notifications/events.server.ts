import { and, eq, inArray } from "drizzle-orm";
import type { ApiDeps } from "~/api/context.server";
import { users } from "~/domains/companies/users-schema.server";
import { paths } from "~/paths";
import { enqueueMessages } from "~/platform/messages/outbox.server";
import { linkEmail } from "~/platform/messages/templates.server";
import { displayName } from "~/shared/names";
import { safeRedirect } from "~/shared/redirect";
import { type EmailKind, NOTIFICATION_EMAIL_KIND, type NotificationType } from "./model";
import { notify } from "./notify.server";
import { acceptingEmail } from "./preferences.server";

/**
 * Domain events → in-app notification (always) + email (for the kinds users can turn off).
 * Producers (BCP, users, incidents, activation) call the helper for their event; see docs/conventions.md.
 * `deps.db` should be the caller's transaction: the notification rows and the queued emails then commit or roll
 * back with the change that caused them (the outbox worker sends the emails after the commit).
 */

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!,
  );

export interface EventEmail {
  kind: EmailKind;
  subject: string;
  lines: string[];
  actionLabel: string;
}

/** Who an event is for: these users of this company. */
type EventRecipients = Pick<EventInput, "companyId" | "userIds">;

export interface EventInput {
  companyId: string;
  userIds: string[];
  type: NotificationType;
  /** HTML (sanitised before storing). */
  message: string;
  /** In-app path of the subject; anything that is not a local path falls back to /notifications. */
  link: string;
  email?: EventEmail;
  extra?: Record<string, unknown>;
}

/** Notifies and, when `email` is given, emails every recipient of the company who has not turned that kind off. */
export async function notifyAndEmail(deps: ApiDeps, input: EventInput) {
  const link = safeRedirect(input.link, paths.notifications);
  const recipients = await notify(deps.db, {
    companyId: input.companyId,
    userIds: input.userIds,
    type: input.type,
    info: { ...input.extra, message: input.message, link },
  });
  // The type decides which preference applies (and whether it may email at all), not the producer.
  const kind = NOTIFICATION_EMAIL_KIND[input.type];
  if (!input.email || !kind || recipients.length === 0)
    return { notified: recipients, emailed: [] as string[] };
  const emailed = await emailEvent(deps, {
    companyId: input.companyId,
    userIds: recipients,
    link,
    email: { ...input.email, kind },
  });
  return { notified: recipients, emailed };
}

/**
 * The email half of an event, for a producer that records the in-app notification itself (a claimed job): queues
 * one email to each recipient who accepts this kind, in `deps.db` (the caller's transaction). Answers who.
 */
export async function emailEvent(
  deps: Pick<ApiDeps, "db" | "appUrl" | "now">,
  input: EventRecipients & {
    link: string;
    email: EventEmail;
  },
) {
  const { email } = input;
  const link = safeRedirect(input.link, paths.notifications);
  if (input.userIds.length === 0) return [];
  const accepting = await acceptingEmail(deps.db, input.userIds, email.kind);
  if (accepting.size === 0) return [];
  const rows = await deps.db
    .select()
    .from(users)
    .where(
      and(eq(users.companyId, input.companyId), eq(users.disabled, false), inArray(users.id, [...accepting])),
    );
  const url = `${deps.appUrl.replace(/\/$/, "")}${link}`;
  await enqueueMessages(
    deps.db,
    rows.map((user) => ({
      to: user.email,
      companyId: input.companyId,
      recipientUserId: user.id,
      purpose: `notification.${email.kind}`,
      subject: email.subject,
      ...linkEmail({
        greeting: `Hello ${displayName(user)},`,
        lines: email.lines,
        actionLabel: email.actionLabel,
        url,
      }),
    })),
    deps.now(),
  );
  return rows.map((r) => r.id);
}

export const bold = (value: string) => `<strong>${escapeHtml(value)}</strong>`;

/** A plan (or one of its sections) awaits approval: BCP_Approve to each approver, plus an email. */
export function notifyApprovalRequest(
  deps: ApiDeps,
  input: {
    companyId: string;
    approverIds: string[];
    /** e.g. "Payroll BCP" or "Payroll BCP — BIA" */
    subjectName: string;
    link: string;
    requestedBy?: string;
  },
) {
  const who = input.requestedBy ? `${input.requestedBy} asks for` : "Awaiting";
  return notifyAndEmail(deps, {
    companyId: input.companyId,
    userIds: input.approverIds,
    type: "BCP_Approve",
    message: `<p>${
      input.requestedBy ? `${bold(input.requestedBy)} asks for your approval of` : "Awaiting your approval:"
    } ${bold(input.subjectName)}</p>`,
    link: input.link,
    extra: { approval: "request" },
    email: {
      kind: "approvals",
      subject: `Approval requested: ${input.subjectName}`,
      lines: [`${who} your approval of ${input.subjectName}.`, "You can approve or reject it in Keel."],
      actionLabel: "Review and decide",
    },
  });
}

/** An approver decided: BCP_Approve to the plan's owner and lead, plus an email. */
export function notifyApprovalDecision(
  deps: ApiDeps,
  input: EventRecipients & {
    subjectName: string;
    decision: "approved" | "rejected";
    link: string;
    decidedBy?: string;
    comment?: string;
  },
) {
  const by = input.decidedBy ? ` by ${input.decidedBy}` : "";
  const verb = input.decision === "approved" ? "approved" : "rejected";
  return notifyAndEmail(deps, {
    companyId: input.companyId,
    userIds: input.userIds,
    type: "BCP_Approve",
    message: `<p>${bold(input.subjectName)} was ${verb}${escapeHtml(by)}.</p>${
      input.comment ? `<p>${escapeHtml(input.comment)}</p>` : ""
    }`,
    link: input.link,
    extra: { approval: input.decision },
    email: {
      kind: "approvals",
      subject: `${input.subjectName} was ${verb}`,
      lines: [
        `${input.subjectName} was ${verb}${by}.`,
        ...(input.comment ? [`Comment: ${input.comment}`] : []),
      ],
      actionLabel: "Open it in Keel",
    },
  });
}

/** A plan was activated for these users (its team): BCP_ACTIVATED plus an email. */
export function notifyPlanActivated(
  deps: ApiDeps,
  input: EventRecipients & {
    planName: string;
    link: string;
    incidentName?: string;
    /** Marks the subject and the first words (an exercise's activation says so before anything else). */
    mark?: (text: string) => string;
  },
) {
  const cause = input.incidentName ? ` for ${input.incidentName}` : "";
  const mark = input.mark ?? ((text: string) => text);
  return notifyAndEmail(deps, {
    companyId: input.companyId,
    userIds: input.userIds,
    type: "BCP_ACTIVATED",
    message: `<p>${mark(`${bold(input.planName)} was activated${escapeHtml(cause)}. Your response is needed.`)}</p>`,
    link: input.link,
    email: {
      kind: "activations",
      subject: mark(`Plan activated: ${input.planName}`),
      lines: [mark(`${input.planName} was activated${cause}.`), "Please record your response in Keel."],
      actionLabel: "Respond",
    },
  });
}

/** A status check is due: STATUS_CHECK plus an email. */
export function notifyStatusCheckReminder(
  deps: ApiDeps,
  input: EventRecipients & {
    subjectName: string;
    link: string;
  },
) {
  return notifyAndEmail(deps, {
    companyId: input.companyId,
    userIds: input.userIds,
    type: "STATUS_CHECK",
    message: `<p>A status check is due for ${bold(input.subjectName)}.</p>`,
    link: input.link,
    email: {
      kind: "reminders",
      subject: `Status check due: ${input.subjectName}`,
      lines: [`A status check is due for ${input.subjectName}.`],
      actionLabel: "Give the status",
    },
  });
}

/** Something was assigned to these users: ASSIGNMENT plus an email. */
export function notifyAssignment(
  deps: ApiDeps,
  input: EventRecipients & {
    subjectName: string;
    link: string;
    assignedBy?: string;
  },
) {
  const by = input.assignedBy ? ` by ${input.assignedBy}` : "";
  return notifyAndEmail(deps, {
    companyId: input.companyId,
    userIds: input.userIds,
    type: "ASSIGNMENT",
    message: `<p>${bold(input.subjectName)} was assigned to you${escapeHtml(by)}.</p>`,
    link: input.link,
    email: {
      kind: "assignments",
      subject: `Assigned to you: ${input.subjectName}`,
      lines: [`${input.subjectName} was assigned to you${by}.`],
      actionLabel: "Open it in Keel",
    },
  });
}

/** An incident impacts these users' plans or sites: INCIDENT_IMPACT, in-app only. */
export function notifyIncidentImpact(
  deps: ApiDeps,
  input: EventRecipients & {
    incidentName: string;
    link: string;
    impact?: string;
  },
) {
  const impact = input.impact ? ` (impact: ${input.impact})` : "";
  return notifyAndEmail(deps, {
    companyId: input.companyId,
    userIds: input.userIds,
    type: "INCIDENT_IMPACT",
    message: `<p>The incident ${bold(
      input.incidentName,
    )} impacts your plans or sites${escapeHtml(impact)}.</p>`,
    link: input.link,
  });
}

/** A user account was disabled: USER_DISABLED to the administrators given, in-app only. */
export function notifyUserDisabled(
  deps: ApiDeps,
  input: EventRecipients & {
    disabledUserName: string;
    link?: string;
  },
) {
  return notifyAndEmail(deps, {
    companyId: input.companyId,
    userIds: input.userIds,
    type: "USER_DISABLED",
    message: `<p>The user ${bold(input.disabledUserName)} was disabled.</p>`,
    link: input.link ?? paths.users,
  });
}
