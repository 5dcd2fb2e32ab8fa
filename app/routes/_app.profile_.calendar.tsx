import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CALENDAR_LABELS as L } from "~/domains/calendar/model";
import { feedAction } from "~/features/calendar/feed-action.server";
import { FeedPanel } from "~/features/calendar/feed-panel";
import { paths } from "~/paths";
import { apiClient } from "~/web/api.server";
import { requirePermission } from "~/web/auth.server";

export const meta: MetaFunction = () => [{ title: `${L.userTitle} · Keel` }];
// The page can show a private link: it is never sent on to another site.
export const headers = () => ({ "referrer-policy": "no-referrer", "cache-control": "no-store" });

/** The user's private calendar link (issue 35 item 5). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requirePermission({ request, context }, "profile.manage");
  const api = await apiClient({ request, context });
  const res = await api.get("/calendar-feed/mine");
  if (!res.ok) throw new Response(res.error.message, { status: res.status });
  return res.data;
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requirePermission({ request, context }, "profile.manage");
  return feedAction({ request, context }, "user", paths.profileCalendar);
}

export default function ProfileCalendar() {
  return (
    <FeedPanel
      title={L.userTitle}
      intro={L.userIntro}
      state={useLoaderData<typeof loader>()}
      actionData={useActionData<typeof action>()}
    />
  );
}
