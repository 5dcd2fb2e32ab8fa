import { createHmac, timingSafeEqual } from "node:crypto";
import { type DeliverableMessage, type Transport, TransportError } from "./transport";

/** A Twilio-compatible HTTP API: Twilio itself, or a provider (or test double) that speaks its REST dialect. */
export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** The sender's number (E.164). */
  from: string;
  /** https://api.twilio.com, or the compatible provider's base address. */
  baseUrl: string;
  /** Where the provider posts delivery receipts (Keel's /api/messages/status). */
  statusCallbackUrl: string;
  /** Messages a second the account may send; the worker keeps to it. */
  ratePerSecond?: number;
}

/** A provider's "too many requests" is tried again after this, not after the backoff. */
const THROTTLED_RETRY_MS = 1_000;

const xml = (value: string) =>
  value.replace(
    /[<>&"']/g,
    (ch) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[ch]!,
  );

/** The SMS and voice transports of one Twilio-compatible account. */
export function twilioTransports(settings: TwilioSettings): { sms: Transport; voice: Transport } {
  const base = `${settings.baseUrl.replace(/\/$/, "")}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}`;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString("base64")}`;

  async function post(resource: "Messages" | "Calls", form: Record<string, string>) {
    let res: Response;
    try {
      res = await fetch(`${base}/${resource}.json`, {
        method: "POST",
        headers: { authorization, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(form),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (error) {
      throw new TransportError(
        `Provider unreachable: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    const body = (await res.json().catch(() => null)) as {
      sid?: string;
      message?: string;
      code?: number;
    } | null;
    if (res.ok && body?.sid) return { providerMessageId: body.sid };
    const reason = `Provider answered ${res.status}${body?.code ? ` (${body.code})` : ""}: ${body?.message ?? res.statusText}`;
    // Too many requests and server errors pass; any other refusal (a bad number, a blocked account) stays.
    if (res.status === 429) throw new TransportError(reason, false, THROTTLED_RETRY_MS);
    throw new TransportError(reason, res.status < 500);
  }

  const verifyReceipt = (url: string, params: URLSearchParams, signature: string) =>
    verifyTwilioSignature(settings.authToken, url, params, signature);
  const sms: Transport = {
    name: "twilio",
    ratePerSecond: settings.ratePerSecond,
    verifyReceipt,
    ownsInbound: (params) =>
      params.get("AccountSid") === settings.accountSid && params.get("To") === settings.from,
    send: (m: DeliverableMessage) =>
      post("Messages", {
        To: m.to,
        From: settings.from,
        Body: m.text,
        StatusCallback: settings.statusCallbackUrl,
      }),
  };
  const voice: Transport = {
    name: "twilio",
    ratePerSecond: settings.ratePerSecond,
    verifyReceipt,
    // A call Keel placed is from this account's number (its keypad answer names the account and the caller id).
    ownsInbound: (params) =>
      params.get("AccountSid") === settings.accountSid && params.get("From") === settings.from,
    send: (m: DeliverableMessage) =>
      post("Calls", {
        To: m.to,
        From: settings.from,
        // The sender's own document (a call that gathers a key), or the text read out.
        Twiml: m.html ?? `<Response><Say>${xml(m.text)}</Say></Response>`,
        StatusCallback: settings.statusCallbackUrl,
      }),
  };
  return { sms, voice };
}

/**
 * Twilio's request signature (X-Twilio-Signature): base64 HMAC-SHA1, keyed by the auth token, of the full URL
 * the provider posted to followed by every form parameter's name and value, sorted by name.
 */
export function twilioSignature(
  authToken: string,
  url: string,
  params: URLSearchParams | Record<string, string>,
) {
  const entries = params instanceof URLSearchParams ? [...params.entries()] : Object.entries(params);
  const data = entries
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .reduce((acc, [k, v]) => acc + k + v, url);
  return createHmac("sha1", authToken).update(data, "utf8").digest("base64");
}

/** Whether `signature` is the provider's for this request (constant-time comparison). */
export function verifyTwilioSignature(
  authToken: string,
  url: string,
  params: URLSearchParams,
  signature: string,
) {
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** A provider status → Keel's: delivered, failed, or still on its way (null). Messages and calls alike. */
export function receiptStatus(status: string): "delivered" | "failed" | null {
  switch (status) {
    case "delivered":
    case "read":
    case "completed":
      return "delivered";
    case "failed":
    case "undelivered":
    case "busy":
    case "no-answer":
    case "canceled":
      return "failed";
    default:
      return null;
  }
}
