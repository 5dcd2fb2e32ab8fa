import type { Context } from "hono";
import { z } from "zod";
import type { ApiDeps } from "~/api/context.server";
import { endpoint } from "~/api/endpoint.server";
import { ApiError } from "~/api/errors.server";
import { receiptAnswer } from "~/domains/mail/answers";
import { applyDeliveryReceipt } from "~/platform/messages/receipts.server";
import {
  INBOUND_API_PATH,
  INBOUND_PATH,
  RECEIPTS_API_PATH,
  RECEIPTS_PATH,
  VOICE_KEYS_API_PATH,
  voiceKeysPath,
} from "~/platform/messages/transports.server";
import { inboundAnswer } from "./answers";
import { receiveSmsReply } from "./sms-replies.server";
import { voiceReply } from "./voice";
import { receiveVoiceKey } from "./voice-answers.server";

// A receipt or a reply is a handful of short fields.
const MAX_RECEIPT_BYTES = 8 * 1024;

/**
 * The form fields of a post from the SMS/voice provider, once its X-Twilio-Signature matches (403 otherwise; 404
 * when no provider is configured). The provider signs the address Keel gave it: the public one (APP_URL + path),
 * not whatever reached this process.
 */
async function signedProviderPost(c: Context, deps: ApiDeps, path: string) {
  const verifiers = [deps.transports.sms, deps.transports.voice].filter((t) => t?.verifyReceipt);
  if (verifiers.length === 0) throw new ApiError(404, "NOT_FOUND", "No SMS or voice provider is configured.");
  const params = new URLSearchParams(await c.req.text());
  const signature = c.req.header("x-twilio-signature") ?? "";
  const url = `${deps.appUrl.replace(/\/$/, "")}${path}`;
  if (!signature || !verifiers.some((t) => t!.verifyReceipt!(url, params, signature)))
    throw new ApiError(403, "FORBIDDEN", "The request's signature does not match.");
  return params;
}

export const receiptEndpoints = [
  endpoint({
    method: "post",
    path: RECEIPTS_API_PATH,
    tag: "Mail",
    summary:
      "Delivery receipt from the SMS/voice provider (form-encoded, signed with X-Twilio-Signature): marks the message delivered or failed",
    permission: "public",
    maxBodyBytes: MAX_RECEIPT_BYTES,
    answer: receiptAnswer,
    handler: async ({ c, deps }) => {
      const params = await signedProviderPost(c, deps, RECEIPTS_PATH);
      return { updated: await applyDeliveryReceipt(deps.db, params, deps.now()) };
    },
  }),
  endpoint({
    method: "post",
    path: INBOUND_API_PATH,
    tag: "Mail",
    summary:
      'SMS reply from the provider (form-encoded, signed with X-Twilio-Signature, to this account\'s number): "1" safe, "2" need help, "OK" acknowledged records the answer; anything else is logged, never guessed',
    permission: "public",
    maxBodyBytes: MAX_RECEIPT_BYTES,
    answer: inboundAnswer,
    handler: async ({ c, deps }) => {
      const params = await signedProviderPost(c, deps, INBOUND_PATH);
      // Signed by the provider, but sent to a number of another account (another tenant's): not Keel's to record.
      if (!deps.transports.sms?.ownsInbound?.(params))
        throw new ApiError(403, "FORBIDDEN", "The reply was not sent to this account's number.");
      const providerMessageId = params.get("MessageSid") ?? params.get("SmsSid") ?? "";
      const from = params.get("From") ?? "";
      if (!/^[A-Za-z0-9]{10,64}$/.test(providerMessageId) || !from)
        throw new ApiError(400, "VALIDATION_ERROR", "A reply names its MessageSid and From.");
      return receiveSmsReply(deps, { providerMessageId, from, body: params.get("Body") ?? "" });
    },
  }),
  endpoint({
    method: "post",
    path: VOICE_KEYS_API_PATH,
    tag: "Mail",
    summary:
      "Key pressed during an incident message's call (the call's Gather action: form-encoded, signed with X-Twilio-Signature, from this account's number): 1 safe, 2 need help, 3 acknowledged records the answer for that recipient; anything else is logged, never guessed. Answers the TwiML the call says next",
    permission: "public",
    maxBodyBytes: MAX_RECEIPT_BYTES,
    params: z.object({ token: z.string().min(1).max(64) }),
    produces: "text/xml",
    handler: async ({ c, deps, params }) => {
      const form = await signedProviderPost(c, deps, voiceKeysPath(params.token));
      // Signed by the provider, but a call placed by another account or number (another tenant's): not Keel's.
      if (!deps.transports.voice?.ownsInbound?.(form))
        throw new ApiError(403, "FORBIDDEN", "The call was not placed from this account's number.");
      const callSid = form.get("CallSid") ?? "";
      const to = form.get("To") ?? "";
      if (!/^[A-Za-z0-9]{10,64}$/.test(callSid) || !to)
        throw new ApiError(400, "VALIDATION_ERROR", "A keypad answer names its CallSid and To.");
      const { say, language } = await receiveVoiceKey(deps, {
        token: params.token,
        callSid,
        to,
        digits: form.get("Digits") ?? "",
      });
      return new Response(voiceReply(say, language), {
        headers: { "content-type": "text/xml; charset=utf-8" },
      });
    },
  }),
];
