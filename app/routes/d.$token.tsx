import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import {
  AnswerForm,
  type AnswerOutcomeView,
  answerLinkHeaders,
  answerLinkMeta,
} from "~/features/incident-messages/answer-link";
import { invalidAnswer } from "~/features/incident-messages/answer-text.server";
import { GuestLayout } from "~/features/shell/guest-layout";
import { callApi } from "~/web/api.server";

/**
 * The public page a reachability drill's link opens (issue 36 item 5), on a phone, without signing in and without
 * JavaScript: the same answer page as an incident message's link, saying it is only a test. GET only shows the
 * button (link scanners open links); the POST records the acknowledgement, once.
 */
export const headers = answerLinkHeaders;
export const meta = answerLinkMeta;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const res = await callApi("get", "/drill-link", { query: { token: params.token ?? "" } });
  const view: AnswerOutcomeView = res.ok ? res.data : invalidAnswer(request);
  return { view };
}

export async function action({ request, params }: ActionFunctionArgs) {
  await request.formData();
  const res = await callApi("post", "/drill-link", { body: { token: params.token ?? "" } });
  const view: AnswerOutcomeView = res.ok ? res.data : invalidAnswer(request);
  return { view };
}

export default function DrillLink() {
  const { view: before } = useLoaderData<typeof loader>();
  const after = useActionData<typeof action>();
  const view = after?.view ?? before;
  return (
    <GuestLayout title={view.incidentTitle ?? "Your answer"}>
      <AnswerForm view={view}>
        {view.greeting ? <p>Hello {view.greeting}.</p> : null}
        <p>{view.text}</p>
      </AnswerForm>
    </GuestLayout>
  );
}
