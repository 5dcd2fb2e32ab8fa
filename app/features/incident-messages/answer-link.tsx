import type { MetaFunction } from "@remix-run/node";
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import type { Language } from "~/shared/i18n/languages";
import { telHref } from "~/shared/phone";

/**
 * What the two public answer pages share: a message's signed one-answer link (`/m/…`, email) and the SMS's one
 * short link to every answer (`/a/…`). Both are the recipient's credential, open without signing in or JavaScript,
 * and end in the same outcome: the answer recorded (or why not) and, for "I need help", whom to call.
 */
export interface AnswerOutcomeView {
  state: "ready" | "used" | "expired" | "invalid" | "recorded";
  purpose: string | null;
  label: string | null;
  incidentTitle: string | null;
  greeting: string | null;
  text: string | null;
  call: string | null;
  /** The recipient's language: what the page speaks (answer-text.server.ts). */
  language: Language | null;
}

/** The page's own words, in the recipient's language (the loader looks them up: answer-text.server.ts). */
export interface AnswerPageText {
  lang: Language;
  title: string;
  pageTitle: string;
  /** "Tom, press a button to send your answer." (null: no name to greet). */
  press: string | null;
  answerGiven: string;
  call: string;
}

/** The link is the recipient's credential: never sent on to another site, never indexed. */
export const answerLinkHeaders = () => ({
  "referrer-policy": "no-referrer",
  "x-robots-tag": "noindex",
  "cache-control": "no-store",
});
export const answerLinkMeta: MetaFunction = ({ data }) => [
  { title: (data as { text?: AnswerPageText } | undefined)?.text?.pageTitle ?? "Your answer · Keel" },
  { name: "robots", content: "noindex" },
];

/** "I need help" stays urgent once recorded: the person should expect a call, or make one. */
function toneOf(view: AnswerOutcomeView) {
  if (view.state === "recorded")
    return view.purpose === "help" ? "font-medium text-red-800" : "text-green-800";
  return view.state === "ready" ? "text-gray-800" : "text-red-800";
}

/** The outcome line (recorded, already given, expired, invalid) with its state for tests and assistive tech. */
export function AnswerStatus({ view }: { view: AnswerOutcomeView }) {
  return (
    <p role="status" className={`text-base ${toneOf(view)}`} data-state={view.state}>
      {view.text}
    </p>
  );
}

/**
 * The answer itself: while it can be given, a POST form of one big button (`view.label`) under `children` (what
 * pressing it does); once given or refused, the outcome line.
 */
export function AnswerForm({ view, children }: { view: AnswerOutcomeView; children: ReactNode }) {
  if (view.state !== "ready") return <AnswerStatus view={view} />;
  return (
    <Form method="post" className="space-y-4">
      {children}
      <button type="submit" className="btn-primary w-full py-3 text-lg">
        {view.label}
      </button>
    </Form>
  );
}

/** The number to call, as a big button, when the answer page gives one. */
export function CallButton({ call, label }: { call: string | null; label: string }) {
  if (!call) return null;
  return (
    <a href={telHref(call)} className="btn-primary mt-4 block w-full py-3 text-center text-lg no-underline">
      {label} {call}
    </a>
  );
}
