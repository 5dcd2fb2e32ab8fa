import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { recipientsAction, recipientsLoader } from "~/features/incident-messages/recipients.server";
import { RecipientList } from "~/features/incident-messages/recipients-view";
import { ExerciseBanner } from "~/features/incidents/exercise-banner";
import { paths } from "~/paths";
import { PageHeader } from "~/ui/page";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Recipients · ${data?.list.message.subject ?? "Message"} · Keel` },
];

export const loader = ({ request, context }: LoaderFunctionArgs) => recipientsLoader({ request, context });
export const action = ({ request, context }: ActionFunctionArgs) => recipientsAction({ request, context });

/** Who a message went to, by name, and where each stands (issue 32 item 2). */
export default function MessageRecipients() {
  const { incident, list, canResend } = useLoaderData<typeof loader>();
  return (
    <section>
      <ExerciseBanner exerciseType={incident.exerciseType} />
      <PageHeader
        title="Recipients"
        actions={
          <Link to={paths.incidentMessages(incident.id)} className="btn-secondary no-underline">
            Back to the messages
          </Link>
        }
      >
        {incident.type} · {incident.title}
      </PageHeader>
      <RecipientList incidentId={incident.id} list={list} canResend={canResend} />
    </section>
  );
}
