import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Every email Keel sends. Without SMTP_URL this is where mail stays (the outbox an admin reads). */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id"),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    transport: text("transport").$type<"outbox" | "smtp">().notNull(),
    status: text("status").$type<"stored" | "sent" | "failed">().notNull(),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("mail_outbox_created_idx").on(t.createdAt)],
);
