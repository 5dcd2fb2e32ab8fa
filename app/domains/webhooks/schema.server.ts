import { boolean, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn, updatedAtColumn } from "~/platform/db/columns.server";
import { companyIdColumn } from "../companies/schema.server";
import { users } from "../companies/users-schema.server";
import type { ChatKind, WebhookEvent } from "./model";

/**
 * A company's webhook (issue 36 item 8): where its events are posted, which ones, and the signing secret,
 * encrypted at rest (it must be read back to sign; it is shown once, when generated). Deliveries are rows of the
 * outbox (`messages`, channel "webhook", `to` = this id), so their retries and last state live there.
 */
export const webhooks = pgTable(
  "webhooks",
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    url: text("url").notNull(),
    description: text("description").notNull().default(""),
    events: text("events").array().$type<WebhookEvent[]>().notNull(),
    secret: text("secret").notNull(),
    enabled: boolean("enabled").notNull().default(true),
    createdById: uuid("created_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [index("webhooks_company_idx").on(t.companyId)],
);

/**
 * A company's Teams or Slack incoming webhook (one of each kind): incident messages are also posted there. The
 * address is a credential of the channel, so it is encrypted like a webhook's secret and never shown again.
 */
export const chatChannels = pgTable(
  "chat_channels",
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    kind: text("kind").$type<ChatKind>().notNull(),
    url: text("url").notNull(),
    /** The host, shown so the administrator knows which address is stored. */
    host: text("host").notNull(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [uniqueIndex("chat_channels_company_kind_key").on(t.companyId, t.kind)],
);
