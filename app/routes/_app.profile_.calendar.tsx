import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { CALENDAR_LABELS as L } from "~/domains/calendar/model";
import { feedLoader, feedPageAction } from "~/features/calendar/feed-page.server";
import { FeedPanel } from "~/features/calendar/feed-panel";

export const meta: MetaFunction = () => [{ title: `${L.userTitle} · Keel` }];
// The page can show a private link: it is never sent on to another site.
export const headers = () => ({ "referrer-policy": "no-referrer", "cache-control": "no-store" });

/** The user's private calendar link (issue 35 item 5). */
export const loader = (args: LoaderFunctionArgs) => feedLoader(args, "user");

export const action = (args: ActionFunctionArgs) => feedPageAction(args, "user");

export default function ProfileCalendar() {
  return <FeedPanel title={L.userTitle} intro={L.userIntro} />;
}
