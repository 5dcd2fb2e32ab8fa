import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { CALENDAR_LABELS as L } from "~/domains/calendar/model";
import { feedLoader, feedPageAction } from "~/features/calendar/feed-page.server";
import { FeedPanel } from "~/features/calendar/feed-panel";

export const meta: MetaFunction = () => [{ title: `${L.companyTitle} · Keel` }];
// The page can show a private link: it is never sent on to another site.
export const headers = () => ({ "referrer-policy": "no-referrer", "cache-control": "no-store" });

/** The company's exercise programme calendar link, for a Corporate Administrator (issue 35 item 5). */
export const loader = (args: LoaderFunctionArgs) => feedLoader(args, "company");

export const action = (args: ActionFunctionArgs) => feedPageAction(args, "company");

export default function ProgrammeCalendar() {
  return <FeedPanel title={L.companyTitle} intro={L.companyIntro} />;
}
