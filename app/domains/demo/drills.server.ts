import { and, eq, inArray } from "drizzle-orm";
import type { ApiDeps, Principal } from "~/api/context.server";
import type { RosterKind } from "~/domains/drills/model";
import { drillRecipients } from "~/domains/drills/schema.server";
import { startDrill } from "~/domains/drills/service.server";
import { messages } from "~/platform/messages/schema.server";

/** Who answered on which channel, and whose SMS failed; everyone else's copies were delivered, unanswered. */
interface DrillStory {
  answeredByEmail?: string;
  answeredBySms?: string;
  failedSms?: string;
}

/**
 * A completed reachability drill of a roster, by email and SMS, played out as `story` tells. The copies are marked
 * as the provider would have left them (they were never sent: the demo's mail is held).
 */
async function seedCompletedDrill(
  deps: ApiDeps,
  user: Principal,
  roster: { kind: RosterKind; id: string },
  story: DrillStory,
) {
  const { id } = await startDrill(deps, user, {
    rosterKind: roster.kind,
    rosterId: roster.id,
    channels: ["email", "sms"],
  });
  const rows = await deps.db.select().from(drillRecipients).where(eq(drillRecipients.drillId, id));
  const row = (name: string | undefined, channel: "email" | "sms") =>
    name ? rows.find((r) => r.name === name && r.channel === channel) : undefined;
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

/**
 * One completed reachability drill of the approved plan's BRT (issue 36 item 5), with a mixed scorecard: the
 * leader answered by email, the backup by SMS, one copy failed, one member has no number and one never answered.
 */
export async function seedDemoDrill(
  deps: ApiDeps,
  user: Principal,
  bcpId: string,
  story: { answeredByEmail: string; answeredBySms: string; failedSms: string },
) {
  return seedCompletedDrill(deps, user, { kind: "brt", id: bcpId }, story);
}

/** The site whose people the demo drilled (two people: one answers by SMS, the other never does). */
export const DEMO_DRILLED_SITE = { name: "London Head Office", answeredBySms: "Olivia Bennett" } as const;

/**
 * The other rosters a drill tests (issue 36 item 5), each drilled once before the BRT's: the CMP's crisis team
 * (its chair answered the email; the roster holds no number for them) and the people based at the London head
 * office (one answered by SMS, the other's copies were delivered and never answered).
 */
export async function seedDemoRosterDrills(
  deps: ApiDeps,
  user: Principal,
  rosters: { cmpId: string; cmpChair: string; siteId: string },
) {
  const DAY = 24 * 3_600_000;
  const daysBefore = (days: number): ApiDeps => ({
    ...deps,
    now: () => new Date(deps.now().getTime() - days * DAY),
  });
  const cmp = await seedCompletedDrill(
    daysBefore(2),
    user,
    { kind: "cmp", id: rosters.cmpId },
    { answeredByEmail: rosters.cmpChair },
  );
  const site = await seedCompletedDrill(
    daysBefore(1),
    user,
    { kind: "site", id: rosters.siteId },
    { answeredBySms: DEMO_DRILLED_SITE.answeredBySms },
  );
  return { cmp, site };
}
