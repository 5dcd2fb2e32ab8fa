import { z } from "zod";
import { endpoint } from "~/api/endpoint.server";
import { notFound } from "~/api/errors.server";
import { feedAnswer, feedCreatedAnswer, feedRevokedAnswer, feedStateAnswer } from "./answers";
import { feedIcs } from "./events.server";
import { createFeed, feedOwner, feedState, revokeFeed } from "./feeds.server";

const tag = "Calendar feeds";
// Long enough for any token Keel issues (43 characters), short enough to bound the lookup.
const tokenQuery = z.object({ token: z.string().min(1).max(200) });

/** Private calendar links (issue 35 item 5): the user's own and the company's exercise programme. */
export const calendarEndpoints = [
  endpoint({
    method: "get",
    path: "/calendar-feed/mine",
    tag,
    summary: "Whether the caller has a live private calendar link, and since when",
    permission: "profile.manage",
    answer: feedStateAnswer,
    handler: ({ deps, user }) => feedState(deps, user, "user"),
  }),
  endpoint({
    method: "post",
    path: "/calendar-feed/mine",
    tag,
    summary:
      "Create the caller's private calendar link (revoking a live one); its address is answered this once",
    permission: "profile.manage",
    status: 201,
    answer: feedCreatedAnswer,
    handler: ({ deps, user }) => createFeed(deps, user, "user"),
  }),
  endpoint({
    method: "delete",
    path: "/calendar-feed/mine",
    tag,
    summary: "Revoke the caller's private calendar link",
    permission: "profile.manage",
    answer: feedRevokedAnswer,
    handler: ({ deps, user }) => revokeFeed(deps, user, "user"),
  }),
  endpoint({
    method: "get",
    path: "/calendar-feed/company",
    tag,
    summary: "Whether the company has a live programme calendar link, and since when",
    permission: "company.manage",
    answer: feedStateAnswer,
    handler: ({ deps, user }) => feedState(deps, user, "company"),
  }),
  endpoint({
    method: "post",
    path: "/calendar-feed/company",
    tag,
    summary:
      "Create the company's programme calendar link (revoking a live one); its address is answered this once",
    permission: "company.manage",
    status: 201,
    answer: feedCreatedAnswer,
    handler: ({ deps, user }) => createFeed(deps, user, "company"),
  }),
  endpoint({
    method: "delete",
    path: "/calendar-feed/company",
    tag,
    summary: "Revoke the company's programme calendar link",
    permission: "company.manage",
    answer: feedRevokedAnswer,
    handler: ({ deps, user }) => revokeFeed(deps, user, "company"),
  }),
  endpoint({
    method: "get",
    path: "/calendar-feed",
    tag,
    summary:
      "The calendar a private link opens, as iCalendar text (the token is the credential; unknown or revoked: 404)",
    permission: "public",
    query: tokenQuery,
    answer: feedAnswer,
    handler: async ({ deps, query }) => {
      const owner = await feedOwner(deps, query.token);
      if (!owner) throw notFound();
      return feedIcs(deps, owner);
    },
  }),
];
