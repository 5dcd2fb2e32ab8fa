import { getZodConstraint } from "@conform-to/zod/v4";
import { businessServiceSchema } from "~/domains/resilience/validation";
import { paths } from "~/paths";
import type { PageArgs } from "~/web/api.server";
import { actionContext, formIntent } from "~/web/form-action.server";
import { SERVICE_INTENT } from "./service-form";

/** The service form's required marks (*), worked out here from the API's schema so zod stays out of the browser. */
export const serviceConstraint = () => getZodConstraint(businessServiceSchema);

type Saved = { id: string; message: string };

/**
 * The one action of the new and edit pages: the form is checked with the API's own schema (each message on its
 * field, the input kept), then saved; success goes to the service with the API's message.
 */
export async function saveService(page: PageArgs, serviceId?: string) {
  const ctx = await actionContext(
    page,
    serviceId ? paths.businessService(serviceId) : paths.businessServices,
  );
  // Success lands on the service's own page, with the API's message.
  const done = {
    ok: (answer: Saved) => answer.message,
    to: (answer: Saved) => paths.businessService(answer.id),
  };
  const save = serviceId
    ? formIntent({
        schema: businessServiceSchema,
        call: (api, value) => api.put(`/businessService/${serviceId}`, value),
        ...done,
      })
    : formIntent({
        schema: businessServiceSchema,
        call: (api, value) => api.post("/businessService", value),
        ...done,
      });
  return save({ ...ctx, intent: SERVICE_INTENT });
}
