import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { can } from "~/domains/access/policy";
import { Confirm } from "~/ui/confirm";
import { ErrorList, FormErrors } from "~/ui/forms";
import { PageHeader } from "~/ui/page";
import { apiClient } from "~/web/api.server";
import { requireUser } from "~/web/auth.server";
import { type ActionFailure, finishAction } from "~/web/intent-action.server";

export const meta: MetaFunction = () => [{ title: "Hazards · Keel" }];

interface Category {
  id: string;
  name: string;
  description: string | null;
  hazardCount: number;
}
interface Hazard {
  id: string;
  name: string;
  description: string | null;
  categoryId: string;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser({ request, context });
  const api = await apiClient({ request, context });
  const [categories, hazards] = await Promise.all([
    api.get<Category[]>("/hazardCategory/all"),
    api.get<Hazard[]>("/hazard/all"),
  ]);
  if (!categories.ok) throw new Response(categories.error.message, { status: categories.status });
  return {
    categories: categories.data,
    hazards: hazards.ok ? hazards.data : [],
    canManage: can(user, "hazard.manage"),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser({ request, context });
  const api = await apiClient({ request, context });
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const id = form.get("id")?.toString() || null;
  const body = {
    name: form.get("name")?.toString() ?? "",
    description: form.get("description")?.toString() || undefined,
    categoryId: form.get("categoryId")?.toString() ?? "",
  };
  // A new hazard's errors belong to the form of its category.
  const who = { intent, id: intent === "create-hazard" ? body.categoryId : id };
  switch (intent) {
    case "create-category":
      return finishAction(request, "/hazards", who, await api.post("/hazardCategory", body));
    case "update-category":
      return finishAction(request, "/hazards", who, await api.put(`/hazardCategory/${id}`, body));
    case "delete-category":
      return finishAction(request, "/hazards", who, await api.delete(`/hazardCategory/${id}`));
    case "create-hazard":
      return finishAction(request, "/hazards", who, await api.post("/hazard", body));
    case "update-hazard":
      return finishAction(request, "/hazards", who, await api.put(`/hazard/${id}`, body));
    case "delete-hazard":
      return finishAction(request, "/hazards", who, await api.delete(`/hazard/${id}`));
    default:
      throw new Response("Unknown action", { status: 400 });
  }
}

function failureFor(failure: ActionFailure | undefined, intent: string, id: string | null = null) {
  return failure && failure.intent === intent && failure.id === id ? failure : null;
}

/** Hazard categories and their hazards: the company's own catalogue, seeded at sign-up. */
export default function Hazards() {
  const { categories, hazards, canManage } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>() as ActionFailure | undefined;
  const newCategory = failureFor(failure, "create-category");
  // Deleting is confirmed first (UX review X4): the Delete link opens ?confirm=<intent>&id=<id>.
  const [params] = useSearchParams();
  // A refused delete shows its reason on the row, not the question again.
  const confirm = canManage && !failure ? params.get("confirm") : null;
  const category =
    confirm === "delete-category" ? categories.find((c) => c.id === params.get("id")) : undefined;
  const hazard = confirm === "delete-hazard" ? hazards.find((h) => h.id === params.get("id")) : undefined;
  return (
    <section>
      <PageHeader title="Hazards">Hazard categories and the hazards incidents are about.</PageHeader>
      {category ? (
        <Confirm
          title={`Delete category ${category.name}?`}
          confirmLabel="Delete"
          cancelHref="/hazards"
          fields={{ intent: "delete-category", id: category.id }}
        >
          <p>
            The category {category.name} is removed from the catalogue.
            {category.hazardCount
              ? ` It still holds ${category.hazardCount} hazards: move or delete them first, or it stays.`
              : ""}
          </p>
        </Confirm>
      ) : null}
      {hazard ? (
        <Confirm
          title={`Delete hazard ${hazard.name}?`}
          confirmLabel="Delete"
          cancelHref="/hazards"
          fields={{ intent: "delete-hazard", id: hazard.id }}
        >
          <p>
            The hazard {hazard.name} is removed from the catalogue; new incidents can no longer choose it.
          </p>
        </Confirm>
      ) : null}
      {canManage ? (
        <Form
          method="post"
          className="card mb-6 flex flex-wrap items-end gap-3"
          aria-label="Add a hazard category"
        >
          <input type="hidden" name="intent" value="create-category" />
          <div className="min-w-64 flex-1">
            <label htmlFor="new-category" className="label">
              New hazard category
            </label>
            <input id="new-category" name="name" className="input" required maxLength={120} />
            <ErrorList errors={newCategory?.fields.name} />
          </div>
          <button type="submit" className="btn-primary">
            Add category
          </button>
        </Form>
      ) : null}
      {categories.length === 0 ? <p className="card text-gray-600">Data Not Found</p> : null}
      <div className="space-y-4">
        {categories.map((c) => {
          const own = hazards.filter((h) => h.categoryId === c.id);
          const catFailure =
            failureFor(failure, "update-category", c.id) ?? failureFor(failure, "delete-category", c.id);
          const hazardFailure = failureFor(failure, "create-hazard", c.id);
          return (
            <article key={c.id} className="card" aria-labelledby={`cat-${c.id}`}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 id={`cat-${c.id}`} className="text-lg font-semibold">
                  {c.name} <span className="text-sm font-normal text-gray-500">({c.hazardCount})</span>
                </h2>
                {canManage ? (
                  <div className="flex flex-wrap gap-2">
                    <Form method="post" className="flex gap-2" aria-label={`Rename ${c.name}`}>
                      <input type="hidden" name="intent" value="update-category" />
                      <input type="hidden" name="id" value={c.id} />
                      <input
                        name="name"
                        defaultValue={c.name}
                        className="input w-48"
                        aria-label={`Name of ${c.name}`}
                        maxLength={120}
                      />
                      <button type="submit" className="btn-secondary">
                        Rename
                      </button>
                    </Form>
                    <Link
                      to={`?confirm=delete-category&id=${c.id}`}
                      className="btn-danger no-underline"
                      aria-label={`Delete category ${c.name}`}
                    >
                      Delete
                    </Link>
                  </div>
                ) : null}
              </div>
              {catFailure ? (
                <FormErrors errors={[catFailure.fields.name?.[0] ?? catFailure.message]} />
              ) : null}
              {c.description ? <p className="text-sm text-gray-600">{c.description}</p> : null}
              <ul className="mt-3 divide-y">
                {own.map((h) => {
                  const hFailure =
                    failureFor(failure, "update-hazard", h.id) ?? failureFor(failure, "delete-hazard", h.id);
                  return (
                    <li key={h.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                      <span>{h.name}</span>
                      {canManage ? (
                        <div className="flex flex-wrap gap-2">
                          <Form method="post" className="flex gap-2">
                            <input type="hidden" name="intent" value="update-hazard" />
                            <input type="hidden" name="id" value={h.id} />
                            <input
                              name="name"
                              defaultValue={h.name}
                              className="input w-44"
                              aria-label={`Name of ${h.name}`}
                            />
                            <select
                              name="categoryId"
                              defaultValue={c.id}
                              className="input w-40"
                              aria-label={`Category of ${h.name}`}
                            >
                              {categories.map((o) => (
                                <option key={o.id} value={o.id}>
                                  {o.name}
                                </option>
                              ))}
                            </select>
                            <button type="submit" className="btn-secondary">
                              Save
                            </button>
                          </Form>
                          <Link
                            to={`?confirm=delete-hazard&id=${h.id}`}
                            className="btn-danger no-underline"
                            aria-label={`Delete hazard ${h.name}`}
                          >
                            Delete
                          </Link>
                        </div>
                      ) : null}
                      {hFailure ? (
                        <ErrorList errors={[hFailure.fields.name?.[0] ?? hFailure.message]} />
                      ) : null}
                    </li>
                  );
                })}
              </ul>
              {canManage ? (
                <Form method="post" className="mt-3 flex flex-wrap items-end gap-2">
                  <input type="hidden" name="intent" value="create-hazard" />
                  <input type="hidden" name="categoryId" value={c.id} />
                  <div>
                    <label htmlFor={`new-hazard-${c.id}`} className="label">
                      New hazard in {c.name}
                    </label>
                    <input id={`new-hazard-${c.id}`} name="name" className="input w-64" maxLength={120} />
                  </div>
                  <button type="submit" className="btn-secondary">
                    Add hazard
                  </button>
                  {hazardFailure ? (
                    <ErrorList errors={[hazardFailure.fields.name?.[0] ?? hazardFailure.message]} />
                  ) : null}
                </Form>
              ) : null}
            </article>
          );
        })}
      </div>
    </section>
  );
}
