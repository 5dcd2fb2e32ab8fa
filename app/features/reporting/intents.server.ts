import { REPORTING_MESSAGES } from "~/domains/reporting/model";
import { classificationSchema, reportSentSchema } from "~/domains/reporting/validation";
import { companyZone, fromCompanyTime } from "~/web/company-time.server";
import { formIntent, type Intent } from "~/web/form-action.server";

/**
 * The form's datetime-local fields are on the company's clock; the schema takes instants. The fields are turned
 * into instants before the form is parsed (a value that is not a wall-clock time passes unchanged and is refused
 * on its field).
 */
function onCompanyClock(fields: readonly string[], intent: Intent): Intent {
  return async (ctx) => {
    const zone = await companyZone(ctx.api);
    const formData = new FormData();
    for (const [name, value] of ctx.formData.entries())
      formData.append(
        name,
        fields.includes(name) && typeof value === "string" ? fromCompanyTime(value, zone) : value,
      );
    return intent({ ...ctx, formData });
  };
}

/** The incident page's classification and "Record as sent" forms. */
export const reportingIntents = (incidentId: string) => ({
  classify: onCompanyClock(
    ["awareAt", "classifiedAt"],
    formIntent({
      schema: classificationSchema,
      call: (api, value) =>
        api.put(`/incident/${incidentId}/classification`, {
          ...value,
          awareAt: value.awareAt.toISOString(),
          classifiedAt: value.classifiedAt.toISOString(),
        }),
      ok: REPORTING_MESSAGES.classified,
    }),
  ),
  reportSent: onCompanyClock(
    ["sentAt"],
    formIntent({
      schema: reportSentSchema,
      key: (formData) => String(formData.get("deadlineId") ?? ""),
      call: (api, value) =>
        api.post(`/incident/${incidentId}/reports/sent`, { ...value, sentAt: value.sentAt.toISOString() }),
      ok: REPORTING_MESSAGES.recorded,
    }),
  ),
});
