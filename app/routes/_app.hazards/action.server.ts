import type { ActionFunctionArgs } from "@remix-run/node";
import { hazardCategorySchema, hazardSchema } from "~/domains/hazards/validation";
import { paths } from "~/paths";
import { requireUser } from "~/web/auth.server";
import { actionContext, buttonIntent, formIntent, runIntents } from "~/web/form-action.server";

/** Create, rename or delete a category or a hazard; a refusal comes back to the form that sent it. */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser({ request, context });
  const ctx = await actionContext({ request, context }, paths.hazards);
  const id = String(ctx.formData.get("id") ?? "");
  const ok = (answer: { message: string }) => answer.message;
  return runIntents(
    { ...ctx, key: id },
    {
      "create-category": formIntent({
        schema: hazardCategorySchema,
        call: (api, value) => api.post("/hazardCategory", value),
        ok,
      }),
      "update-category": formIntent({
        schema: hazardCategorySchema,
        call: (api, value) => api.put(`/hazardCategory/${id}`, value),
        ok,
      }),
      "delete-category": buttonIntent({
        call: (api) => api.delete(`/hazardCategory/${id}`),
        ok,
        refusal: "row",
      }),
      // A new hazard's errors belong to the form of its category.
      "create-hazard": formIntent({
        schema: hazardSchema,
        call: (api, value) => api.post("/hazard", value),
        ok,
        key: (formData) => String(formData.get("categoryId") ?? ""),
      }),
      "update-hazard": formIntent({
        schema: hazardSchema,
        call: (api, value) => api.put(`/hazard/${id}`, value),
        ok,
      }),
      "delete-hazard": buttonIntent({ call: (api) => api.delete(`/hazard/${id}`), ok, refusal: "row" }),
    },
  );
}
