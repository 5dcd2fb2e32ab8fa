import type { ActionFunctionArgs } from "@remix-run/node";
import { paths } from "~/paths";
import { apiClient } from "~/web/api.server";
import { requireUser } from "~/web/auth.server";
import { finishAction } from "~/web/intent-action.server";

/** Create, rename or delete a category or a hazard; a refusal comes back to the form that sent it. */
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
      return finishAction(request, paths.hazards, who, await api.post("/hazardCategory", body));
    case "update-category":
      return finishAction(request, paths.hazards, who, await api.put(`/hazardCategory/${id}`, body));
    case "delete-category":
      return finishAction(request, paths.hazards, who, await api.delete(`/hazardCategory/${id}`));
    case "create-hazard":
      return finishAction(request, paths.hazards, who, await api.post("/hazard", body));
    case "update-hazard":
      return finishAction(request, paths.hazards, who, await api.put(`/hazard/${id}`, body));
    case "delete-hazard":
      return finishAction(request, paths.hazards, who, await api.delete(`/hazard/${id}`));
    default:
      throw new Response("Unknown action", { status: 400 });
  }
}
