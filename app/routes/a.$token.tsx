import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import {
  HELP_LABELS,
  LINK_PURPOSES,
  type LinkPurpose,
  MESSAGE_MESSAGES,
} from "~/domains/incident-messages/model";
import { GuestLayout } from "~/features/shell/guest-layout";
import { telHref } from "~/shared/phone";
import { callApi } from "~/web/api.server";

/**
 * The answer page an SMS's one short link opens (issue 36 item 2): the whole message and a button for each answer,
 * on a phone, without signing in and without JavaScript. GET only shows the buttons (link scanners open links);
 * pressing one POSTs it, and it is recorded once.
 */
interface AnswerView {
  state: "ready" | "used" | "expired" | "invalid" | "recorded";
  purpose: LinkPurpose | null;
  label: string | null;
  incidentTitle: string | null;
  greeting: string | null;
  text: string | null;
  call: string | null;
}
interface PageView extends AnswerView {
  subject: string | null;
  body: string | null;
  answers: { purpose: LinkPurpose; label: string; given: boolean }[];
}

const INVALID: PageView = {
  state: "invalid",
  purpose: null,
  label: null,
  incidentTitle: null,
  greeting: null,
  text: MESSAGE_MESSAGES.linkInvalid,
  call: null,
  subject: null,
  body: null,
  answers: [],
};

// The link is the recipient's credential: never sent on to another site, never indexed.
export const headers = () => ({
  "referrer-policy": "no-referrer",
  "x-robots-tag": "noindex",
  "cache-control": "no-store",
});
export const meta: MetaFunction = () => [
  { title: "Your answer · Keel" },
  { name: "robots", content: "noindex" },
];

export async function loader({ params }: LoaderFunctionArgs) {
  const res = await callApi("get", "/answer-page", { query: { token: params.token ?? "" } });
  const view: PageView = res.ok ? res.data : INVALID;
  return { view };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const form = await request.formData();
  const purpose = String(form.get("purpose") ?? "");
  if (!LINK_PURPOSES.includes(purpose as LinkPurpose)) return { answer: INVALID as AnswerView };
  const res = await callApi("post", "/answer-page", {
    body: { token: params.token ?? "", purpose: purpose as LinkPurpose },
  });
  const answer: AnswerView = res.ok ? res.data : INVALID;
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
    const tone =
      answer.state === "recorded" && answer.purpose === "help"
        ? "font-medium text-red-800"
        : answer.state === "recorded"
          ? "text-green-800"
          : "text-red-800";
    return (
      <GuestLayout title={answer.label ?? "Your answer"}>
        {answer.incidentTitle ? <p className="mb-2 text-sm text-gray-600">{answer.incidentTitle}</p> : null}
        <p role="status" className={`text-base ${tone}`} data-state={answer.state}>
          {answer.text}
        </p>
        {answer.call ? (
          <a
            href={telHref(answer.call)}
            className="btn-primary mt-4 block w-full py-3 text-center text-lg no-underline"
          >
            {HELP_LABELS.call} {answer.call}
          </a>
        ) : null}
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
        <p role="status" className="text-base text-red-800" data-state={view.state}>
          {view.text}
        </p>
      )}
    </GuestLayout>
  );
}
