import nodemailer from "nodemailer";
import type { Db } from "~/platform/db/client.server";
import { mailOutbox } from "./schema.server";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  companyId?: string | null;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  readonly transport: "outbox" | "smtp";
}

/**
 * With SMTP_URL mail goes out through nodemailer; without it, it stays in the outbox table
 * that a System Administrator reads in the app. Either way a copy is recorded.
 */
export function createMailer(db: Db, options: { smtpUrl?: string; from: string }): Mailer {
  const smtp = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    transport: smtp ? "smtp" : "outbox",
    async send(message) {
      let status: "stored" | "sent" | "failed" = "stored";
      let error: string | null = null;
      if (smtp) {
        try {
          await smtp.sendMail({
            from: options.from,
            to: message.to,
            subject: message.subject,
            text: message.text,
            html: message.html,
          });
          status = "sent";
        } catch (e) {
          status = "failed";
          error = e instanceof Error ? e.message : String(e);
          console.error(`[mail] sending to ${message.to} failed: ${error}`);
        }
      }
      await db.insert(mailOutbox).values({
        companyId: message.companyId ?? null,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        transport: smtp ? "smtp" : "outbox",
        status,
        error,
      });
    },
  };
}
