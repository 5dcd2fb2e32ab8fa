/**
 * The one i18next instance (issue 36 item 7): every language's resources, loaded at once (no back end, no
 * detection: a caller knows whose language it speaks). Server-side: loaders, presenters and the outbox look text up
 * here; screens get the strings from their loader, so no resource ships to a page's bundle.
 */
import i18next, { type TFunction } from "i18next";
import { de } from "./de";
import { en } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import { DEFAULT_LANGUAGE, type Language } from "./languages";

export const RESOURCES = { en, fr, de, es } as const;

const instance = i18next.createInstance();
// Synchronous: the resources are in memory, so `t` works as soon as this module is loaded.
void instance.init({
  resources: Object.fromEntries(Object.entries(RESOURCES).map(([l, r]) => [l, { translation: r }])),
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  initAsync: false,
  returnNull: false,
  // React and the mail templates escape what they render; the text itself stays as written.
  interpolation: { escapeValue: false },
});

/** `t` fixed to one language: `translator("fr")("answer.title")`. A missing key falls back to English. */
export function translator(language: Language): TFunction {
  return instance.getFixedT(language);
}
