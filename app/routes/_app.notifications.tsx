import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  Form,
  useActionData,
  useLoaderData,
  useLocation,
  useRevalidator,
  useRouteLoaderData,
} from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import type { z } from "zod";
import type { FeedItem } from "~/domains/notifications/answers";
import {
  DEFAULT_PAGE_SIZE,
  EMAIL_KIND_LABELS,
  EMAIL_KINDS,
  type EmailPreferences,
  FEED_FILTER_LABELS,
  FEED_FILTERS,
  type FeedFilter,
} from "~/domains/notifications/model";
import { PREFERENCES_SAVED, preferencesFormSchema } from "~/domains/notifications/preferences-form";
import { NotificationGroups } from "~/features/notifications/notification-groups";
import { useNow } from "~/features/notifications/use-zone";
import { paths } from "~/paths";
import { MESSAGES } from "~/shared/messages";
import { useDates } from "~/ui/dates";
import { FormErrors } from "~/ui/forms";
import { PageHeader } from "~/ui/page";
import { apiClient } from "~/web/api.server";
import { requireUser } from "~/web/auth.server";
import { answerOrThrow } from "~/web/page-read.server";
import { redirectWithToast } from "~/web/session.server";
import type { loader as appLoader } from "./_app";

export const meta: MetaFunction = () => [{ title: "Notifications · Keel" }];

interface PageInfo {
  page: number;
  pageSize: number;
  total: number;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser({ request, context });
  const url = new URL(request.url);
  const filter: FeedFilter = url.searchParams.get("filter") === "approvals" ? "approvals" : "all";
  const page = Math.max(1, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1);
  const api = await apiClient({ request, context });
  // The unread counts are the frame's (the layout's one-statement read): not asked for again.
  const [answer, preferences] = await Promise.all([
    api.get("/notifications/feed", { filter, page, pageSize: DEFAULT_PAGE_SIZE }),
    api.get("/notifications/preferences"),
  ]);
  const feed = answerOrThrow(answer);
  return {
    filter,
    items: feed.data,
    page: (feed.body.page as PageInfo) ?? { page, pageSize: DEFAULT_PAGE_SIZE, total: feed.data.length },
    preferences: preferences.ok ? preferences.data : null,
  };
}

/** Saves the email preferences (marking read goes to /notifications/read). */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser({ request, context });
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: preferencesFormSchema });
  if (submission.status !== "success") return submission.reply();
  const api = await apiClient({ request, context });
  const res = await api.put("/notifications/preferences", submission.value);
  if (!res.ok) return submission.reply({ formErrors: [res.error.message ?? MESSAGES.somethingWentWrong] });
  return redirectWithToast(request, `${paths.notifications}${new URL(request.url).search}`, {
    type: "success",
    message: PREFERENCES_SAVED,
  });
}

/**
 * With JavaScript: items half-visible for the first time are marked read, a few at a time; then the
 * page's data (and the bell's badge) is refreshed.
 */
function useMarkSeen(items: FeedItem[]) {
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const [readIds, setReadIds] = useState<Set<string>>(new Set());
  const pending = useRef<FeedItem[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  const onSeen = useCallback((item: FeedItem) => {
    setReadIds((ids) => new Set(ids).add(item.id));
    pending.current.push(item);
    timer.current ??= setTimeout(() => {
      const batch = pending.current.splice(0);
      timer.current = null;
      const form = new FormData();
      form.set("intent", "read");
      for (const i of batch) form.append("item", `${i.kind}:${i.id}`);
      fetch(paths.notificationsRead, { method: "POST", body: form, credentials: "same-origin" })
        .then(() => revalidate.current())
        .catch(() => {});
    }, 300);
  }, []);
  return { shown: items.map((i) => (readIds.has(i.id) ? { ...i, isRead: true } : i)), onSeen };
}

export default function NotificationsPage() {
  const { filter, items, page, preferences } = useLoaderData<typeof loader>();
  const counts = useRouteLoaderData<typeof appLoader>("routes/_app")?.unreadCounts;
  const location = useLocation();
  const here = location.pathname + location.search;
  const { zone } = useDates();
  const now = useNow();
  const { shown, onSeen } = useMarkSeen(items);
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  const pageHref = (n: number) =>
    `${paths.notifications}?${new URLSearchParams({ ...(filter === "all" ? {} : { filter }), page: String(n) })}`;
  return (
    <section>
      <PageHeader
        title="Notifications"
        actions={
          <Form method="post" action={paths.notificationsRead}>
            <input type="hidden" name="intent" value="readAll" />
            <input type="hidden" name="filter" value={filter} />
            <input type="hidden" name="redirectTo" value={here} />
            <button type="submit" className="btn-secondary">
              Mark all read
            </button>
          </Form>
        }
      >
        {counts ? `${counts.total} unread` : null}
      </PageHeader>
      <nav aria-label="Filter" className="mb-4 flex gap-2">
        {FEED_FILTERS.map((f) => (
          <a
            key={f}
            href={f === "all" ? paths.notifications : `${paths.notifications}?filter=${f}`}
            aria-current={f === filter ? "page" : undefined}
            className={`rounded-full px-3 py-1 text-sm no-underline ${f === filter ? "bg-primary-700 text-white" : "bg-white text-gray-700 ring-1 ring-gray-300 hover:bg-gray-100"}`}
          >
            {FEED_FILTER_LABELS[f]}
            {f === "approvals" && counts?.approvals ? ` (${counts.approvals})` : ""}
          </a>
        ))}
      </nav>
      <div
        className="overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm"
        data-testid="notification-list"
      >
        <NotificationGroups
          items={shown}
          now={now}
          zone={zone}
          onSeen={onSeen}
          redirectTo={here}
          empty={filter === "approvals" ? "Nothing awaits your approval." : "No notifications yet."}
        />
      </div>
      {pages > 1 ? (
        <nav aria-label="Pages" className="mt-4 flex items-center justify-between text-sm">
          {page.page > 1 ? <a href={pageHref(page.page - 1)}>Previous</a> : <span />}
          <span className="text-gray-600">
            Page {page.page} of {pages}
          </span>
          {page.page < pages ? <a href={pageHref(page.page + 1)}>Next</a> : <span />}
        </nav>
      ) : null}
      {preferences ? <EmailPreferencesForm preferences={preferences} /> : null}
    </section>
  );
}

function EmailPreferencesForm({ preferences }: { preferences: EmailPreferences }) {
  const lastResult = useActionData<typeof action>();
  const [form] = useForm<z.input<typeof preferencesFormSchema>>({
    lastResult,
    defaultValue: preferences,
  });
  return (
    <Form method="post" {...getFormProps(form)} className="card mt-8 max-w-xl">
      <h2 className="mb-1 text-lg font-semibold">Email</h2>
      <p className="mb-4 text-sm text-gray-600">
        Notifications always show here and under the bell. Choose which ones are also emailed to you.
      </p>
      <FormErrors id={form.errorId} errors={form.errors} />
      {EMAIL_KINDS.map((kind) => (
        <label key={kind} className="mb-2 flex items-center gap-2 text-sm">
          <input
            key={`${kind}-${preferences[kind]}`}
            type="checkbox"
            name={kind}
            defaultChecked={preferences[kind]}
            className="h-4 w-4"
          />
          {EMAIL_KIND_LABELS[kind]}
        </label>
      ))}
      <button type="submit" className="btn-primary mt-2">
        Save email preferences
      </button>
    </Form>
  );
}
