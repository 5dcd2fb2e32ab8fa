import { smtpTransport } from "./email-transport.server";
import type { Transports } from "./transport";
import { type TwilioSettings, twilioTransports } from "./twilio.server";

/** Where providers post delivery receipts, under the public address (APP_URL). */
/** The API route that takes delivery receipts (a literal: the typed client keys endpoints by their path). */
export const RECEIPTS_API_PATH = "/messages/status";
export const RECEIPTS_PATH = `/api${RECEIPTS_API_PATH}` as const;
/** Where the provider posts the SMS replies people send (its number's incoming-message webhook). */
export const INBOUND_API_PATH = "/messages/inbound";
export const INBOUND_PATH = `/api${INBOUND_API_PATH}` as const;
/** Where a voice call posts the key its callee pressed (the call's Gather action), one signed address per callee. */
export const VOICE_KEYS_API_PATH = "/messages/voice/{token}";
export const voiceKeysPath = (token: string) => `/api/messages/voice/${encodeURIComponent(token)}`;

export interface TransportSettings {
  smtpUrl?: string;
  mailFrom: string;
  /** Public address of the app: the provider's delivery receipts come back under it. */
  appUrl: string;
  sms?: Omit<TwilioSettings, "statusCallbackUrl">;
}

/** The transports the environment configures; a channel left out keeps its messages in the outbox. */
export function createTransports(settings: TransportSettings): Transports {
  const transports: Transports = {};
  if (settings.smtpUrl)
    transports.email = smtpTransport({ smtpUrl: settings.smtpUrl, from: settings.mailFrom });
  if (settings.sms) {
    const statusCallbackUrl = `${settings.appUrl.replace(/\/$/, "")}${RECEIPTS_PATH}`;
    Object.assign(transports, twilioTransports({ ...settings.sms, statusCallbackUrl }));
  }
  return transports;
}

/** For the start-up line: "email smtp, sms outbox, voice outbox". */
export function describeTransports(transports: Transports) {
  return (["email", "sms", "voice", "webhook", "chat"] as const)
    .map((channel) => `${channel} ${transports[channel]?.name ?? "outbox"}`)
    .join(", ");
}
