import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { HELP_LABELS, MESSAGE_MESSAGES } from "~/domains/incident-messages/model";
import { GuestLayout } from "~/features/shell/guest-layout";
import { telHref } from "~/shared/phone";
import { callApi } from "~/web/api.server";

/**
 * The public page a message's signed link opens, on a phone, without signing in and without JavaScript.
 * GET only shows the answer's button (mail scanners open links); the POST records it, once.
 */
interface LinkView {
  state: "ready" | "used" | "expired" | "invalid" | "recorded";
  purpose: string | null;
  label: string | null;
  incidentTitle: string | null;
  greeting: string | null;
  text: string | null;
  call: string | null;
}

const INVALID: LinkView = {
  state: "invalid",
  purpose: null,
  label: null,
  incidentTitle: null,
  greeting: null,
  text: MESSAGE_MESSAGES.linkInvalid,
  call: null,
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
  const res = await callApi("get", "/message-link", { query: { token: params.token ?? "" } });
  return { token: params.token ?? "", view: res.ok ? res.data : INVALID };
}

export async function action({ request, params }: ActionFunctionArgs) {
  await request.formData();
  const res = await callApi("post", "/message-link", { body: { token: params.token ?? "" } });
  return { view: res.ok ? res.data : INVALID };
}

export default function MessageLink() {
  const { view: before } = useLoaderData<typeof loader>();
  const after = useActionData<typeof action>();
  const view = after?.view ?? before;
  // "I need help" stays urgent once recorded: the person should expect a call, or make one.
  const tone =
    view.state === "recorded" && view.purpose === "help"
      ? "font-medium text-red-800"
      : view.state === "recorded"
        ? "text-green-800"
        : view.state === "ready"
          ? "text-gray-800"
          : "text-red-800";
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
        <p role="status" className={`text-base ${tone}`} data-state={view.state}>
          {view.text}
        </p>
      )}
      {view.call ? (
        <a
          href={telHref(view.call)}
          className="btn-primary mt-4 block w-full py-3 text-center text-lg no-underline"
        >
          {HELP_LABELS.call} {view.call}
        </a>
      ) : null}
    </GuestLayout>
  );
}
