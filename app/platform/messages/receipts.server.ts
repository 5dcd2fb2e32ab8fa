import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "~/platform/db/client.server";
import { messages } from "./schema.server";
import { receiptStatus } from "./twilio.server";

/**
 * A provider's delivery receipt for one message (Twilio's MessageSid/MessageStatus or CallSid/CallStatus): a
 * sent message becomes delivered, or failed with the provider's error code. Answers whether a message changed.
 * Receipts may arrive out of order or twice: a delivered or failed message keeps its status.
 */
export async function applyDeliveryReceipt(db: Db, params: URLSearchParams, now: Date) {
  const sid = params.get("MessageSid") ?? params.get("CallSid");
  const providerStatus = params.get("MessageStatus") ?? params.get("CallStatus") ?? "";
  const status = receiptStatus(providerStatus);
  if (!sid || !status) return false;
  const errorCode = params.get("ErrorCode");
  const changed = await db
    .update(messages)
    .set(
      status === "delivered"
        ? { status, deliveredAt: now, updatedAt: now }
        : {
            status,
            reason: `Provider reported ${providerStatus}${errorCode ? ` (error ${errorCode})` : ""}`,
            updatedAt: now,
          },
    )
    .where(and(eq(messages.providerMessageId, sid), inArray(messages.status, ["sent", "queued"])))
    .returning({ id: messages.id });
  return changed.length > 0;
}
