import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { LINK_PURPOSES, type LinkPurpose, MESSAGE_MESSAGES } from "~/domains/incident-messages/model";
import {
  type AnswerOutcomeView,
  AnswerStatus,
  answerLinkHeaders,
  answerLinkMeta,
  CallButton,
  INVALID_ANSWER,
} from "~/features/incident-messages/answer-link";
import { GuestLayout } from "~/features/shell/guest-layout";
import { callApi } from "~/web/api.server";

/**
 * The answer page an SMS's one short link opens (issue 36 item 2): the whole message and a button for each answer,
 * on a phone, without signing in and without JavaScript. GET only shows the buttons (link scanners open links);
 * pressing one POSTs it, and it is recorded once.
 */
interface PageView extends AnswerOutcomeView {
  subject: string | null;
  body: string | null;
  answers: { purpose: LinkPurpose; label: string; given: boolean }[];
}

const INVALID: PageView = { ...INVALID_ANSWER, subject: null, body: null, answers: [] };

export const headers = answerLinkHeaders;
export const meta = answerLinkMeta;

export async function loader({ params }: LoaderFunctionArgs) {
  const res = await callApi("get", "/answer-page", { query: { token: params.token ?? "" } });
  const view: PageView = res.ok ? res.data : INVALID;
  return { view };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const form = await request.formData();
  const purpose = String(form.get("purpose") ?? "");
  if (!LINK_PURPOSES.includes(purpose as LinkPurpose)) return { answer: INVALID_ANSWER };
  const res = await callApi("post", "/answer-page", {
    body: { token: params.token ?? "", purpose: purpose as LinkPurpose },
  });
  const answer: AnswerOutcomeView = res.ok ? res.data : INVALID_ANSWER;
  return { answer };
}

const BUTTON_TONES: Record<LinkPurpose, string> = {
  safe: "btn-primary",
  help: "btn-primary bg-red-700 hover:bg-red-800",
  ack: "btn-primary",
};

export default function AnswerPage() {
  const { view } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>()?.answer;
  if (answer) {
    return (
      <GuestLayout title={answer.label ?? "Your answer"}>
        {answer.incidentTitle ? <p className="mb-2 text-sm text-gray-600">{answer.incidentTitle}</p> : null}
        <AnswerStatus view={answer} />
        <CallButton call={answer.call} />
      </GuestLayout>
    );
  }
  return (
    <GuestLayout title={view.subject ?? "Your answer"}>
      {view.incidentTitle ? <p className="mb-2 text-sm text-gray-600">{view.incidentTitle}</p> : null}
      {view.state === "ready" ? (
        <div className="space-y-4">
          <p className="whitespace-pre-line break-words">{view.body}</p>
          {view.greeting ? <p>{view.greeting}, press a button to send your answer.</p> : null}
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
                  {MESSAGE_MESSAGES.answerGiven}
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
