import { randomBytes } from "node:crypto";
import { and, count, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { ApiDeps, Principal } from "~/api/context.server";
import { badRequest, fieldError, notFound } from "~/api/errors.server";
import { getConfig } from "~/config.server";
import { encryptSecret } from "~/domains/sso/secrets.server";
import { auditLog } from "~/platform/audit/schema.server";
import type { Db, Tx } from "~/platform/db/client.server";
import { messages } from "~/platform/messages/schema.server";
import { checkTarget } from "./address.server";
import {
  CHAT_KINDS,
  type ChatKind,
  type DeliveryState,
  deliveryDetail,
  WEBHOOK_MESSAGES as M,
  WEBHOOK_LIMITS,
} from "./model";
import { chatChannels, webhooks } from "./schema.server";
import type { chatChannelSchema, webhookSchema } from "./validation";

type WebhookInput = z.output<typeof webhookSchema>;

/** Whether targets may be plain http on loopback or private addresses (WEBHOOKS_ALLOW_PRIVATE). */
const allowPrivate = () => getConfig().webhooksAllowPrivate;

async function checkedUrl(url: string, field = "url") {
  const target = await checkTarget(url, allowPrivate());
  if (!target.ok) throw fieldError(field, target.message);
  return url;
}

async function audit(
  db: Db | Tx,
  user: Principal,
  entityType: "webhook" | "chat_channel",
  entityId: string,
  action: string,
  changes: Record<string, unknown> | null,
  at: Date,
) {
  await db
    .insert(auditLog)
    .values({ companyId: user.companyId, actorId: user.id, entityType, entityId, action, changes, at });
}

/** The last delivery of a webhook, from its outbox rows: what the register shows. */
async function lastDelivery(db: Db, companyId: string, webhookId: string) {
  const [row] = await db
    .select({
      status: messages.status,
      attempts: messages.attempts,
      reason: messages.reason,
      event: messages.subject,
      createdAt: messages.createdAt,
      updatedAt: messages.updatedAt,
    })
    .from(messages)
    .where(
      and(eq(messages.companyId, companyId), eq(messages.channel, "webhook"), eq(messages.to, webhookId)),
    )
    .orderBy(desc(messages.createdAt))
    .limit(1);
  if (!row)
    return {
      state: "none" as DeliveryState,
      event: null as string | null,
      at: null as string | null,
      attempts: 0,
      detail: null as string | null,
    };
  const state: DeliveryState =
    row.status === "failed"
      ? "failed"
      : row.status === "queued"
        ? row.attempts > 0
          ? "retrying"
          : "pending"
        : "delivered";
  return {
    state,
    event: row.event,
    at: row.updatedAt.toISOString(),
    attempts: row.attempts,
    detail: deliveryDetail(state, row.attempts, row.reason),
  };
}

const present = (w: typeof webhooks.$inferSelect) => ({
  id: w.id,
  url: w.url,
  description: w.description,
  events: w.events,
  enabled: w.enabled,
  createdAt: w.createdAt.toISOString(),
});

/** The company's webhooks (each with its last delivery) and its chat channels (never their addresses). */
export async function listWebhooks(deps: ApiDeps, user: Principal) {
  const rows = await deps.db
    .select()
    .from(webhooks)
    .where(eq(webhooks.companyId, user.companyId))
    .orderBy(webhooks.createdAt)
    .limit(WEBHOOK_LIMITS.perCompany);
  const list = [];
  for (const w of rows) list.push({ ...present(w), last: await lastDelivery(deps.db, user.companyId, w.id) });
  const chats = await deps.db
    .select({ kind: chatChannels.kind, host: chatChannels.host, updatedAt: chatChannels.updatedAt })
    .from(chatChannels)
    .where(eq(chatChannels.companyId, user.companyId));
  return {
    webhooks: list,
    chat: CHAT_KINDS.map((kind) => {
      const c = chats.find((x) => x.kind === kind);
      return { kind, configured: !!c, host: c?.host ?? null, updatedAt: c?.updatedAt.toISOString() ?? null };
    }),
  };
}

async function ownWebhook(db: Db | Tx, user: Principal, id: string) {
  const [row] = await db
    .select()
    .from(webhooks)
    .where(and(eq(webhooks.id, id), eq(webhooks.companyId, user.companyId)))
    .for("update");
  if (!row) throw notFound();
  return row;
}

/** A new signing secret: 32 random bytes, prefixed so it is recognised where it is pasted. */
const newSecret = () => `whsec_${randomBytes(32).toString("base64url")}`;

/** Registers a webhook; its signing secret is answered this once (stored encrypted, never shown again). */
export async function createWebhook(deps: ApiDeps, user: Principal, input: WebhookInput) {
  const url = await checkedUrl(input.url);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [{ n }] = await tx
      .select({ n: count() })
      .from(webhooks)
      .where(eq(webhooks.companyId, user.companyId));
    if (n >= WEBHOOK_LIMITS.perCompany) throw badRequest(M.tooMany);
    const secret = newSecret();
    const [row] = await tx
      .insert(webhooks)
      .values({
        companyId: user.companyId,
        url,
        description: input.description,
        events: [...new Set(input.events)],
        secret: encryptSecret(secret, user.companyId),
        createdById: user.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await audit(tx, user, "webhook", row.id, "created", { url, events: row.events }, now);
    return { webhook: present(row), secret, message: M.created };
  });
}

export async function updateWebhook(deps: ApiDeps, user: Principal, id: string, input: WebhookInput) {
  const url = await checkedUrl(input.url);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const before = await ownWebhook(tx, user, id);
    const [row] = await tx
      .update(webhooks)
      .set({ url, description: input.description, events: [...new Set(input.events)], updatedAt: now })
      .where(eq(webhooks.id, id))
      .returning();
    await audit(
      tx,
      user,
      "webhook",
      id,
      "updated",
      { from: { url: before.url, events: before.events }, to: { url, events: row.events } },
      now,
    );
    return { webhook: present(row), message: M.updated };
  });
}

export async function setWebhookEnabled(deps: ApiDeps, user: Principal, id: string, enabled: boolean) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    await ownWebhook(tx, user, id);
    const [row] = await tx
      .update(webhooks)
      .set({ enabled, updatedAt: now })
      .where(eq(webhooks.id, id))
      .returning();
    await audit(tx, user, "webhook", id, enabled ? "enabled" : "disabled", null, now);
    return { webhook: present(row), message: enabled ? M.enabled : M.disabled };
  });
}

/**
 * Replaces a webhook's signing secret; the new one is answered this once. Every delivery from now on (the queued
 * ones too: each is signed when it is sent) is signed with it, so the old secret stops verifying at once.
 */
export async function regenerateWebhookSecret(deps: ApiDeps, user: Principal, id: string) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    await ownWebhook(tx, user, id);
    const secret = newSecret();
    const [row] = await tx
      .update(webhooks)
      .set({ secret: encryptSecret(secret, user.companyId), updatedAt: now })
      .where(eq(webhooks.id, id))
      .returning();
    await audit(tx, user, "webhook", id, "secret_regenerated", null, now);
    return { webhook: present(row), secret, message: M.secretRegenerated };
  });
}

/** Removes a webhook; its queued deliveries fail at their next attempt ("The webhook was removed"). */
export async function removeWebhook(deps: ApiDeps, user: Principal, id: string) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const row = await ownWebhook(tx, user, id);
    await tx.delete(webhooks).where(eq(webhooks.id, id));
    await audit(tx, user, "webhook", id, "removed", { url: row.url }, now);
    return { message: M.removed };
  });
}

/** Sets the company's Teams or Slack incoming webhook (one of each kind); the address is stored encrypted. */
export async function saveChatChannel(
  deps: ApiDeps,
  user: Principal,
  input: z.output<typeof chatChannelSchema>,
) {
  const url = await checkedUrl(input.url);
  const now = deps.now();
  const host = new URL(url).host;
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(chatChannels)
      .values({
        companyId: user.companyId,
        kind: input.kind,
        url: encryptSecret(url, user.companyId),
        host,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [chatChannels.companyId, chatChannels.kind],
        set: { url: encryptSecret(url, user.companyId), host, updatedAt: now },
      })
      .returning({ id: chatChannels.id });
    await audit(tx, user, "chat_channel", row.id, "saved", { kind: input.kind, host }, now);
    return { message: M.chatSaved };
  });
}

export async function removeChatChannel(deps: ApiDeps, user: Principal, kind: ChatKind) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(chatChannels)
      .where(and(eq(chatChannels.companyId, user.companyId), eq(chatChannels.kind, kind)))
      .returning({ id: chatChannels.id, host: chatChannels.host });
    if (!row) throw notFound();
    await audit(tx, user, "chat_channel", row.id, "removed", { kind, host: row.host }, now);
    return { message: M.chatRemoved };
  });
}
