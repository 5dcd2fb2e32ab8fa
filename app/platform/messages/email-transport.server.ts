import nodemailer from "nodemailer";
import { type Transport, TransportError } from "./transport";

/**
 * Email through nodemailer over SMTP_URL (pooled connections). An SMTP 5xx answer (a refused address) fails the
 * message for good; anything else (the relay down, a 4xx) is tried again later.
 */
export function smtpTransport(options: { smtpUrl: string; from: string }): Transport {
  const smtp = nodemailer.createTransport({
    url: options.smtpUrl,
    pool: true,
    maxConnections: 4,
    // A relay that does not answer must not hold a worker lane for minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    name: "smtp",
    async send(message) {
      try {
        const info = await smtp.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html ?? undefined,
        });
        return { providerMessageId: info.messageId ?? null };
      } catch (error) {
        const code = (error as { responseCode?: number }).responseCode;
        const reason = error instanceof Error ? error.message : String(error);
        throw new TransportError(reason, typeof code === "number" && code >= 500);
      }
    },
    close: () => smtp.close(),
  };
}
