import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { MESSAGE_CHANNEL_LABELS, MESSAGE_STATUS_LABELS, type MessageStatus } from "~/platform/messages/types";
import { useDates } from "~/ui/dates";
import { PageHeader } from "~/ui/page";
import { StatusBadge } from "~/ui/status-badge";
import { requireUser } from "~/web/auth.server";
import { readOrThrow } from "~/web/page-read.server";

export const meta: MetaFunction = () => [{ title: "Outbox · Keel" }];

const STATUS_CLASS: Record<MessageStatus, string> = {
  queued: "bg-gray-100 text-gray-800",
  sent: "bg-blue-50 text-blue-800",
  delivered: "bg-green-50 text-green-800",
  failed: "bg-red-50 text-red-800",
};

/** The messages Keel has queued, sent or failed (or, without a transport, kept): for the System Administrator. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser({ request, context });
  return { mails: await readOrThrow({ request, context }, "/mail/outbox", { limit: 100 }) };
}

export default function Outbox() {
  const { mails } = useLoaderData<typeof loader>();
  const { dateTime } = useDates();
  return (
    <section>
      <PageHeader title="Outbox">Messages sent by Keel (email, SMS, voice), newest first.</PageHeader>
      {mails.length === 0 ? (
        <p className="card text-gray-600">Data Not Found</p>
      ) : (
        <ul className="space-y-3">
          {mails.map((m) => (
            <li key={m.id} className="card">
              <div className="flex flex-wrap justify-between gap-2 text-sm text-gray-500">
                <span>
                  {MESSAGE_CHANNEL_LABELS[m.channel]} to <strong className="text-gray-900">{m.to}</strong>
                  {m.transport ? ` · ${m.transport}` : ""}
                  {m.attempts > 1 ? ` · ${m.attempts} attempts` : ""}{" "}
                  <StatusBadge kind="message" state={m.status} colour={STATUS_CLASS[m.status]}>
                    {MESSAGE_STATUS_LABELS[m.status]}
                  </StatusBadge>
                </span>
                <time dateTime={m.createdAt}>{dateTime(m.createdAt)}</time>
              </div>
              {m.reason ? (
                <p className={`mt-1 text-sm ${m.status === "failed" ? "text-red-700" : "text-gray-600"}`}>
                  {m.reason}
                  {m.status === "queued" && m.nextAttemptAt
                    ? ` · next attempt ${dateTime(m.nextAttemptAt)}`
                    : ""}
                </p>
              ) : null}
              {m.subject ? <h2 className="mt-1 font-medium">{m.subject}</h2> : null}
              <pre className="mt-2 whitespace-pre-wrap break-words font-sans text-sm text-gray-700">
                {m.text}
              </pre>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
