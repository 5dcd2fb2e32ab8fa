/**
 * The answer pages' own words in the recipient's language (issue 36 item 7), looked up by the loader so no
 * resource ships to the page: the heading, the line above the buttons, "already given", the call button.
 */
import { DEFAULT_LANGUAGE, type Language, languageFromAcceptHeader } from "~/shared/i18n/languages";
import { translator } from "~/shared/i18n/translator";
import type { AnswerOutcomeView, AnswerPageText } from "./answer-link";

/**
 * The page's language: the recipient's when the link names one, else the reader's browser's (a link that names
 * nobody, such as a cut one), else English.
 */
export const answerLanguage = (request: Request, view: { language: Language | null }) =>
  view.language ?? languageFromAcceptHeader(request.headers.get("accept-language")) ?? DEFAULT_LANGUAGE;

export function answerPageText(
  language: Language,
  greeting: string | null,
  buttons: "one" | "many",
): AnswerPageText {
  const t = translator(language);
  return {
    lang: language,
    title: t("answer.title"),
    pageTitle: t("answer.pageTitle"),
    press: greeting
      ? t(buttons === "one" ? "answer.pressTheButton" : "answer.pressAButton", { name: greeting })
      : null,
    answerGiven: t("answer.answerGiven"),
    call: t("answer.call"),
  };
}

/**
 * A view whose link names nobody (invalid, or expired before its recipient was looked up) in the reader's browser
 * language: the API answered it in English, knowing no recipient.
 */
export function inReaderLanguage<V extends AnswerOutcomeView>(request: Request, view: V): V {
  if (view.language !== null || (view.state !== "invalid" && view.state !== "expired")) return view;
  const language = answerLanguage(request, view);
  return { ...view, text: translator(language)(`answer.${view.state}`), language };
}

/** What a link that the API could not read shows (a cut link, an unknown token), in the reader's language. */
export function invalidAnswer(request: Request): AnswerOutcomeView {
  const language = answerLanguage(request, { language: null });
  return {
    state: "invalid",
    purpose: null,
    label: null,
    incidentTitle: null,
    greeting: null,
    text: translator(language)("answer.invalid"),
    call: null,
    language,
  };
}

/**
 * A one-answer page's data: the API's view of the link (null when it could not read it: the invalid link's) in
 * its reader's language, and the page's words for it.
 */
export function answerPage(request: Request, answered: AnswerOutcomeView | null, buttons: "one" | "many") {
  const view = answered ? inReaderLanguage(request, answered) : invalidAnswer(request);
  return { view, text: answerPageText(answerLanguage(request, view), view.greeting, buttons) };
}
