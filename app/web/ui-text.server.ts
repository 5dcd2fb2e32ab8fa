/**
 * The app's own labels looked up through i18next (issue 36 item 7): a loader hands a screen the strings it shows,
 * so the resources stay on the server and a page's bundle does not grow. Screens speak English today (the spec's
 * labels as written); passing a user's language here is all a translated screen will take.
 */
import { DEFAULT_LANGUAGE, LANGUAGE_NAMES, type Language } from "~/shared/i18n/languages";
import { translator } from "~/shared/i18n/translator";

/** The labels of a preferred-language field, and of the company's default language. */
export function languageFieldText(companyLanguage: Language, language: Language = DEFAULT_LANGUAGE) {
  const t = translator(language);
  return {
    label: t("ui.language"),
    hint: t("ui.languageHelp"),
    companyLabel: t("ui.companyLanguage"),
    companyHint: t("ui.companyLanguageHelp"),
    /** The empty choice: the company's default, named. */
    companyDefault: t("ui.companyDefault", { language: LANGUAGE_NAMES[companyLanguage] }),
  };
}
export type LanguageFieldText = ReturnType<typeof languageFieldText>;
