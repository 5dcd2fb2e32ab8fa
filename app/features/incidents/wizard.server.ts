import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "@remix-run/node";
import { INCIDENT_MESSAGES, type IncidentType, nextStep, type WizardStep } from "~/domains/incidents/model";
import {
  assetsStepSchema,
  generalInfoStepSchema,
  hazardCategoryStepSchema,
  hazardTypeStepSchema,
  locationSchema,
  processesStepSchema,
} from "~/domains/incidents/validation";
import { REGISTER_KINDS, type RegisterKind } from "~/domains/registers/model";
import type { IncidentView } from "~/features/incidents/answers";
import type { StepSearch } from "~/features/incidents/wizard/step-data";
import { paths } from "~/paths";
import type { PageArgs } from "~/web/api.server";
import { apiClient } from "~/web/api.server";
import { requirePermission, requireUser } from "~/web/auth.server";
import { companyZone, readOnCompanyClock } from "~/web/company-time.server";
import { sentBack } from "~/web/form-action.server";
import { redirectWithToast } from "~/web/session.server";

type Api = Awaited<ReturnType<typeof apiClient>>;

const SCHEMAS = {
  hazard_category: hazardCategoryStepSchema,
  hazard_type: hazardTypeStepSchema,
  "load_assets_&_people": assetsStepSchema,
  load_processes: processesStepSchema,
  general_info: generalInfoStepSchema,
} as const;

/** At most this many register entries answer the location step's search. */
const ENTRY_MATCHES = 8;
const kindOrApplication = (kind: string | null): RegisterKind =>
  (REGISTER_KINDS as readonly string[]).includes(kind ?? "") ? (kind as RegisterKind) : "application";

/** What the location step's place search found for `q` (none asked: null; nothing found: an empty list). */
async function findPlaces(api: Api, q: string) {
  if (!q) return null;
  const places = await api.get("/geo/places", { q });
  return places.ok ? places.data : [];
}

/** What the location step's register search found (issue 33): what was asked, and the matching entries. */
async function findEntries(api: Api, kind: string | null, q: string) {
  const entryKind = kindOrApplication(kind);
  const entries = q
    ? await api.get("/registerEntry/all", { kind: entryKind, q, pageSize: ENTRY_MATCHES })
    : null;
  return { entryKind, entryQ: q, entryMatches: entries?.ok ? entries.body.data : q ? [] : null };
}

/** A search's words, bounded. */
const searchWords = (value: FormDataEntryValue | null) =>
  String(value ?? "")
    .trim()
    .slice(0, 100);

/** The wizard's frame (Create Incident, Create Crisis): only for those who may manage incidents. */
export async function wizardLayoutLoader(args: PageArgs) {
  await requirePermission(args, "incident.manage");
  return null;
}

/** What each step shows besides the draft itself. */
async function stepData(api: Api, step: WizardStep, incident: IncidentView | null, url: URL) {
  switch (step) {
    case "hazard_category": {
      const [categories, drafts] = await Promise.all([
        api.get("/hazardCategory/all"),
        api.get("/incident/drafts"),
      ]);
      return { categories: categories.ok ? categories.data : [], drafts: drafts.ok ? drafts.data : [] };
    }
    case "hazard_type": {
      const hazards = await api.get("/hazard/all", { categoryId: incident?.hazardCategoryId });
      return { hazards: hazards.ok ? hazards.data : [] };
    }
    case "load_assets_&_people": {
      const q = searchWords(url.searchParams.get("q"));
      const [impact, places, settings, nearest, processes, entries] = await Promise.all([
        api.get(`/incident/${incident!.id}/impact`),
        findPlaces(api, q),
        api.get("/geo/map-settings"),
        incident?.lat != null && incident.long != null
          ? api.get("/asset/nearest", {
              lat: incident.lat,
              lng: incident.long,
              unit: incident.radiusUnit,
            })
          : null,
        // The register entries it hits, and the processes behind them (issue 33).
        api.get(`/incident/${incident!.id}/processes`),
        findEntries(api, url.searchParams.get("entryKind"), searchWords(url.searchParams.get("entryQ"))),
      ]);
      return {
        impact: impact.ok ? impact.data : null,
        q,
        places,
        mapSettings: settings.ok ? settings.data : null,
        nearest: nearest?.ok ? nearest.data : null,
        processes: processes.ok ? processes.data : null,
        ...entries,
      };
    }
    case "load_processes": {
      const processQ = url.searchParams.get("processQ")?.trim().slice(0, 100) ?? "";
      const [processes, matches] = await Promise.all([
        api.get(`/incident/${incident!.id}/processes`),
        processQ ? api.get(`/incident/${incident!.id}/processes/search`, { q: processQ }) : null,
      ]);
      return {
        processes: processes.ok ? processes.data : null,
        processQ,
        processMatches: matches?.ok ? matches.data : null,
      };
    }
    default:
      return {};
  }
}

export async function wizardLoader({ request, context }: PageArgs, type: IncidentType, step: WizardStep) {
  await requireUser({ request, context });
  const api = await apiClient({ request, context });
  const url = new URL(request.url);
  const id = url.searchParams.get("incident_id");
  let incident: IncidentView | null = null;
  if (id) {
    const res = await api.get(`/incident/${id}`);
    if (!res.ok) throw new Response("Not found", { status: 404 });
    incident = res.data;
  }
  if (!incident && step !== "hazard_category") throw redirect(paths.wizardStep(type, "hazard_category"));
  return { type, step, incident, ...(await stepData(api, step, incident, url)) };
}

/** The assets step's extra buttons: pick a searched place, add or remove a location, add an ad hoc asset. */
function assetsPayload(form: FormData, intent: string) {
  const locations: { name: string; lat: string; lng: string }[] = [];
  for (let i = 0; form.has(`locations[${i}].name`); i++) {
    if (intent === `remove_location:${i}`) continue;
    locations.push({
      name: String(form.get(`locations[${i}].name`)),
      lat: String(form.get(`locations[${i}].lat`)),
      lng: String(form.get(`locations[${i}].lng`)),
    });
  }
  return locations;
}

export async function wizardAction({ request, context }: PageArgs, type: IncidentType, step: WizardStep) {
  await requireUser({ request, context });
  const url = new URL(request.url);
  const id = url.searchParams.get("incident_id");
  const form = await request.formData();
  const api = await apiClient({ request, context }, { ifMatch: form.get("editVersion") });
  const intent = String(form.get("intent") ?? "next");

  if (intent === "remove" && id) {
    const res = await api.delete(`/incident/${id}`);
    if (!res.ok) return { result: null, error: res.error.message };
    return redirectWithToast(request, paths.incidents, {
      type: "success",
      message: INCIDENT_MESSAGES.removed,
    });
  }

  // The location step's searches (a place, a register entry) are buttons of the step's form: the step comes
  // back with everything typed on it, unsaved (a half-typed step may not pass yet), and what was found.
  if (step === "load_assets_&_people" && id && (intent === "search" || intent === "find_entries")) {
    const found: StepSearch =
      intent === "search"
        ? { q: searchWords(form.get("q")), places: await findPlaces(api, searchWords(form.get("q"))) }
        : await findEntries(api, String(form.get("entryKind") ?? ""), searchWords(form.get("entryQ")));
    return { result: sentBack(form), error: null, found };
  }

  if (step === "load_assets_&_people" && id) {
    // The register entries it hits: added from the search's matches, or removed (issue 33).
    if (intent.startsWith("add_entry:") || intent.startsWith("remove_entry:")) {
      const [action, entryId] = intent.split(":");
      const kept = form.getAll("registerEntryIds").filter((v) => v !== entryId);
      form.delete("registerEntryIds");
      for (const v of action === "add_entry" ? [...kept, entryId] : kept) form.append("registerEntryIds", v);
    }
    if (intent.startsWith("pick:")) {
      const [, lat, lng, ...name] = intent.split(":");
      form.set("lat", lat);
      form.set("long", lng);
      form.set("locationName", name.join(":"));
    }
    if (intent === "adhoc") {
      const res = await api.post(`/asset/adhoc`, {
        incidentId: id,
        name: form.get("adhocName"),
        lat: form.get("adhocLat"),
        lng: form.get("adhocLng"),
      });
      // The step comes back with what was typed, the asset's name and point among it.
      if (!res.ok) return { result: sentBack(form), error: res.error.message };
    }
  }

  // The alert time was entered on the company's clock (a datetime-local field has no zone).
  const schema = form.has("alertDate")
    ? readOnCompanyClock(SCHEMAS[step], await companyZone(api), ["alertDate"])
    : SCHEMAS[step];
  const submission = parseWithZod(form, { schema });
  if (submission.status !== "success") return { result: submission.reply(), error: null };

  let body: Record<string, unknown> = { ...submission.value, step };
  if (step === "load_assets_&_people") {
    const locations = assetsPayload(form, intent);
    if (intent === "add_location") {
      const extra = locationSchema.safeParse({
        name: form.get("newLocationName"),
        lat: form.get("newLocationLat"),
        lng: form.get("newLocationLng"),
      });
      if (!extra.success) {
        return {
          result: submission.reply({
            fieldErrors: { newLocationName: ["Add a name, latitude and longitude."] },
          }),
          error: null,
        };
      }
      locations.push({ name: extra.data.name, lat: String(extra.data.lat), lng: String(extra.data.lng) });
    }
    body = {
      ...body,
      locations: locations.map((l) => ({ name: l.name, lat: Number(l.lat), lng: Number(l.lng) })),
    };
  }

  let incidentId = id;
  // Saving an incident that is already published updates it: the message says so, not "Draft saved."
  let published = false;
  if (!incidentId) {
    const res = await api.post("/incident", {
      type,
      hazardCategoryId: body.hazardCategoryId,
      exerciseType: body.exerciseType,
      alertId: url.searchParams.get("alert_id") || undefined,
    });
    if (!res.ok)
      return { result: submission.reply({ fieldErrors: res.error.fields ?? {} }), error: res.error.message };
    incidentId = res.data.id;
  } else {
    const res = await api.put(`/incident/${incidentId}`, body);
    if (!res.ok)
      return { result: submission.reply({ fieldErrors: res.error.fields ?? {} }), error: res.error.message };
    published = !res.data.isDraft;
  }

  if (intent === "publish") {
    const res = await api.post(`/incident/${incidentId}/publish`);
    if (!res.ok)
      return { result: submission.reply({ fieldErrors: res.error.fields ?? {} }), error: res.error.message };
    return redirectWithToast(request, paths.incident(incidentId), {
      type: "success",
      message: type === "Crisis" ? INCIDENT_MESSAGES.crisisPublished : INCIDENT_MESSAGES.published,
    });
  }
  if (intent === "next") {
    const next = nextStep(step);
    if (next) return redirect(paths.wizardStep(type, next, incidentId));
    return redirectWithToast(request, paths.incident(incidentId), {
      type: "success",
      message: published ? INCIDENT_MESSAGES.updated(type) : INCIDENT_MESSAGES.draftSaved,
    });
  }
  // Find processes by name (step 4): the ticks are saved, then the step shows the matches to tick.
  if (intent === "find_processes") {
    const q = String(form.get("processQ") ?? "")
      .trim()
      .slice(0, 100);
    const query = q ? `&${new URLSearchParams({ processQ: q })}` : "";
    return redirect(`${paths.wizardStep(type, step, incidentId)}${query}`);
  }
  // Stay on the step (load assets and people, add location, save draft…).
  return redirect(paths.wizardStep(type, step, incidentId));
}
