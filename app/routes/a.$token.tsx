import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { LINK_PURPOSES, type LinkPurpose } from "~/domains/incident-messages/model";
import {
  type AnswerOutcomeView,
  AnswerStatus,
  answerLinkHeaders,
  answerLinkMeta,
  CallButton,
} from "~/features/incident-messages/answer-link";
import {
  answerLanguage,
  answerPageText,
  inReaderLanguage,
  invalidAnswer,
} from "~/features/incident-messages/answer-text.server";
import { GuestLayout } from "~/features/shell/guest-layout";
import { callApi } from "~/web/api.server";

/**
 * The answer page an SMS's one short link opens (issue 36 item 2): the whole message and a button for each answer,
 * on a phone, without signing in and without JavaScript, in its recipient's language (item 7). GET only shows the
 * buttons (link scanners open links); pressing one POSTs it, and it is recorded once.
 */
interface PageView extends AnswerOutcomeView {
  subject: string | null;
  body: string | null;
  answers: { purpose: LinkPurpose; label: string; given: boolean }[];
}

export const headers = answerLinkHeaders;
export const meta = answerLinkMeta;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const res = await callApi("get", "/answer-page", { query: { token: params.token ?? "" } });
  const view: PageView = res.ok
    ? inReaderLanguage(request, res.data)
    : { ...invalidAnswer(request), subject: null, body: null, answers: [] };
  return { view, text: answerPageText(answerLanguage(request, view), view.greeting, "many") };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const form = await request.formData();
  const purpose = String(form.get("purpose") ?? "");
  let answer: AnswerOutcomeView = invalidAnswer(request);
  if (LINK_PURPOSES.includes(purpose as LinkPurpose)) {
    const res = await callApi("post", "/answer-page", {
      body: { token: params.token ?? "", purpose: purpose as LinkPurpose },
    });
    if (res.ok) answer = inReaderLanguage(request, res.data);
  }
  return { answer, text: answerPageText(answerLanguage(request, answer), null, "many") };
}

const BUTTON_TONES: Record<LinkPurpose, string> = {
  safe: "btn-primary",
  help: "btn-primary bg-red-700 hover:bg-red-800",
  ack: "btn-primary",
};

export default function AnswerPage() {
  const { view, text } = useLoaderData<typeof loader>();
  const done = useActionData<typeof action>();
  if (done) {
    const { answer } = done;
    return (
      <GuestLayout title={answer.label ?? done.text.title} lang={done.text.lang}>
        {answer.incidentTitle ? <p className="mb-2 text-sm text-gray-600">{answer.incidentTitle}</p> : null}
        <AnswerStatus view={answer} />
        <CallButton call={answer.call} label={done.text.call} />
      </GuestLayout>
    );
  }
  return (
    <GuestLayout title={view.subject ?? text.title} lang={text.lang}>
      {view.incidentTitle ? <p className="mb-2 text-sm text-gray-600">{view.incidentTitle}</p> : null}
      {view.state === "ready" ? (
        <div className="space-y-4">
          <p className="whitespace-pre-line break-words">{view.body}</p>
          {text.press ? <p>{text.press}</p> : null}
          {view.answers.map((a) => (
            <Form method="post" key={a.purpose}>
              <input type="hidden" name="purpose" value={a.purpose} />
              <button
                type="submit"
                className={`${BUTTON_TONES[a.purpose]} w-full py-3 text-lg`}
                aria-describedby={a.given ? `given-${a.purpose}` : undefined}
              >
                {a.label}
              </button>
              {a.given ? (
                <p id={`given-${a.purpose}`} className="mt-1 text-sm text-gray-600">
                  {text.answerGiven}
                </p>
              ) : null}
            </Form>
          ))}
        </div>
      ) : (
        <AnswerStatus view={view} />
      )}
    </GuestLayout>
  );
}
