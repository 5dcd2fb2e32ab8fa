import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { can } from "~/domains/access/policy";
import type { SessionUser } from "~/domains/auth/service.server";
import { HELP_TOPICS, sectionFor, topicFor } from "~/features/help/topics";
import { PageHeader } from "~/ui/page";
import { apiClient, type PageArgs } from "~/web/api.server";
import { requireUser } from "~/web/auth.server";

export const meta: MetaFunction = () => [{ title: "Help · Keel" }];

/** Only a local page path is taken back to (never another site: `//host` or a scheme). */
const localPath = (from: string | null) =>
  from?.startsWith("/") && !from.startsWith("//") && !from.startsWith("/\\") ? from.slice(0, 500) : null;

async function mayEditPlanOf(from: string, args: PageArgs, user: SessionUser) {
  const bcpId = new URLSearchParams(from.split("?")[1] ?? "").get("bcpId");
  if (!bcpId || !can(user, "bcp.manage")) return false;
  const plan = await (await apiClient(args)).get("/bcp", { bcpId });
  return plan.ok && plan.data.permissions.canManage;
}

/** Get Help (issue 32 item 8): the how-to of the page the person came from first, then every other topic. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser({ request, context });
  const from = localPath(new URL(request.url).searchParams.get("from"));
  const topic = from ? topicFor(from) : null;
  const section = from ? sectionFor(from) : null;
  // A plan section is the editor's: whoever may not edit that plan is not offered a way "back" to a page they
  // cannot open (a link someone else shared); the section's help is still shown.
  const back = from && (!section || (await mayEditPlanOf(from, { request, context }, user))) ? from : null;
  return {
    from: back,
    topicKey: topic?.key ?? null,
    section: section ? { label: section.label, help: section.help } : null,
  };
}

export default function Help() {
  const { from, topicKey, section } = useLoaderData<typeof loader>();
  const topics = [...HELP_TOPICS].sort((a, b) => Number(b.key === topicKey) - Number(a.key === topicKey));
  return (
    <section>
      <PageHeader title="Help" actions={from ? <Link to={from}>Back to the page</Link> : null} />
      {section ? (
        <section className="card mb-4" aria-labelledby="help-section" data-testid="help-section">
          <h2 id="help-section" className="text-lg font-semibold">
            {section.label}
          </h2>
          <p className="text-sm">{section.help}</p>
        </section>
      ) : null}
      {topics.map((t) => (
        <details
          key={t.key}
          className="card mb-3"
          open={t.key === topicKey || !topicKey}
          data-testid="help-topic"
          data-topic={t.key}
        >
          <summary className="cursor-pointer text-lg font-semibold">{t.title}</summary>
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm">
            {t.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </details>
      ))}
    </section>
  );
}
