import { getFormProps, useForm } from "@conform-to/react";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { CALENDAR_LABELS as L } from "~/domains/calendar/model";
import { useDates } from "~/ui/dates";
import { FormErrors } from "~/ui/forms";
import { PageHeader } from "~/ui/page";
import { lastResultFor } from "~/web/form-failure";

/** What a feed page's action answers: the new link's address (shown this once), or a form's failure. */
export type FeedActionData = { created: string } | undefined;

const isCreated = (d: unknown): d is { created: string } =>
  typeof d === "object" && d !== null && "created" in d && typeof d.created === "string";

/**
 * A private calendar link's page (the user's own, or the company's programme): whether one is live, the new
 * address once after it is made, and the buttons to make, remake or revoke it. Plain forms: no JavaScript needed.
 */
export function FeedPanel({ title, intro }: { title: string; intro: string }) {
  // The page's loader is feedLoader, its action feedPageAction (feed-page.server.ts).
  const state = useLoaderData<{ live: boolean; createdAt: string | null }>();
  const actionData = useActionData();
  const { dateTime } = useDates();
  const created = isCreated(actionData) ? actionData.created : null;
  const [form] = useForm({ id: "calendar-feed", lastResult: lastResultFor(actionData, "create") });
  return (
    <section className="max-w-xl">
      <PageHeader title={title}>{intro}</PageHeader>
      <div className="card space-y-4">
        {created ? (
          <div className="rounded-md border border-green-200 bg-green-50 p-3" data-testid="calendar-new-link">
            <label htmlFor="calendar-link" className="mb-1 block text-sm font-medium">
              {L.link}
            </label>
            <input
              id="calendar-link"
              type="text"
              readOnly
              value={created}
              className="w-full font-mono text-xs"
              aria-describedby="calendar-link-once"
            />
            <p id="calendar-link-once" className="mt-2 text-sm text-green-900">
              {L.shownOnce}
            </p>
          </div>
        ) : null}
        <p data-testid="calendar-state">
          {state.live && state.createdAt ? `${L.live} ${dateTime(state.createdAt)}.` : L.none}
        </p>
        <FormErrors id={form.errorId} errors={form.errors} />
        <div className="flex flex-wrap gap-2">
          <Form method="post" {...getFormProps(form)}>
            <input type="hidden" name="intent" value="create" />
            <button type="submit" className="btn-primary">
              {state.live ? L.regenerate : L.create}
            </button>
          </Form>
          {state.live ? (
            <Form method="post">
              <input type="hidden" name="intent" value="revoke" />
              <button type="submit" className="btn-secondary">
                {L.revoke}
              </button>
            </Form>
          ) : null}
        </div>
      </div>
    </section>
  );
}
