import { smtpTransport } from "./email-transport.server";
import type { Transports } from "./transport";

export interface TransportSettings {
  smtpUrl?: string;
  mailFrom: string;
}

/** The transports the environment configures; a channel left out keeps its messages in the outbox. */
export function createTransports(settings: TransportSettings): Transports {
  const transports: Transports = {};
  if (settings.smtpUrl)
    transports.email = smtpTransport({ smtpUrl: settings.smtpUrl, from: settings.mailFrom });
  return transports;
}

/** For the start-up line: "email smtp, sms outbox, voice outbox". */
export function describeTransports(transports: Transports) {
  return (["email", "sms", "voice"] as const)
    .map((channel) => `${channel} ${transports[channel]?.name ?? "outbox"}`)
    .join(", ");
}
