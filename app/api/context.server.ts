import type { Db } from "~/platform/db/client.server";
import type { Transports } from "~/platform/messages/transport";
import type { Role } from "~/shared/roles";

/** What every API handler can reach: injected, so tests can give a fresh database and a simulated clock. */
export interface ApiDeps {
  db: Db;
  /**
   * The ways out for queued messages (email, SMS, voice), used by the outbox worker and the delivery-receipt
   * webhook; a channel without one keeps its messages in the outbox. Handlers only queue (enqueueMessage).
   */
  transports: Transports;
  /** Public address of the web app, for links in emails. */
  appUrl: string;
  now: () => Date;
  /** Reverse proxies in front of Keel that append to X-Forwarded-For (0: none trusted, no client address). */
  proxyHops: number;
  /**
   * The header the launcher (scripts/socket-peer.mjs) writes each request's TCP peer address into, after removing
   * the client's own; null when Keel was started without it. With no trusted proxy, that peer is the client.
   */
  peerHeader?: string | null;
  /** Per-client budgets of sign-up (an hour) and recovery (15 minutes); unset: the defaults (RULES). */
  clientLimits?: { signUps: number; recoveries: number };
  /** Sign-up confirmation emails Keel sends in an hour, all clients together; unset: RULES.signUpEmailsGlobal. */
  signUpEmailsPerHour?: number;
  /** Messages a company may queue in 24 hours (MESSAGES_PER_COMPANY_PER_DAY); unset: the default quota. */
  messagesPerDay?: number;
  /**
   * Check every answer against its endpoint's declared schema and fail loudly on a difference (the test suite
   * sets it; production sends what the handler answers without the extra work).
   */
  checkAnswers?: boolean;
  /**
   * Runs work the answer must not wait for (password recovery: whether the address has an account decides
   * what is written and sent, so that work happens after the answer, finding 15). Unset: run detached.
   */
  later?: (task: () => Promise<void>) => void;
}

/** Starts `task` without waiting for it (deps.later when set, as tests do to await it); a failure is logged. */
export function runLater(deps: ApiDeps, task: () => Promise<void>) {
  if (deps.later) return deps.later(task);
  void task().catch((error: unknown) => console.error("[keel] deferred work failed:", error));
}

/** The signed-in caller, resolved from the bearer token. */
export interface Principal {
  id: string;
  sessionId: string;
  companyId: string;
  role: Role;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImage: string | null;
  /** Until it is false, only the change of password (and sign-out) is allowed. */
  mustChangePassword: boolean;
  /** The same image under the spec's field name (§3 session user). */
  profileImgURL: string | null;
}
