import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useDates } from "~/ui/dates";
import { PageHeader } from "~/ui/page";
import { apiClient } from "~/web/api.server";
import { requireUser } from "~/web/auth.server";

export const meta: MetaFunction = () => [{ title: "Outbox · Keel" }];

/** The emails Keel has sent (or, without SMTP, stored): readable by the System Administrator. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser({ request, context });
  const api = await apiClient({ request, context });
  const res = await api.get("/mail/outbox", { limit: 100 });
  if (!res.ok) throw new Response(res.error.message, { status: res.status });
  return { mails: res.data };
}

export default function Outbox() {
  const { mails } = useLoaderData<typeof loader>();
  const { dateTime } = useDates();
  return (
    <section>
      <PageHeader title="Outbox">Emails sent by Keel, newest first.</PageHeader>
      {mails.length === 0 ? (
        <p className="card text-gray-600">Data Not Found</p>
      ) : (
        <ul className="space-y-3">
          {mails.map((m) => (
            <li key={m.id} className="card">
              <div className="flex flex-wrap justify-between gap-2 text-sm text-gray-500">
                <span>
                  To <strong className="text-gray-900">{m.to}</strong> · {m.transport} · {m.status}
                </span>
                <time dateTime={m.createdAt}>{dateTime(m.createdAt)}</time>
              </div>
              <h2 className="mt-1 font-medium">{m.subject}</h2>
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
