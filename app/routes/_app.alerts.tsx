import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { can } from "~/domains/access/policy";
import { INCIDENT_IMPACTS } from "~/domains/incidents/model";
import { alertSchema } from "~/domains/incidents/validation";
import { paths } from "~/paths";
import { useDates } from "~/ui/dates";
import { ConformForm, FormErrors, InputField, SelectInput } from "~/ui/forms";
import { PageHeader } from "~/ui/page";
import { apiClient } from "~/web/api.server";
import { requirePermission, requireUser } from "~/web/auth.server";
import { redirectWithToast } from "~/web/session.server";

export const meta: MetaFunction = () => [{ title: "Alerts · Keel" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requirePermission({ request, context }, "incident.read");
  const api = await apiClient({ request, context });
  const res = await api.get("/alert/all");
  return {
    alerts: res.ok ? res.data : [],
    canRecord: can(user, "alert.manage"),
    canCreateIncident: can(user, "incident.manage"),
  };
}

/** Records an alert by hand (feeds use POST /api/alert with their source and externalId). */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser({ request, context });
  const form = await request.formData();
  const submission = parseWithZod(form, { schema: alertSchema });
  if (submission.status !== "success") return { result: submission.reply(), error: null };
  const api = await apiClient({ request, context });
  const res = await api.post("/alert", { ...submission.value, source: "manual" });
  if (!res.ok)
    return { result: submission.reply({ fieldErrors: res.error.fields ?? {} }), error: res.error.message };
  return redirectWithToast(request, paths.alerts, { type: "success", message: "Alert recorded." });
}

export default function Alerts() {
  const { alerts, canRecord, canCreateIncident } = useLoaderData<typeof loader>();
  const { dateTime } = useDates();
  const data = useActionData<typeof action>();
  const [form, fields] = useForm({ lastResult: data?.result ?? undefined });
  return (
    <section>
      <PageHeader title="Alerts" />
      {canRecord ? (
        <ConformForm form={form} className="card mb-6 grid gap-3 sm:grid-cols-2" aria-label="Record an alert">
          <FormErrors errors={data?.error ? [data.error] : null} />
          <InputField id="a-title" name="title" label="Title" errors={fields.title.errors} />
          <SelectInput
            id="a-severity"
            name="severity"
            label="Impact"
            empty="—"
            options={INCIDENT_IMPACTS.map((i) => ({ value: i, label: i }))}
          />
          <InputField id="a-lat" name="lat" label="Latitude" errors={fields.lat.errors} />
          <InputField id="a-lng" name="lng" label="Longitude" errors={fields.lng.errors} />
          <div className="sm:col-span-2">
            <label htmlFor="a-description" className="label">
              Description
            </label>
            <textarea id="a-description" name="description" rows={3} className="input" />
          </div>
          <button type="submit" className="btn-primary justify-self-start">
            Record alert
          </button>
        </ConformForm>
      ) : null}
      {alerts.length === 0 ? <p className="card text-gray-600">Data Not Found</p> : null}
      <ul className="space-y-2">
        {alerts.map((a) => (
          <li
            key={a.id}
            className="card flex flex-wrap items-center justify-between gap-2"
            data-testid="alert"
          >
            <div>
              <strong>{a.title}</strong>{" "}
              <span className="text-sm text-gray-600">
                {a.source} · {dateTime(a.alertDate)} · {a.status}
              </span>
            </div>
            {a.status === "Open" && canCreateIncident ? (
              <div className="flex gap-2 text-sm">
                <Link to={`${paths.wizardStep("Incident", "hazard_category")}?alert_id=${a.id}`}>
                  Create incident
                </Link>
                <Link to={`${paths.wizardStep("Crisis", "hazard_category")}?alert_id=${a.id}`}>
                  Create crisis
                </Link>
              </div>
            ) : a.incidentId ? (
              <Link to={paths.incident(a.incidentId, "merged_alerts")} className="text-sm">
                View incident
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
