import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { STATUS_PAGE_LABELS as L, STATUS_PAGE_MESSAGES } from "~/domains/incidents/status-page";
import { ExerciseBanner, exercisePageTitle } from "~/features/incidents/exercise-banner";
import { paths } from "~/paths";
import { PostButton } from "~/ui/forms";
import { PageHeader } from "~/ui/page";
import { apiClient } from "~/web/api.server";
import { requireUser } from "~/web/auth.server";
import { actionContext, buttonIntent, runIntents } from "~/web/form-action.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${L.title} · ${exercisePageTitle(data?.title ?? "Incident", data?.exerciseType)} · Keel` },
];

const incidentIdOf = (request: Request) => new URL(request.url).searchParams.get("incident_id") ?? "";

/**
 * An incident's status page settings (issue 36 item 6), for those who may manage the incident: the responders'
 * link to paste into a message, and the switch that publishes the public page. Plain forms: no JavaScript needed.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser({ request, context });
  const id = incidentIdOf(request);
  if (!id) throw new Response("Not found", { status: 404 });
  const api = await apiClient({ request, context });
  const res = await api.get(`/incident/${id}/status-page`);
  if (!res.ok) throw new Response("Not found", { status: 404 });
  return res.data;
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser({ request, context });
  const id = incidentIdOf(request);
  const ctx = await actionContext({ request, context }, paths.incidentStatusPage(id));
  return runIntents(ctx, {
    renewLink: buttonIntent({
      call: (api) => api.post(`/incident/${id}/status-page/link`),
      ok: (answer) => (answer.renewed ? STATUS_PAGE_MESSAGES.linkRenewed : STATUS_PAGE_MESSAGES.linkCreated),
    }),
    publish: buttonIntent({
      call: (api, form) =>
        api.put(`/incident/${id}/status-page`, { published: form.get("published") === "true" }),
      ok: (answer) => (answer.published ? STATUS_PAGE_MESSAGES.published : STATUS_PAGE_MESSAGES.unpublished),
    }),
  });
}

/** A link shown to be copied (read-only, whole) and opened in a new tab. `input`: how the box is named. */
function LinkToCopy({
  url,
  open,
  input,
}: {
  url: string;
  open: string;
  input: { id: string } | { "aria-label": string };
}) {
  return (
    <>
      <input {...input} readOnly value={url} className="input w-full font-mono text-sm" />
      <a href={url} className="block break-all" rel="noreferrer" target="_blank">
        {open}
      </a>
    </>
  );
}

export default function IncidentStatusPage() {
  const page = useLoaderData<typeof loader>();
  return (
    <section>
      <ExerciseBanner exerciseType={page.exerciseType} />
      {/* The incident's title once, under the page's; the way back names what it leads to. */}
      <PageHeader
        title={L.title}
        back={{ to: paths.incident(page.incidentId), label: `Back to the ${page.type.toLowerCase()}` }}
      >
        {page.title}
      </PageHeader>
      <div className="grid gap-6 lg:grid-cols-2">
        <section className="card min-w-0 space-y-3" aria-labelledby="responder-link">
          <h2 id="responder-link" className="text-lg font-semibold">
            {L.responderLink}
          </h2>
          <p className="text-sm text-gray-600">{L.responderLinkHelp}</p>
          {page.responderUrl ? (
            <>
              <label className="label" htmlFor="responder-url">
                {L.responderLink}
              </label>
              <LinkToCopy url={page.responderUrl} open={L.openResponder} input={{ id: "responder-url" }} />
            </>
          ) : (
            <p>{L.noResponderLink}</p>
          )}
          <PostButton intent="renewLink" values={{}}>
            {page.responderUrl ? L.renewLink : L.createLink}
          </PostButton>
        </section>
        <section className="card min-w-0 space-y-3" aria-labelledby="public-page">
          <h2 id="public-page" className="text-lg font-semibold">
            {L.publicPage}
          </h2>
          <p className="text-sm text-gray-600">{L.publicHelp}</p>
          <p className="text-sm text-gray-600">{L.languageLinks}</p>
          <p data-testid="public-state" className="font-medium">
            {page.published ? L.published : L.notPublished}
          </p>
          {page.published ? (
            <LinkToCopy url={page.publicUrl} open={L.openPublic} input={{ "aria-label": L.publicPage }} />
          ) : null}
          <PostButton
            intent="publish"
            values={{ published: String(!page.published) }}
            className={page.published ? "btn-secondary" : "btn-primary"}
          >
            {page.published ? L.unpublish : L.publish}
          </PostButton>
        </section>
      </div>
    </section>
  );
}
