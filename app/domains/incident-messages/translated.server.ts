/**
 * An incident message in each recipient's language (issue 36 item 7): the template's text when the sender kept it
 * (their own words go as typed), the answer links' labels, the SMS's reply line, a call's closing, and what the
 * answer pages say. The text lives in app/shared/i18n; this is where a message meets it.
 */
import { eq } from "drizzle-orm";
import type { TFunction } from "i18next";
import { companyLanguageFrom } from "~/domains/companies/language";
import { companies } from "~/domains/companies/schema.server";
import type { Db, Tx } from "~/platform/db/client.server";
import { type Language, parseLanguage } from "~/shared/i18n/languages";
import { translator } from "~/shared/i18n/translator";
import type { LinkPurpose, LinkState, MessageTemplate } from "./model";

/** A template's subject and text in a language, filled with the incident's title. */
export function templateText(template: MessageTemplate, title: string, language: Language) {
  const t = translator(language);
  return {
    subject: t(`templates.${template}.subject`, { incident: title }),
    body: t(`templates.${template}.body`, { incident: title }),
  };
}

/**
 * The title to keep on a message whose subject or text is the template's English one (as the send form drafts it),
 * so each recipient can be given that part in their language; null when the sender wrote both.
 */
export function keptTemplateTitle(
  input: { template: MessageTemplate; subject: string; body: string },
  title: string,
) {
  const draft = templateText(input.template, title, "en");
  return input.subject === draft.subject || input.body === draft.body ? title : null;
}

/** A sent message's subject and text for one recipient: the kept template parts in their language. */
export function messageIn(
  message: { template: MessageTemplate; subject: string; body: string; templateTitle: string | null },
  language: Language,
) {
  if (message.templateTitle === null || language === "en")
    return { subject: message.subject, body: message.body };
  const draft = templateText(message.template, message.templateTitle, "en");
  const theirs = templateText(message.template, message.templateTitle, language);
  return {
    subject: message.subject === draft.subject ? theirs.subject : message.subject,
    body: message.body === draft.body ? theirs.body : message.body,
  };
}

/** An answer link's label ("I'm safe"…) in a language. */
export const linkLabel = (purpose: LinkPurpose, language: Language) =>
  translator(language)(`message.links.${purpose}`);

/** What an answer page says for a state (null: nothing beyond its buttons). */
export function linkStateText(state: LinkState, purpose: LinkPurpose | undefined, t: TFunction) {
  if (state === "recorded" && purpose) return t(`answer.recorded.${purpose}`);
  if (state === "used") return t("answer.used");
  if (state === "expired") return t("answer.expired");
  if (state === "invalid") return t("answer.invalid");
  return null;
}

/** A stored language, or the fallback (a row older than languages, or a value no longer offered). */
export const languageOr = (value: string | null | undefined, fallback: Language): Language =>
  parseLanguage(value) ?? fallback;

/** A company's default language (its settings), for the people and users who chose none. */
export async function companyLanguageOf(db: Db | Tx, companyId: string): Promise<Language> {
  const [row] = await db
    .select({ settings: companies.settings })
    .from(companies)
    .where(eq(companies.id, companyId));
  return companyLanguageFrom(row?.settings);
}
