import { desc } from "drizzle-orm";
import { z } from "zod";
import { endpoint } from "~/api/endpoint.server";
import { mailOutbox } from "~/platform/mail/schema.server";

export const mailEndpoints = [
  endpoint({
    method: "get",
    path: "/mail/outbox",
    tag: "Mail",
    summary: "The newest emails Keel has sent or stored (System Administrator)",
    permission: "mail.outbox.read",
    query: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }),
    handler: ({ deps, query }) =>
      deps.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(query.limit),
  }),
];
