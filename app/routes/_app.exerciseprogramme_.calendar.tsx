import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CALENDAR_LABELS as L } from "~/domains/calendar/model";
import { feedAction } from "~/features/calendar/feed-action.server";
import { FeedPanel } from "~/features/calendar/feed-panel";
import { paths } from "~/paths";
import { apiClient } from "~/web/api.server";
import { requirePermission } from "~/web/auth.server";

export const meta: MetaFunction = () => [{ title: `${L.companyTitle} · Keel` }];
// The page can show a private link: it is never sent on to another site.
export const headers = () => ({ "referrer-policy": "no-referrer", "cache-control": "no-store" });

/** The company's exercise programme calendar link, for a Corporate Administrator (issue 35 item 5). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requirePermission({ request, context }, "company.manage");
  const api = await apiClient({ request, context });
  const res = await api.get("/calendar-feed/company");
  if (!res.ok) throw new Response(res.error.message, { status: res.status });
  return res.data;
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requirePermission({ request, context }, "company.manage");
  return feedAction({ request, context }, "company", paths.programmeCalendar);
}

export default function ProgrammeCalendar() {
  return (
    <FeedPanel
      title={L.companyTitle}
      intro={L.companyIntro}
      state={useLoaderData<typeof loader>()}
      actionData={useActionData<typeof action>()}
    />
  );
}
