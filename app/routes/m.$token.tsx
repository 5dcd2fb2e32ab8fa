import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
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
 * The public page a message's signed link opens, on a phone, without signing in and without JavaScript.
 * GET only shows the answer's button (mail scanners open links); the POST records it, once.
 */
export const headers = answerLinkHeaders;
export const meta = answerLinkMeta;

export async function loader({ params }: LoaderFunctionArgs) {
  const res = await callApi("get", "/message-link", { query: { token: params.token ?? "" } });
  const view: AnswerOutcomeView = res.ok ? res.data : INVALID_ANSWER;
  return { token: params.token ?? "", view };
}

export async function action({ request, params }: ActionFunctionArgs) {
  await request.formData();
  const res = await callApi("post", "/message-link", { body: { token: params.token ?? "" } });
  const view: AnswerOutcomeView = res.ok ? res.data : INVALID_ANSWER;
  return { view };
}

export default function MessageLink() {
  const { view: before } = useLoaderData<typeof loader>();
  const after = useActionData<typeof action>();
  const view = after?.view ?? before;
  return (
    <GuestLayout title={view.label ?? "Your answer"}>
      {view.incidentTitle ? <p className="mb-2 text-sm text-gray-600">{view.incidentTitle}</p> : null}
      {view.state === "ready" ? (
        <Form method="post" className="space-y-4">
          {view.greeting ? <p>{view.greeting}, press the button to send your answer.</p> : null}
          <button type="submit" className="btn-primary w-full py-3 text-lg">
            {view.label}
          </button>
        </Form>
      ) : (
        <AnswerStatus view={view} />
      )}
      <CallButton call={view.call} />
    </GuestLayout>
  );
}
