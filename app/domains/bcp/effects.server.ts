import type { ApiDeps } from "~/api/context.server";
import type { MailMessage } from "~/platform/mail/mailer.server";

/**
 * Mail is sent after the transaction that caused it commits (never from inside it: the mailer
 * writes its outbox on its own connection). Services collect messages here and the caller flushes.
 */
export class Effects {
  readonly mails: MailMessage[] = [];

  mail(message: MailMessage) {
    this.mails.push(message);
  }

  async flush(deps: ApiDeps) {
    for (const message of this.mails.splice(0)) await deps.mailer.send(message);
  }
}

/** Runs `work` in one transaction, then sends the mail it queued. */
export async function inTransaction<T>(
  deps: ApiDeps,
  work: (tx: Parameters<Parameters<ApiDeps["db"]["transaction"]>[0]>[0], effects: Effects) => Promise<T>,
): Promise<T> {
  const effects = new Effects();
  const result = await deps.db.transaction((tx) => work(tx, effects));
  await effects.flush(deps);
  return result;
}
