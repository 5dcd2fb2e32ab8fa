import type { z } from "zod";
import type { ApiDeps, Principal } from "~/api/context.server";
import { endpoint, type QueryHandlerArgs } from "~/api/endpoint.server";
import { pagedListEndpoint } from "~/api/endpoint-builders.server";
import { authenticateToken } from "~/domains/auth/service.server";
import {
  emailPreferencesAnswer,
  feedPageAnswer,
  mentionAnswer,
  mentionsPageAnswer,
  notificationAnswer,
  notificationsPageAnswer,
  readEverythingAnswer,
  unreadCountsAnswer,
  updatedCountAnswer,
} from "./answers";
import { getPreferences, updatePreferences } from "./preferences.server";
import * as service from "./service.server";
import { notificationStream } from "./stream.server";
import {
  feedQuery,
  idParams,
  liveQuery,
  mentionsQuery,
  notificationsQuery,
  preferencesSchema,
  readAllQuery,
} from "./validation";

const TAG = "Notifications";
const paged = <T>(data: T[], total: number, p: { page: number; pageSize: number }) => ({
  data,
  page: { page: p.page, pageSize: p.pageSize, total },
});

/** A paged list's service call, answering its page as sent: the rows, with the page asked for and the total. */
const pagedBy =
  <Q extends { page: number; pageSize: number }, T>(
    list: (deps: ApiDeps, user: Principal, query: Q) => Promise<{ data: T[]; total: number }>,
  ) =>
  async (deps: ApiDeps, user: Principal, query: Q) => {
    const { data, total } = await list(deps, user, query);
    return paged(data, total, query);
  };

export const notificationEndpoints = [
  pagedListEndpoint({
    path: "/notifications",
    tag: TAG,
    summary: "The caller's notifications, newest first (filter=approvals for BCP_Approve only), paged",
    permission: "notification.read",
    query: notificationsQuery,
    answerBody: notificationsPageAnswer,
    list: pagedBy(service.listNotifications),
  }),
  endpoint({
    method: "get",
    path: "/notifications/feed",
    tag: TAG,
    summary: "Notifications and mentions in one list, newest first; since= gives only newer items",
    permission: "notification.read",
    query: feedQuery,
    answerBody: feedPageAnswer,
    handler: async ({ c, deps, user, query }: QueryHandlerArgs<z.output<typeof feedQuery>>) => {
      const { data, total } = await service.listFeed(deps, user, {
        ...query,
        since: query.since ? new Date(query.since) : undefined,
      });
      return c.json(paged(data, total, query));
    },
  }),
  endpoint({
    method: "get",
    path: "/notifications/counts",
    tag: TAG,
    summary: "Unread notifications, mentions and approvals of the caller (the bell's badge)",
    permission: "notification.read",
    answer: unreadCountsAnswer,
    handler: ({ deps, user }) => service.unreadCounts(deps, user),
  }),
  endpoint({
    method: "get",
    path: "/notifications/stream",
    tag: TAG,
    summary: "Server-sent events: unread counts, then each new notification or mention as it arrives",
    permission: "notification.read",
    query: liveQuery,
    produces: "text/event-stream",
    handler: ({ c, deps, user, query }) => {
      const token = (c.req.header("authorization") ?? "").slice(7).trim();
      const since = query.since ?? c.req.header("last-event-id");
      return notificationStream(deps, user, {
        since: since && !Number.isNaN(Date.parse(since)) ? new Date(since) : undefined,
        request: c.req.raw,
        stillValid: () => authenticateToken(deps, token).then(() => true),
      });
    },
  }),
  endpoint({
    method: "put",
    path: "/notifications/readNotification/{id}",
    tag: TAG,
    summary: "Mark one notification read",
    permission: "notification.update",
    params: idParams,
    answer: notificationAnswer,
    handler: ({ deps, user, params }) => service.readNotification(deps, user, params.id),
  }),
  endpoint({
    method: "put",
    path: "/notifications/readAllNotifications",
    tag: TAG,
    summary: "Mark all the caller's notifications read (filter=approvals: only those)",
    permission: "notification.update",
    query: readAllQuery,
    answer: updatedCountAnswer,
    handler: ({ deps, user, query }) => service.readAllNotifications(deps, user, query.filter),
  }),
  endpoint({
    method: "put",
    path: "/notifications/readEverything",
    tag: TAG,
    summary: "Mark every notification and every mention read at once (closing the bell)",
    permission: "notification.update",
    answer: readEverythingAnswer,
    handler: ({ deps, user }) => service.readEverything(deps, user),
  }),
  endpoint({
    method: "get",
    path: "/notifications/preferences",
    tag: TAG,
    summary: "Which kinds of email the caller receives",
    permission: "notification.read",
    answer: emailPreferencesAnswer,
    handler: ({ deps, user }) => getPreferences(deps, user),
  }),
  endpoint({
    method: "put",
    path: "/notifications/preferences",
    tag: TAG,
    summary: "Turn kinds of email on or off for the caller",
    permission: "notification.update",
    body: preferencesSchema,
    answer: emailPreferencesAnswer,
    handler: ({ deps, user, body }) => updatePreferences(deps, user, body),
  }),
  pagedListEndpoint({
    path: "/mentions",
    tag: TAG,
    summary: "The caller's mentions, newest first, paged",
    permission: "notification.read",
    query: mentionsQuery,
    answerBody: mentionsPageAnswer,
    list: pagedBy(service.listMentions),
  }),
  endpoint({
    method: "put",
    path: "/mentions/readAllMentions",
    tag: TAG,
    summary: "Mark all the caller's mentions read",
    permission: "notification.update",
    answer: updatedCountAnswer,
    handler: ({ deps, user }) => service.readAllMentions(deps, user),
  }),
  endpoint({
    method: "put",
    path: "/mentions/readMention/{id}",
    tag: TAG,
    summary: "Mark one mention read",
    permission: "notification.update",
    params: idParams,
    answer: mentionAnswer,
    handler: ({ deps, user, params }) => service.readMention(deps, user, params.id),
  }),
];
