import { randomUUID } from "node:crypto";
import { and, arrayContains, eq } from "drizzle-orm";
import {
  CLOSED_STATUSES,
  type ExerciseType,
  type IncidentStatus,
  markExercise,
} from "~/domains/incidents/model";
import { incidents } from "~/domains/incidents/schema.server";
import { paths } from "~/paths";
import type { Db, Tx } from "~/platform/db/client.server";
import { enqueueMessages, type OutgoingMessage } from "~/platform/messages/outbox.server";
import { CHAT_PURPOSE, WEBHOOK_LIMITS, WEBHOOK_PURPOSE_PREFIX, type WebhookEvent } from "./model";
import { chatChannels, webhooks } from "./schema.server";

type Scalar = string | number | boolean | null;

export interface OutboundEvent {
  companyId: string;
  event: WebhookEvent;
  /** The incident it happened in: its id, title, type, status and whether it is an exercise go with it. */
  incidentId?: string | null;
  at: Date;
  /** The event's own facts: flat, short values (texts are cut to fit the payload bound). */
  data?: Record<string, Scalar>;
}

const TEXT_MAX = 300;
const cut = (v: Scalar) =>
  typeof v === "string" && v.length > TEXT_MAX ? `${v.slice(0, TEXT_MAX - 1)}…` : v;

/**
 * Queues the same post once for each target (a webhook or a chat channel, by id) in the caller's transaction;
 * answers how many it queued.
 */
async function enqueueToEach(
  tx: Db | Tx,
  channel: "webhook" | "chat",
  targets: { id: string }[],
  at: Date,
  post: Omit<OutgoingMessage, "channel" | "to">,
) {
  await enqueueMessages(
    tx,
    targets.map((t) => ({ channel, to: t.id, ...post })),
    at,
  );
  return targets.length;
}

/**
 * Writes one delivery of the event to the outbox for each of the company's enabled webhooks that subscribed to it,
 * in the caller's transaction: the deliveries exist exactly when the change that caused them commits (no event
 * lost, none sent for a rolled-back change). An exercise's event carries `exercise: true`. Nothing is read beyond
 * the webhooks when none listens.
 */
export async function emitWebhookEvent(tx: Db | Tx, input: OutboundEvent) {
  const targets = await tx
    .select({ id: webhooks.id })
    .from(webhooks)
    .where(
      and(
        eq(webhooks.companyId, input.companyId),
        eq(webhooks.enabled, true),
        arrayContains(webhooks.events, [input.event]),
      ),
    );
  if (targets.length === 0) return 0;
  let incident: Record<string, Scalar> | null = null;
  let exercise = false;
  if (input.incidentId) {
    const [row] = await tx
      .select({
        id: incidents.id,
        title: incidents.title,
        type: incidents.type,
        status: incidents.status,
        exerciseType: incidents.exerciseType,
      })
      .from(incidents)
      .where(and(eq(incidents.id, input.incidentId), eq(incidents.companyId, input.companyId)));
    if (row) {
      exercise = row.exerciseType !== null;
      incident = {
        id: row.id,
        title: cut(row.title ?? ""),
        type: row.type,
        status: row.status,
        exerciseType: row.exerciseType,
        path: paths.incident(row.id),
      };
    }
  }
  const data = Object.fromEntries(Object.entries(input.data ?? {}).map(([k, v]) => [k, cut(v)]));
  const body = JSON.stringify({
    id: randomUUID(),
    event: input.event,
    occurredAt: input.at.toISOString(),
    companyId: input.companyId,
    exercise,
    incident,
    data,
  });
  // The bound holds by construction (a few short fields); this keeps it if a caller ever passes many.
  const text =
    Buffer.byteLength(body) <= WEBHOOK_LIMITS.payloadBytes
      ? body
      : JSON.stringify({ ...JSON.parse(body), data: {}, truncated: true });
  return enqueueToEach(tx, "webhook", targets, input.at, {
    companyId: input.companyId,
    incidentId: input.incidentId ?? null,
    subject: input.event,
    text,
    purpose: `${WEBHOOK_PURPOSE_PREFIX}${input.event}`,
  });
}

/**
 * The webhook event an incident timeline entry is, if any (records.server.ts hands every entry here, so each
 * place that records one also publishes it): created, escalated, closed, a plan activated, a tolerance breached.
 */
export function eventOfTimeline(kind: string, changes?: Record<string, unknown>): WebhookEvent | null {
  if (kind === "created") return "incident.created";
  if (kind === "escalated") return "incident.escalated";
  if (kind === "bcp_activated") return "plan.activated";
  if (kind === "service_tolerance_breached") return "tolerance.breached";
  if (kind === "status") {
    const to = (changes?.to ?? changes?.status) as IncidentStatus | undefined;
    if (to && CLOSED_STATUSES.includes(to)) return "incident.closed";
  }
  return null;
}

/** The facts of a timeline entry worth sending: its summary (cut short), ids and states. */
export function timelineData(kind: string, message: string, changes?: Record<string, unknown>) {
  const data: Record<string, Scalar> = { summary: message };
  for (const key of ["from", "to", "status", "bcpId", "activationId", "serviceId", "breachedAt"])
    if (typeof changes?.[key] === "string") data[key] = changes[key] as string;
  if (kind === "status" && data.status && !data.to) data.to = data.status;
  delete data.status;
  return data;
}

/** A chat post's text stays under this many characters (Teams and Slack take far more; a message is short). */
const CHAT_TEXT_MAX = 4_000;

/**
 * Posts an incident message to the company's Teams and Slack channels (one outbox row each), in the caller's
 * transaction, so the post goes exactly when the message does. An exercise's post is marked EXERCISE.
 */
export async function postToChatChannels(
  tx: Db | Tx,
  input: {
    companyId: string;
    incidentId: string;
    exerciseType: ExerciseType | null;
    subject: string;
    body: string;
    statusLink?: string | null;
    at: Date;
  },
) {
  const channels = await tx
    .select({ id: chatChannels.id })
    .from(chatChannels)
    .where(eq(chatChannels.companyId, input.companyId));
  if (channels.length === 0) return 0;
  const subject = markExercise(input.subject, input.exerciseType);
  const text = [`*${subject}*`, input.body, input.statusLink ? `Status page: ${input.statusLink}` : null]
    .filter(Boolean)
    .join("\n\n")
    .slice(0, CHAT_TEXT_MAX);
  return enqueueToEach(tx, "chat", channels, input.at, {
    companyId: input.companyId,
    incidentId: input.incidentId,
    subject,
    text,
    purpose: CHAT_PURPOSE,
  });
}
