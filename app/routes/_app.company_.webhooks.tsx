import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { WEBHOOK_LABELS as L } from "~/domains/webhooks/model";
import { webhooksAction } from "~/features/webhooks/register-action.server";
import { WebhookRegister } from "~/features/webhooks/register-page";
import { paths } from "~/paths";
import { requirePermission } from "~/web/auth.server";
import { readOrThrow } from "~/web/page-read.server";

export const meta: MetaFunction = () => [{ title: `${L.title} · Manage Company · Keel` }];
// The page shows a new webhook's signing secret once: never cached, never sent on to another site.
export const headers = () => ({ "referrer-policy": "no-referrer", "cache-control": "no-store" });

/** The company's webhooks and its Teams / Slack channel (issue 36 item 8). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requirePermission({ request, context }, "webhook.manage");
  return readOrThrow({ request, context }, "/webhooks");
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requirePermission({ request, context }, "webhook.manage");
  return webhooksAction({ request, context }, paths.webhooks);
}

export default function CompanyWebhooks() {
  return (
    <WebhookRegister data={useLoaderData<typeof loader>()} actionData={useActionData<typeof action>()} />
  );
}
