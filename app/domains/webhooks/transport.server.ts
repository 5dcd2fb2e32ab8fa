import { eq } from "drizzle-orm";
import { Agent } from "undici";
import { pinnedLookup } from "~/domains/sso/issuer-address.server";
import { decryptSecret } from "~/domains/sso/secrets.server";
import type { Db } from "~/platform/db/client.server";
import {
  type DeliverableMessage,
  type Transport,
  TransportError,
  type Transports,
} from "~/platform/messages/transport";
import { checkTarget } from "./address.server";
import { WEBHOOK_HEADERS, WEBHOOK_LIMITS } from "./model";
import { chatChannels, webhooks } from "./schema.server";
import { signatureHeader } from "./signature.server";

export interface WebhookSenderSettings {
  db: Db;
  /** WEBHOOKS_ALLOW_PRIVATE: plain http to loopback and private addresses (tests, development). */
  allowPrivate: boolean;
}

const USER_AGENT = "Keel-Webhooks/1";

/**
 * POSTs a body to a checked target: the address is checked (SSRF) at every attempt, the connection goes to the
 * address checked (no second lookup), redirects are not followed, and the receiver has a few seconds to answer.
 * A 2xx answer is delivered; anything else is retried by the outbox worker with its backoff (429's Retry-After
 * honoured), and failed for good after its last attempt.
 */
async function post(url: string, allowPrivate: boolean, body: string, headers: Record<string, string>) {
  const target = await checkTarget(url, allowPrivate);
  if (!target.ok) throw new TransportError(`Refused: ${target.detail}`, true);
  const dispatcher = target.address
    ? new Agent({ connect: { lookup: pinnedLookup(target.address) } })
    : undefined;
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": USER_AGENT, ...headers },
      body,
      redirect: "manual",
      signal: AbortSignal.timeout(WEBHOOK_LIMITS.timeoutSeconds * 1000),
      ...(dispatcher ? { dispatcher } : {}),
    } as RequestInit);
    await response.body?.cancel();
    if (response.status >= 200 && response.status < 300) return;
    const retryAfter = Number(response.headers.get("retry-after"));
    throw new TransportError(
      `HTTP ${response.status}`,
      false,
      response.status === 429 && retryAfter > 0 ? Math.min(retryAfter, 3600) * 1000 : undefined,
    );
  } catch (error) {
    if (error instanceof TransportError) throw error;
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : "";
    throw new TransportError(`${error instanceof Error ? error.message : String(error)}${cause}`);
  } finally {
    void dispatcher?.close();
  }
}

/** A channel's sender that posts each message (`deliver`): the receiver gives no message id to keep. */
const postingTransport = (
  name: string,
  deliver: (message: DeliverableMessage) => Promise<void>,
): Transport => ({
  name,
  async send(message: DeliverableMessage) {
    await deliver(message);
    return { providerMessageId: null };
  },
});

/** Signed webhook deliveries: `to` is the webhook's id, read at each attempt (a removed or disabled one stops). */
const webhookTransport = ({ db, allowPrivate }: WebhookSenderSettings) =>
  postingTransport("webhook", async (message) => {
    const [hook] = await db.select().from(webhooks).where(eq(webhooks.id, message.to));
    if (!hook) throw new TransportError("The webhook was removed", true);
    if (!hook.enabled) throw new TransportError("The webhook is disabled", true);
    const secret = decryptSecret(hook.secret, hook.companyId).plain;
    const timestamp = Math.floor(Date.now() / 1000);
    await post(hook.url, allowPrivate, message.text, {
      [WEBHOOK_HEADERS.signature]: signatureHeader(secret, timestamp, message.text),
      [WEBHOOK_HEADERS.timestamp]: String(timestamp),
      [WEBHOOK_HEADERS.event]: message.subject,
      [WEBHOOK_HEADERS.delivery]: message.id,
    });
  });

/** Teams and Slack incoming webhooks: both take `{ "text": … }`; `to` is the channel's id. */
const chatTransport = ({ db, allowPrivate }: WebhookSenderSettings) =>
  postingTransport("chat", async (message) => {
    const [channel] = await db.select().from(chatChannels).where(eq(chatChannels.id, message.to));
    if (!channel) throw new TransportError("The channel was removed", true);
    const url = decryptSecret(channel.url, channel.companyId).plain;
    await post(url, allowPrivate, JSON.stringify({ text: message.text }), {});
  });

/** The senders of the "webhook" and "chat" channels of the outbox. */
export function webhookTransports(settings: WebhookSenderSettings): Transports {
  return { webhook: webhookTransport(settings), chat: chatTransport(settings) };
}
