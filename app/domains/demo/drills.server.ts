import { and, eq, inArray } from "drizzle-orm";
import type { ApiDeps, Principal } from "~/api/context.server";
import { drillRecipients } from "~/domains/drills/schema.server";
import { startDrill } from "~/domains/drills/service.server";
import { messages } from "~/platform/messages/schema.server";

/**
 * One completed reachability drill of the approved plan's BRT (issue 36 item 5), with a mixed scorecard: the
 * leader answered by email, the backup by SMS, one copy failed, one member has no number and one never answered.
 * The copies are marked as the provider would have left them (they were never sent: the demo's mail is held).
 */
export async function seedDemoDrill(
  deps: ApiDeps,
  user: Principal,
  bcpId: string,
  story: { answeredByEmail: string; answeredBySms: string; failedSms: string },
) {
  const { id } = await startDrill(deps, user, {
    rosterKind: "brt",
    rosterId: bcpId,
    channels: ["email", "sms"],
  });
  const rows = await deps.db.select().from(drillRecipients).where(eq(drillRecipients.drillId, id));
  const row = (name: string, channel: "email" | "sms") =>
    rows.find((r) => r.name === name && r.channel === channel);
  const sent = rows.filter((r) => r.outboxMessageId).map((r) => r.outboxMessageId!);
  const at = new Date(deps.now().getTime() + 60_000);
  await deps.db
    .update(messages)
    .set({ status: "delivered", sentAt: at, deliveredAt: at, nextAttemptAt: null, reason: null })
    .where(and(eq(messages.companyId, user.companyId), inArray(messages.id, sent)));
  const failed = row(story.failedSms, "sms")?.outboxMessageId;
  if (failed)
    await deps.db
      .update(messages)
      .set({ status: "failed", deliveredAt: null, reason: "30003: Unreachable destination handset" })
      .where(eq(messages.id, failed));
  for (const r of [row(story.answeredByEmail, "email"), row(story.answeredBySms, "sms")])
    if (r)
      await deps.db
        .update(drillRecipients)
        .set({ answeredAt: new Date(at.getTime() + 5 * 60_000) })
        .where(eq(drillRecipients.id, r.id));
  return id;
}
