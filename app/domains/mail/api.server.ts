import { desc, eq } from "drizzle-orm";
import { z } from "zod";
import { endpoint } from "~/api/endpoint.server";
import { messages } from "~/platform/messages/schema.server";
import { outboxMessageAnswer } from "./answers";

export const mailEndpoints = [
  endpoint({
    method: "get",
    path: "/mail/outbox",
    tag: "Mail",
    summary:
      "The newest messages (email, SMS, voice) Keel has queued, sent or failed, with their status and reason, optionally to one address (System Administrator)",
    permission: "mail.outbox.read",
    query: z.object({
      limit: z.coerce.number().int().min(1).max(200).default(50),
      /** Only the messages to this address or number (an administrator tracing one person's mail). */
      to: z.string().trim().max(320).optional(),
    }),
    answer: z.array(outboxMessageAnswer),
    handler: ({ deps, query }) =>
      deps.db
        .select({
          id: messages.id,
          companyId: messages.companyId,
          channel: messages.channel,
          to: messages.to,
          subject: messages.subject,
          text: messages.text,
          html: messages.html,
          transport: messages.transport,
          status: messages.status,
          reason: messages.reason,
          attempts: messages.attempts,
          nextAttemptAt: messages.nextAttemptAt,
          purpose: messages.purpose,
          createdAt: messages.createdAt,
          sentAt: messages.sentAt,
          deliveredAt: messages.deliveredAt,
        })
        .from(messages)
        .where(query.to ? eq(messages.to, query.to) : undefined)
        .orderBy(desc(messages.createdAt), desc(messages.id))
        .limit(query.limit),
  }),
];
