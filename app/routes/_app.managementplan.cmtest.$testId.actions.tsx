import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { FINDING_MESSAGES, AFTER_ACTION_LABELS as L } from "~/domains/exercises/model";
import { closeFindingSchema, cmTestFindingSchema } from "~/domains/exercises/validation";
import { FindingForm, FindingList } from "~/features/exercises/after-action";
import { paths } from "~/paths";
import { useDates } from "~/ui/dates";
import { PageHeader } from "~/ui/page";
import { apiClient } from "~/web/api.server";
import { requireUser } from "~/web/auth.server";
import { actionContext, formIntent, runIntents } from "~/web/form-action.server";
import { failureFor, lastResultFor } from "~/web/form-failure";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${L.cmTestTitle}: ${data?.review.test.scenario ?? "CM test"} · Keel` },
];

/**
 * A CM test's corrective actions (issue 35): its follow-ups tracked as findings, with the after-action review's
 * forms. The free-text follow-ups written before are shown as the test's notes.
 */
export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  const api = await apiClient(args);
  const res = await api.get(`/managementPlan/cmTest/${args.params.testId}/findings`);
  if (!res.ok) throw new Response("Not found", { status: res.status === 403 ? 403 : 404 });
  const review = res.data;
  const people = review.open && review.canAdd ? await api.get("/managementPlan/people") : null;
  return {
    review,
    owners: people?.ok ? people.data.map((p) => ({ id: p.id, name: p.name })) : [],
  };
}

export async function action(args: ActionFunctionArgs) {
  await requireUser(args);
  const id = args.params.testId!;
  const ctx = await actionContext(args, paths.cmTestActions(id));
  return runIntents(ctx, {
    addFinding: formIntent({
      schema: cmTestFindingSchema,
      call: (api, value) => api.post(`/managementPlan/cmTest/${id}/findings`, value),
      ok: FINDING_MESSAGES.added,
    }),
    closeFinding: formIntent({
      schema: closeFindingSchema,
      key: (form) => String(form.get("findingId") ?? ""),
      call: (api, value) =>
        api.put(
          `/managementPlan/cmTest/${id}/findings/${String(ctx.formData.get("findingId") ?? "")}/close`,
          value,
        ),
      ok: FINDING_MESSAGES.closed,
    }),
  });
}

export default function CmTestActions() {
  const { review, owners } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const closing = failureFor(result, "closeFinding");
  const { test } = review;
  const { day } = useDates();
  return (
    <section>
      <PageHeader title={L.cmTestTitle}>
        {L.cmTestOf}{" "}
        <Link to={paths.managementPlan(test.plan.id)}>{`${test.plan.code} · ${test.plan.name}`}</Link>:{" "}
        {test.scenario} ({test.exerciseType}, {day(test.scheduledFor)})
      </PageHeader>
      {test.notes.length ? (
        <section className="card mb-6" aria-labelledby="cm-test-notes">
          <h2 id="cm-test-notes" className="font-medium">
            {L.cmTestNotes}
          </h2>
          <p className="mb-2 text-sm text-gray-600">{L.cmTestNotesHint}</p>
          <ul className="list-disc pl-5 text-sm">
            {test.notes.map((n) => (
              <li key={`${n.action}-${n.owner}-${n.dueDate}`}>
                {n.action}
                {n.owner ? ` (${n.owner})` : ""}
                {n.dueDate ? ` by ${day(n.dueDate)}` : ""}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {!review.open ? <p className="card mb-6 text-gray-700">{FINDING_MESSAGES.cmTestNotRecorded}</p> : null}
      {review.open && review.canAdd ? (
        <FindingForm owners={owners} lastResult={lastResultFor(result, "addFinding")} />
      ) : null}
      <FindingList
        findings={review.findings}
        closeResult={closing ? { key: closing.key, result: closing.result } : undefined}
      />
    </section>
  );
}
