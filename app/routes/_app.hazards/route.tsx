import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { can } from "~/domains/access/policy";
import { paths } from "~/paths";
import { Confirm } from "~/ui/confirm";
import { ErrorList } from "~/ui/forms";
import { PageHeader } from "~/ui/page";
import { apiClient } from "~/web/api.server";
import { requireUser } from "~/web/auth.server";
import { failureFor, messageOf } from "~/web/form-failure";
import { dataOrThrow } from "~/web/page-read.server";
import { action } from "./action.server";
import { CategoryCard } from "./category-card";

// The page's parts sit beside it: the action and a category's card.
export { action };

export const meta: MetaFunction = () => [{ title: "Hazards · Keel" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser({ request, context });
  const api = await apiClient({ request, context });
  const [categories, hazards] = await Promise.all([api.get("/hazardCategory/all"), api.get("/hazard/all")]);
  return {
    categories: dataOrThrow(categories),
    hazards: hazards.ok ? hazards.data : [],
    canManage: can(user, "hazard.manage"),
  };
}

/** Hazard categories and their hazards: the company's own catalogue, seeded at sign-up. */
export default function Hazards() {
  const { categories, hazards, canManage } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const newCategory = failureFor(failure, "create-category");
  // Deleting is confirmed first (UX review X4): the Delete link opens ?confirm=<intent>&id=<id>.
  const [params] = useSearchParams();
  // A refused delete shows its reason on the row, not the question again.
  const confirm = canManage && !failure ? params.get("confirm") : null;
  const category =
    confirm === "delete-category" ? categories.find((c) => c.id === params.get("id")) : undefined;
  const hazard = confirm === "delete-hazard" ? hazards.find((h) => h.id === params.get("id")) : undefined;
  // The one delete being confirmed (a category or a hazard): its title, what it removes and the POST.
  const deleting = category
    ? {
        title: `Delete category ${category.name}?`,
        text: `The category ${category.name} is removed from the catalogue.${
          category.hazardCount
            ? ` It still holds ${category.hazardCount} hazards: move or delete them first, or it stays.`
            : ""
        }`,
        fields: { intent: "delete-category", id: category.id },
      }
    : hazard
      ? {
          title: `Delete hazard ${hazard.name}?`,
          text: `The hazard ${hazard.name} is removed from the catalogue; new incidents can no longer choose it.`,
          fields: { intent: "delete-hazard", id: hazard.id },
        }
      : null;
  return (
    <section>
      <PageHeader title="Hazards">Hazard categories and the hazards incidents are about.</PageHeader>
      {deleting ? (
        <Confirm
          title={deleting.title}
          confirmLabel="Delete"
          cancelHref={paths.hazards}
          fields={deleting.fields}
        >
          <p>{deleting.text}</p>
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
            <ErrorList errors={newCategory ? [messageOf(newCategory, "name")] : undefined} />
          </div>
          <button type="submit" className="btn-primary">
            Add category
          </button>
        </Form>
      ) : null}
      {categories.length === 0 ? <p className="card text-gray-600">Data Not Found</p> : null}
      <div className="space-y-4">
        {categories.map((c) => (
          <CategoryCard
            key={c.id}
            category={c}
            hazards={hazards.filter((h) => h.categoryId === c.id)}
            categories={categories}
            canManage={canManage}
            failure={failure}
          />
        ))}
      </div>
    </section>
  );
}
