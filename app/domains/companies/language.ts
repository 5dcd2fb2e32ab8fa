import { DEFAULT_LANGUAGE, type Language, parseLanguage } from "~/shared/i18n/languages";

/**
 * A company's default language (that of its people and users who chose none) out of its stored settings: English
 * when it set none, or one no longer offered.
 */
export function companyLanguageFrom(stored: unknown): Language {
  const chosen = (stored as { language?: unknown } | null | undefined)?.language;
  return parseLanguage(typeof chosen === "string" ? chosen : null) ?? DEFAULT_LANGUAGE;
}
