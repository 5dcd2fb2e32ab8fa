import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { messagesAction, messagesLoader } from "~/features/incident-messages/messages.server";
import { BackToIncident, MessageList, SendMessageForm } from "~/features/incident-messages/messages-view";
import { ExerciseBanner, exercisePageTitle } from "~/features/incidents/exercise-banner";
import { paths } from "~/paths";
import { PageHeader } from "~/ui/page";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: `Messages · ${exercisePageTitle(data?.incident.title ?? "Incident", data?.incident.exerciseType)} · Keel`,
  },
];

export const loader = ({ request, context }: LoaderFunctionArgs) => messagesLoader({ request, context });
export const action = ({ request, context }: ActionFunctionArgs) => messagesAction({ request, context });

/** Messages sent from an incident or crisis to chosen audiences, with their live tallies (issue 25 item 3). */
export default function IncidentMessages() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <section>
      <ExerciseBanner exerciseType={data.incident.exerciseType} />
      <PageHeader title="Messages" actions={<BackToIncident href={paths.incident(data.incident.id)} />}>
        {data.incident.type} · {data.incident.title}
      </PageHeader>
      {data.canSend ? (
        <SendMessageForm
          incidentId={data.incident.id}
          template={data.template}
          channels={[...data.channels]}
          answerLinkSample={data.answerLinkSample}
          audienceSizes={data.audienceSizes}
          lastSentId={data.messages[0]?.id ?? ""}
          draft={data.draft}
          values={result?.values ?? null}
          fields={result?.fields ?? {}}
          error={result?.error ?? null}
        />
      ) : null}
      <MessageList
        incidentId={data.incident.id}
        messages={data.messages}
        canSend={data.canSend}
        notSentFor={data.notSentFor}
      />
    </section>
  );
}
