import path from "node:path";
import type { ApiDeps } from "~/api/context.server";
import { createApi, type KeelApi } from "~/backend.server";
import { getConfig } from "~/config.server";
import { startMadWarningWorker } from "~/domains/activation/mad-warnings.server";
import { seedDemo } from "~/domains/demo/seed.server";
import { startEscalationWorker } from "~/domains/incident-messages/waves.server";
import { startReminderWorker } from "~/domains/incidents/reminders.server";
import { fileTxtResolver, setTxtResolver } from "~/domains/sso/domain-verification.server";
import { webhookTransports } from "~/domains/webhooks/transport.server";
import { type Database, openDatabase } from "~/platform/db/client.server";
import { startPgliteMaintenance } from "~/platform/db/maintenance.server";
import { startOutboxWorker } from "~/platform/messages/delivery.server";
import { createTransports, describeTransports } from "~/platform/messages/transports.server";

export interface Runtime {
  database: Database;
  deps: ApiDeps;
  api: KeelApi;
}

// Kept on globalThis so that a dev rebuild does not open the database twice.
const globalStore = globalThis as unknown as { __keelRuntime?: Promise<Runtime> };

/** Opens the database (migrating it), seeds the demo company when asked, and builds the API. Once per process. */
export function getRuntime(): Promise<Runtime> {
  globalStore.__keelRuntime ??= boot().catch((error) => {
    globalStore.__keelRuntime = undefined;
    throw error;
  });
  return globalStore.__keelRuntime;
}

async function boot(): Promise<Runtime> {
  const config = getConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { url: config.databaseUrl }
      : {
          dataDir: path.join(config.dataDir, "pglite"),
          // Without its database thread the server can answer nothing: it stops, for its supervisor to restart.
          onThreadStop: (error) => {
            console.error(`[keel] ${error.message} Stopping.`);
            process.exit(1);
          },
        },
  );
  const deps: ApiDeps = {
    db: database.db,
    transports: {
      ...createTransports({
        smtpUrl: config.smtpUrl,
        mailFrom: config.mailFrom,
        appUrl: config.appUrl,
        sms: config.sms,
      }),
      // Webhooks and Teams / Slack posts leave through the same outbox (issue 36 item 8).
      ...webhookTransports({ db: database.db, allowPrivate: config.webhooksAllowPrivate }),
    },
    appUrl: config.appUrl,
    now: () => new Date(),
    proxyHops: config.trustProxy ? config.trustProxyHops : 0,
    peerHeader: config.peerHeader,
    clientLimits: config.clientLimits,
    signUpEmailsPerHour: config.signUpEmailsPerHour,
    messagesPerDay: config.messagesPerDay,
  };
  console.log(
    `[keel] database: ${database.engine === "pglite" ? `embedded PGlite in ${config.dataDir} (${database.thread === "worker" ? "on a thread of its own" : "on the request thread"})` : "PostgreSQL"}; messages: ${describeTransports(deps.transports)}`,
  );
  if (!config.trustProxy && !config.peerHeader)
    console.warn(
      "[keel] no client address: neither TRUST_PROXY nor the launcher (npm start) gives one, so sign-in limits are shared by all clients.",
    );
  if (config.testDemoPassword) console.warn("[keel] KEEL_TEST_DEMO_PASSWORD is set: test runs only.");
  if (config.testDnsTxtFile) {
    console.warn("[keel] KEEL_TEST_DNS_TXT_FILE is set: test runs only, DNS is not asked.");
    setTxtResolver(fileTxtResolver(config.testDnsTxtFile));
  }
  if (config.demo) {
    await seedDemo(deps, {
      print: true,
      password: config.testDemoPassword,
      accountsFile: config.demoAccountsFile,
    });
  }
  startPgliteMaintenance(database);
  // Status check reminders: every instance polls; the database hands each due job to one of them.
  // MAD warnings (50 %, 75 %, 100 %) are claimed the same way.
  if (config.reminderWorker) {
    startReminderWorker(deps);
    startMadWarningWorker(deps);
    // Escalation waves of incident messages (no answer within N minutes: the next channel, then the backup).
    startEscalationWorker(deps);
  }
  // The outbox: every instance delivers; the database hands each queued message to one of them.
  startOutboxWorker(deps);
  return { database, deps, api: createApi(deps) };
}
