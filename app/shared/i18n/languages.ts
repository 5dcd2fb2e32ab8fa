/**
 * The languages Keel speaks to the people it messages (issue 36 item 7): a person's or user's preferred language,
 * a company's default, and the language of a status page's reader. Isomorphic and free of i18next, so a form's
 * language picker costs a screen nothing.
 */
export const LANGUAGES = ["en", "fr", "de", "es"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";
/** A language picker's choice for "the company's default" (stored as null). */
export const COMPANY_DEFAULT_LANGUAGE = "default";

/** Each language in its own words, as a picker shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: "English",
  fr: "Français",
  de: "Deutsch",
  es: "Español",
};

export const isLanguage = (value: unknown): value is Language =>
  typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);

/** A language from a form, a CSV cell or a query: its code or its name, any case; null when it is none of ours. */
export function parseLanguage(value: string | null | undefined): Language | null {
  const v = value?.trim().toLowerCase();
  if (!v) return null;
  if (isLanguage(v)) return v;
  const named = LANGUAGES.find(
    (l) => LANGUAGE_NAMES[l].toLowerCase() === v || v.startsWith(`${l}-`) || v.startsWith(`${l}_`),
  );
  return named ?? null;
}

/** The reader's first language of ours from an Accept-Language header, in their order of preference. */
export function languageFromAcceptHeader(header: string | null | undefined): Language | null {
  if (!header) return null;
  const ranked = header
    .split(",")
    .map((part, i) => {
      const [tag, ...params] = part.trim().split(";");
      const q = Number(
        params
          .find((p) => p.trim().startsWith("q="))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { tag: tag.trim().toLowerCase(), q: Number.isFinite(q) ? q : 0, i };
    })
    .filter((x) => x.tag && x.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const { tag } of ranked) {
    const lang = parseLanguage(tag.split("-")[0]);
    if (lang) return lang;
  }
  return null;
}

export const LANGUAGE_MESSAGES = {
  invalid: `Choose one of: ${LANGUAGES.map((l) => `${l} (${LANGUAGE_NAMES[l]})`).join(", ")}.`,
} as const;
