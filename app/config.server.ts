import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** Runtime settings, read from the environment once. */
export interface AppConfig {
  dataDir: string;
  databaseUrl?: string;
  appUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  sessionSecret: string;
  apiUrl?: string;
  cookieSecure: boolean;
  demo: boolean;
}

let cached: AppConfig | undefined;

export function getConfig(): AppConfig {
  if (cached) return cached;
  const dataDir = path.resolve(process.env.DATA_DIR ?? "data");
  const port = process.env.PORT ?? "3000";
  const databaseUrl = process.env.DATABASE_URL || undefined;
  cached = {
    dataDir,
    databaseUrl,
    appUrl: (process.env.APP_URL ?? `http://localhost:${port}`).replace(/\/$/, ""),
    smtpUrl: process.env.SMTP_URL || undefined,
    mailFrom: process.env.MAIL_FROM ?? "Keel <no-reply@keel.local>",
    sessionSecret: process.env.SESSION_SECRET ?? developmentSecret(dataDir),
    apiUrl: process.env.API_URL || undefined,
    cookieSecure: process.env.COOKIE_SECURE
      ? process.env.COOKIE_SECURE === "true"
      : process.env.NODE_ENV === "production",
    // The demo company is seeded on the embedded engine unless turned off, and on PostgreSQL only on request.
    demo: process.env.KEEL_DEMO ? process.env.KEEL_DEMO === "true" : !databaseUrl,
  };
  return cached;
}

/** A development secret generated once into the data folder, never committed. */
function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, "session-secret");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString("base64url");
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
