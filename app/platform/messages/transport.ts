import type { MessageChannel } from "./types";

/** What a transport is handed: one claimed message. */
export interface DeliverableMessage {
  id: string;
  channel: MessageChannel;
  to: string;
  subject: string;
  text: string;
  html: string | null;
}

/** A channel's way out (SMTP, an SMS/voice provider). Throws a TransportError when the message did not leave. */
export interface Transport {
  /** Recorded on the message: "smtp", "twilio". */
  readonly name: string;
  /** Messages a second the provider accepts (the worker spaces its sends); none: as fast as it answers. */
  readonly ratePerSecond?: number;
  send(message: DeliverableMessage): Promise<{ providerMessageId?: string | null }>;
  /** Whether a delivery receipt posted to `url` with these form fields carries the provider's signature. */
  verifyReceipt?(url: string, params: URLSearchParams, signature: string): boolean;
  /**
   * Whether a reply the provider posted was sent to this account's own number (its account and sender): replies to
   * another account's numbers are not Keel's to record.
   */
  ownsInbound?(params: URLSearchParams): boolean;
  close?(): void;
}

export type Transports = Partial<Record<MessageChannel, Transport>>;

/**
 * A send that failed; `permanent` ones (a refused address) are not tried again, and `retryAfterMs` (a provider's
 * "too many requests") sets the wait instead of the backoff.
 */
export class TransportError extends Error {
  constructor(
    message: string,
    readonly permanent = false,
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}
