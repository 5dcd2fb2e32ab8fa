/**
 * npm run bench:outbox — the outbox at scale on embedded PGlite (issue 25): 10,000 SMS recipients queued in one
 * transaction (budget 5 s), then delivered by the worker to the local fake provider at its stated rate, while
 * a signed-in user reads Home, the incident list and the notifications: their p95 is compared with the same reads
 * on the idle app (budget: p95 within 3× idle and under 50 ms, the lists' budget in docs/performance.md).
 * OUTBOX_BENCH_RECIPIENTS and OUTBOX_BENCH_RATE change the size and the provider's rate.
 *
 * Escalation waves (issue 36 item 4) run meanwhile: an incident message to as many recipients, none answering,
 * falls due while the outbox drains, and its next wave (an SMS to each) is queued by the worker (budget 5 s),
 * the pages' p95 measured across it.
 */
import { eq } from "drizzle-orm";
import { companies } from "~/domains/companies/schema.server";
import {
  incidentMessageRecipients,
  incidentMessages,
  incidentMessageWaves,
} from "~/domains/incident-messages/schema.server";
import { runDueWaves } from "~/domains/incident-messages/waves.server";
import { enqueueMessages } from "~/platform/messages/outbox.server";
import { createTestApi } from "../tests/support/api";
import { startFakeSmsProvider } from "../tests/support/fake-sms-provider";
import { publishedIncident } from "../tests/support/incidents";

const recipients = Number(process.env.OUTBOX_BENCH_RECIPIENTS ?? 10_000);
const rate = Number(process.env.OUTBOX_BENCH_RATE ?? 500);
const provider = await startFakeSmsProvider({ ratePerSecond: rate });
const api = await createTestApi({
  sms: {
    accountSid: provider.accountSid,
    authToken: provider.authToken,
    from: "+15005550006",
    baseUrl: provider.baseUrl,
    ratePerSecond: rate,
  },
});
const admin = await api.user("CorpAdmin", { company: "Bench" });
const batch = Array.from({ length: recipients }, (_, i) => ({
  channel: "sms" as const,
  to: `+4477${String(i).padStart(8, "0")}`,
  companyId: admin.companyId,
  text: "Are you safe? Answer at https://keel.example/r/abc",
  purpose: "bench",
}));

/** Pages a responder keeps open while messages go out, read through the API as their loaders do. */
const PAGES = ["/home", "/incident/all", "/notifications"] as const;
async function readPages(until: () => boolean, minRounds = 30) {
  const times: Record<string, number[]> = Object.fromEntries(PAGES.map((p) => [p, []]));
  for (let round = 0; round < minRounds || !until(); round++) {
    for (const path of PAGES) {
      const t = performance.now();
      const res = await api.call("get", path, { token: admin.token });
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
      times[path].push(performance.now() - t);
    }
    // A person reading: one round of pages every 100 ms or so.
    await new Promise((r) => setTimeout(r, 100));
  }
  return times;
}
const p = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))];
const idle = await readPages(() => true);

// An incident message sent by email to as many people, escalating after 5 minutes (written directly: the bench
// measures the wave, not 10,000 people's sign-up). The company is a verified sender with room for the wave, and
// may text the UK.
await api.db
  .update(companies)
  .set({ verifiedAt: new Date(), messagesPerDay: 10 * recipients, settings: { callingCodes: ["44"] } })
  .where(eq(companies.id, admin.companyId));
const incident = await publishedIncident(api, admin.token);
const sentAt = new Date();
const [escalating] = await api.db
  .insert(incidentMessages)
  .values({
    companyId: admin.companyId,
    incidentId: incident.id,
    template: "are_you_safe",
    subject: "Are you safe?",
    body: "Fire alarm at the head office: tell us you are safe.",
    channels: ["email"],
    audiences: ["site_people"],
    purposes: ["safe", "help"],
    sentBy: admin.id,
    expiresAt: new Date(sentAt.getTime() + 72 * 3_600_000),
    createdAt: sentAt,
    escalateAfterMinutes: 5,
    nextWaveAt: new Date(sentAt.getTime() + 5 * 60_000),
  })
  .returning();
for (let i = 0; i < recipients; i += 1000)
  await api.db.insert(incidentMessageRecipients).values(
    Array.from({ length: Math.min(1000, recipients - i) }, (_, j) => ({
      companyId: admin.companyId,
      messageId: escalating.id,
      name: `Person ${i + j}`,
      email: `person${i + j}@bench.example`,
      phone: `+44779${String(i + j).padStart(7, "0")}`,
      lastSentAt: sentAt,
    })),
  );

let started = performance.now();
await api.db.transaction((tx) => enqueueMessages(tx, batch));
const queuedMs = performance.now() - started;
console.log(`queued ${recipients} messages in ${(queuedMs / 1000).toFixed(2)} s (budget 5 s)`);

started = performance.now();
let sending = true;
let waveMs = 0;
const [tally, busy, wave] = await Promise.all([
  api.deliver().finally(() => {
    sending = false;
  }),
  readPages(() => !sending, 1),
  // Five minutes after the send (the worker's clock), while the outbox drains: wave 2 falls due.
  (async () => {
    await new Promise((r) => setTimeout(r, 500));
    const t = performance.now();
    const run = await runDueWaves({ ...api.deps, now: () => new Date(sentAt.getTime() + 5 * 60_000) });
    waveMs = performance.now() - t;
    return run;
  })(),
]);
const [waveRow] = await api.db
  .select({ nextWaveAt: incidentMessages.nextWaveAt })
  .from(incidentMessages)
  .where(eq(incidentMessages.id, escalating.id));
const [waveSent] = await api.db
  .select()
  .from(incidentMessageWaves)
  .where(eq(incidentMessageWaves.messageId, escalating.id));
console.log(
  `escalation wave 2 (SMS) queued for ${recipients} unanswered recipients in ${(waveMs / 1000).toFixed(2)} s (budget 5 s): ` +
    `wave ${waveSent?.number} (${waveSent?.step}) to ${waveSent?.recipients}${waveSent?.refused ? `, refused: ${waveSent.refused}` : ""}, next wave ${waveRow.nextWaveAt ? "scheduled" : "none"}`,
);
const deliveredMs = performance.now() - started;
console.log(
  `delivered ${tally.sent} to the fake provider (stated rate ${rate}/s) in ${(deliveredMs / 1000).toFixed(1)} s: ` +
    `${Math.round(tally.sent / (deliveredMs / 1000))}/s, ${provider.throttled} throttled, ${tally.retried} retried, ${tally.failed} failed`,
);
let pagesOk = true;
for (const path of PAGES) {
  const [i95, b50, b95] = [p(idle[path], 0.95), p(busy[path], 0.5), p(busy[path], 0.95)];
  const ok = b95 <= Math.max(3 * i95, 1) && b95 < 50;
  pagesOk &&= ok;
  console.log(
    `GET ${path} while sending: p50 ${b50.toFixed(1)} ms, p95 ${b95.toFixed(1)} ms over ${busy[path].length} reads ` +
      `(idle p50 ${p(idle[path], 0.5).toFixed(1)}, p95 ${i95.toFixed(1)} ms) ${ok ? "✓" : "✗"}`,
  );
}
await api.close();
await provider.close();
if (queuedMs > 5_000 || waveMs > 5_000 || wave.sent !== 1 || waveSent?.refused || !pagesOk)
  process.exitCode = 1;
