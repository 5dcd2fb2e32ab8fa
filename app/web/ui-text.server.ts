/**
 * The app's own labels looked up through i18next (issue 36 item 7): a loader hands a screen the strings it shows,
 * so the resources stay on the server and a page's bundle does not grow. Screens speak English today (the spec's
 * labels as written); passing a user's language here is all a translated screen will take.
 */
import { DEFAULT_LANGUAGE, LANGUAGE_NAMES, type Language } from "~/shared/i18n/languages";
import { translator } from "~/shared/i18n/translator";

export type LanguageFieldText = {
  label: string;
  hint: string;
  companyLabel: string;
  companyHint: string;
  /** The empty choice: the company's default, named. */
  companyDefault: string;
};

/**
 * Looked up once per pair of languages (at most 16): five i18next lookups cost the people list about 0.6 ms of
 * every request (issue 37), for text that changes only with a deploy.
 */
const looked = new Map<string, Readonly<LanguageFieldText>>();

/** The labels of a preferred-language field, and of the company's default language. */
export function languageFieldText(
  companyLanguage: Language,
  language: Language = DEFAULT_LANGUAGE,
): Readonly<LanguageFieldText> {
  const key = `${companyLanguage}:${language}`;
  const known = looked.get(key);
  if (known) return known;
  const t = translator(language);
  const text = Object.freeze({
    label: t("ui.language"),
    hint: t("ui.languageHelp"),
    companyLabel: t("ui.companyLanguage"),
    companyHint: t("ui.companyLanguageHelp"),
    companyDefault: t("ui.companyDefault", { language: LANGUAGE_NAMES[companyLanguage] }),
  });
  looked.set(key, text);
  return text;
}
