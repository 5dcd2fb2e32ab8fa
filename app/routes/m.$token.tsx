import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import {
  AnswerForm,
  answerLinkHeaders,
  answerLinkMeta,
  CallButton,
} from "~/features/incident-messages/answer-link";
import { answerPage } from "~/features/incident-messages/answer-text.server";
import { GuestLayout } from "~/features/shell/guest-layout";
import { callApi } from "~/web/api.server";

/**
 * The public page a message's signed link opens, on a phone, without signing in and without JavaScript, in its
 * recipient's language. GET only shows the answer's button (mail scanners open links); the POST records it, once.
 */
export const headers = answerLinkHeaders;
export const meta = answerLinkMeta;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const res = await callApi("get", "/message-link", { query: { token: params.token ?? "" } });
  return answerPage(request, res.ok ? res.data : null, "one");
}

export async function action({ request, params }: ActionFunctionArgs) {
  await request.formData();
  const res = await callApi("post", "/message-link", { body: { token: params.token ?? "" } });
  return answerPage(request, res.ok ? res.data : null, "one");
}

export default function MessageLink() {
  const before = useLoaderData<typeof loader>();
  const after = useActionData<typeof action>();
  const { view, text } = after ?? before;
  return (
    <GuestLayout title={view.label ?? text.title} lang={text.lang}>
      {view.incidentTitle ? <p className="mb-2 text-sm text-gray-600">{view.incidentTitle}</p> : null}
      <AnswerForm view={view}>{text.press ? <p>{text.press}</p> : null}</AnswerForm>
      <CallButton call={view.call} label={text.call} />
    </GuestLayout>
  );
}
