/**
 * npm run bench:outbox — the outbox at scale on embedded PGlite (issue 25): 10,000 SMS recipients queued in one
 * transaction (budget 5 s), then delivered by the worker to the local fake provider at its stated rate.
 * OUTBOX_BENCH_RECIPIENTS and OUTBOX_BENCH_RATE change the size and the provider's rate.
 */
import { enqueueMessages } from "~/platform/messages/outbox.server";
import { createTestApi } from "../tests/support/api";
import { startFakeSmsProvider } from "../tests/support/fake-sms-provider";

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

let started = performance.now();
await api.db.transaction((tx) => enqueueMessages(tx, batch));
const queuedMs = performance.now() - started;
console.log(`queued ${recipients} messages in ${(queuedMs / 1000).toFixed(2)} s (budget 5 s)`);

started = performance.now();
const tally = await api.deliver();
const deliveredMs = performance.now() - started;
console.log(
  `delivered ${tally.sent} to the fake provider (stated rate ${rate}/s) in ${(deliveredMs / 1000).toFixed(1)} s: ` +
    `${Math.round(tally.sent / (deliveredMs / 1000))}/s, ${provider.throttled} throttled, ${tally.retried} retried, ${tally.failed} failed`,
);
await api.close();
await provider.close();
if (queuedMs > 5_000) process.exitCode = 1;
