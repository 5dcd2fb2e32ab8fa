import { endpoint } from "~/api/endpoint.server";
import { ApiError } from "~/api/errors.server";
import { applyDeliveryReceipt } from "~/platform/messages/receipts.server";
import { RECEIPTS_API_PATH, RECEIPTS_PATH } from "~/platform/messages/transports.server";
import { receiptAnswer } from "./answers";

// A receipt is a handful of short fields.
const MAX_RECEIPT_BYTES = 8 * 1024;

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
      const verifiers = [deps.transports.sms, deps.transports.voice].filter((t) => t?.verifyReceipt);
      if (verifiers.length === 0)
        throw new ApiError(404, "NOT_FOUND", "No SMS or voice provider is configured.");
      const params = new URLSearchParams(await c.req.text());
      const signature = c.req.header("x-twilio-signature") ?? "";
      // The provider signs the address Keel gave it: the public one, not whatever reached this process.
      const url = `${deps.appUrl.replace(/\/$/, "")}${RECEIPTS_PATH}`;
      if (!signature || !verifiers.some((t) => t!.verifyReceipt!(url, params, signature))) {
        throw new ApiError(403, "FORBIDDEN", "The receipt's signature does not match.");
      }
      return { updated: await applyDeliveryReceipt(deps.db, params, deps.now()) };
    },
  }),
];
