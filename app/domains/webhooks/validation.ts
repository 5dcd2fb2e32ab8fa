import { z } from "zod";
import { CHAT_KINDS, WEBHOOK_MESSAGES as M, WEBHOOK_EVENTS, WEBHOOK_LIMITS } from "./model";

/** A URL Keel may post to: http(s) only here; https and a public address are the server's check (SSRF). */
const urlField = z
  .string({ error: M.urlRequired })
  .trim()
  .min(1, M.urlRequired)
  .max(WEBHOOK_LIMITS.url, M.tooLong(WEBHOOK_LIMITS.url))
  .refine((v) => {
    try {
      const u = new URL(v);
      return (u.protocol === "https:" || u.protocol === "http:") && !u.username && !u.password;
    } catch {
      return false;
    }
  }, M.urlInvalid);

export const webhookSchema = z.object({
  url: urlField,
  description: z
    .string()
    .trim()
    .max(WEBHOOK_LIMITS.description, M.tooLong(WEBHOOK_LIMITS.description))
    .optional()
    .default(""),
  events: z
    .array(z.enum(WEBHOOK_EVENTS), { error: M.chooseEvent })
    .min(1, M.chooseEvent)
    .max(WEBHOOK_EVENTS.length),
});
export const webhookUpdateSchema = webhookSchema.extend({ id: z.string().uuid() });

export const webhookEnabledSchema = z.object({ id: z.string().uuid(), enabled: z.boolean() });

export const chatChannelSchema = z.object({ kind: z.enum(CHAT_KINDS), url: urlField });
export const chatKindSchema = z.object({ kind: z.enum(CHAT_KINDS) });
