import type { Action } from "~/domains/access/policy";
import type { FeedKind } from "~/domains/calendar/model";
import { paths } from "~/paths";
import { apiClient, type PageArgs } from "~/web/api.server";
import { requirePermission } from "~/web/auth.server";
import { feedAction } from "./feed-action.server";

/** Who may keep each calendar link, and the page it is kept on. */
const FEED_PAGES = {
  company: { permission: "company.manage", page: paths.programmeCalendar },
  user: { permission: "profile.manage", page: paths.profileCalendar },
} as const satisfies Record<FeedKind, { permission: Action; page: string }>;

/** A feed page's loader: the link's state, to whoever may keep it. */
export async function feedLoader(args: PageArgs, kind: FeedKind) {
  await requirePermission(args, FEED_PAGES[kind].permission);
  const api = await apiClient(args);
  const res =
    kind === "user" ? await api.get("/calendar-feed/mine") : await api.get("/calendar-feed/company");
  if (!res.ok) throw new Response(res.error.message, { status: res.status });
  return res.data;
}

/** A feed page's action (feedAction), to whoever may keep the link. */
export async function feedPageAction(args: PageArgs, kind: FeedKind) {
  await requirePermission(args, FEED_PAGES[kind].permission);
  return feedAction(args, kind, FEED_PAGES[kind].page);
}
