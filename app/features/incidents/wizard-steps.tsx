import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { Form, Link, useActionData, useLoaderData, useSearchParams, useSubmit } from "@remix-run/react";
import { useRef, useState } from "react";
import type { ImpactedProcess } from "~/domains/bcp/site-links";
import { toKm, typedPoint } from "~/domains/geo/distance";
import {
  INCIDENT_IMPACTS,
  INCIDENT_STATUSES,
  type IncidentType,
  previousStep,
  STATUS_CHECK_CADENCES,
  type WizardStep,
} from "~/domains/incidents/model";
import type { ImpactView, IncidentView, ProcessesView } from "~/features/incidents/answers";
import { ProcessSummary } from "~/features/incidents/process-summary";
import { MapView } from "~/features/map/map";
import type { MapMarker } from "~/features/map/types";
import { paths } from "~/paths";
import { formatDistance } from "~/shared/distance";
import { Confirm } from "~/ui/confirm";
import { useDates } from "~/ui/dates";
import { EditVersion } from "~/ui/edit-version";
import { ErrorList, FormErrors } from "~/ui/forms";

type Named = { id: string; name: string };
interface WizardData {
  type: IncidentType;
  step: WizardStep;
  incident: IncidentView | null;
  categories?: Named[];
  drafts?: { id: string; type: IncidentType; title: string | null; currentTab: WizardStep }[];
  hazards?: Named[];
  impact?: ImpactView | null;
  places?: { id: string; label: string; lat: number; lng: number }[] | null;
  mapSettings?: { tileUrl: string | null; attribution: string | null; outlineUrl: string } | null;
  nearest?: { name: string; distance: number } | null;
  processes?: ProcessesView | null;
  processQ?: string;
  processMatches?: ImpactedProcess[] | null;
}

function useStep() {
  const data = useLoaderData() as unknown as WizardData;
  const action = useActionData() as
    | { result: SubmissionResult<string[]> | null; error: string | null }
    | undefined;
  const [form, fields] = useForm({ lastResult: action?.result ?? undefined });
  const errors = (name: string) => (fields as Record<string, { errors?: string[] }>)[name]?.errors;
  return { ...data, form, errors, formError: action?.error ?? null };
}

/** previous / next step buttons, and "remove from draft" for a draft. */
function StepButtons({
  type,
  step,
  incident,
  last,
}: {
  type: IncidentType;
  step: WizardStep;
  incident: IncidentView | null;
  last?: boolean;
}) {
  const prev = previousStep(step);
  return (
    <div className="mt-6 flex flex-wrap items-center gap-2">
      {prev && incident ? (
        <Link to={paths.wizardStep(type, prev, incident.id)} className="btn-secondary">
          previous
        </Link>
      ) : null}
      {last ? null : (
        <button type="submit" name="intent" value="next" className="btn-primary">
          next step
        </button>
      )}
      {incident?.isDraft ? (
        // Confirmed first (UX review X4): the link opens the confirmation above the step.
        <Link
          to={`${paths.wizardStep(type, step, incident.id)}&confirm=remove`}
          preventScrollReset
          className="btn-secondary ml-auto no-underline"
        >
          Remove from draft
        </Link>
      ) : null}
    </div>
  );
}

/** "Remove from draft", confirmed: what is lost, named (the draft, its hazard, its locations). */
function RemoveDraftConfirm({ type, step, incident }: Pick<WizardData, "type" | "step" | "incident">) {
  const [params] = useSearchParams();
  if (!incident?.isDraft || params.get("confirm") !== "remove") return null;
  const name = incident.title || `Untitled ${type.toLowerCase()} draft`;
  const entered = [
    incident.hazardName ? `the hazard ${incident.hazardName}` : null,
    incident.locationName ? `the alert location ${incident.locationName}` : null,
    incident.locations.length ? `${incident.locations.length} added locations` : null,
  ].filter(Boolean);
  return (
    <Confirm
      title={`Remove the draft ${name}?`}
      confirmLabel="Remove from draft"
      cancelHref={paths.wizardStep(type, step, incident.id)}
      fields={{ intent: "remove" }}
    >
      <p>
        The {type.toLowerCase()} draft {name} is deleted
        {entered.length ? `, with ${entered.join(", ")}` : ""}. It was never published, so nobody was
        notified. This cannot be undone.
      </p>
    </Confirm>
  );
}

export function HazardCategoryStep() {
  const { type, step, incident, categories = [], drafts = [], form, errors, formError } = useStep();
  const mine = drafts.filter((d) => d.type === type);
  return (
    <>
      <RemoveDraftConfirm type={type} step={step} incident={incident} />
      {!incident && mine.length > 0 ? (
        <div className="mb-6">
          <h2 className="mb-2 font-medium">Resume a draft</h2>
          <ul className="list-disc pl-5 text-sm">
            {mine.map((d) => (
              <li key={d.id}>
                <Link to={paths.wizardStep(type, d.currentTab, d.id)}>
                  {d.title || `Untitled ${type.toLowerCase()} draft`}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <Form method="post" {...getFormProps(form)} noValidate>
        <FormErrors errors={formError ? [formError] : null} />
        <fieldset>
          <legend className="label">Hazard category</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {categories.map((c) => (
              <label key={c.id} className="flex items-center gap-2 rounded-md border border-gray-200 p-3">
                <input
                  type="radio"
                  name="hazardCategoryId"
                  value={c.id}
                  defaultChecked={incident?.hazardCategoryId === c.id}
                />
                {c.name}
              </label>
            ))}
          </div>
          <ErrorList errors={errors("hazardCategoryId")} />
        </fieldset>
        <StepButtons type={type} step={step} incident={incident} />
      </Form>
    </>
  );
}

export function HazardTypeStep() {
  const { type, step, incident, hazards = [], form, errors, formError } = useStep();
  return (
    <>
      <RemoveDraftConfirm type={type} step={step} incident={incident} />
      <Form method="post" {...getFormProps(form)} noValidate>
        <FormErrors errors={formError ? [formError] : null} />
        <fieldset>
          <legend className="label">Hazard type ({incident?.hazardCategoryName})</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {hazards.map((h) => (
              <label key={h.id} className="flex items-center gap-2 rounded-md border border-gray-200 p-3">
                <input
                  type="radio"
                  name="hazardId"
                  value={h.id}
                  defaultChecked={incident?.hazardId === h.id}
                />
                {h.name}
              </label>
            ))}
          </div>
          <ErrorList errors={errors("hazardId")} />
        </fieldset>
        <StepButtons type={type} step={step} incident={incident} />
      </Form>
    </>
  );
}

export function AssetsStep() {
  // The alert time is entered and shown on the company's clock.
  const dates = useDates();
  const data = useStep();
  const { type, step, incident, impact, places, mapSettings, nearest, form, errors, formError } = data;
  // The fields hold what is typed (a number state would turn "51." into "51" and lose the point);
  // the map gets a point only once both name one.
  const [point, setPoint] = useState({ lat: String(incident?.lat ?? ""), lng: String(incident?.long ?? "") });
  // A saved point that changed (a searched place was chosen, the page came back with it) replaces what the
  // fields hold: the state above is set once per mount (UX review 1.2: Latitude stayed empty).
  const saved = `${incident?.lat ?? ""}|${incident?.long ?? ""}`;
  const [shown, setShown] = useState(saved);
  if (shown !== saved) {
    setShown(saved);
    setPoint({ lat: String(incident?.lat ?? ""), lng: String(incident?.long ?? "") });
  }
  const centre = typedPoint(point.lat, point.lng);
  // Clicking the map fills Latitude and Longitude and loads the impact at once, as "load assets and people"
  // does (UX review 1.2: the impact list and nearest office stayed stale).
  const stepForm = useRef<HTMLFormElement>(null);
  const submit = useSubmit();
  const pickOnMap = (p: { lat: number; lng: number }) => {
    const picked = { lat: String(Number(p.lat.toFixed(5))), lng: String(Number(p.lng.toFixed(5))) };
    setPoint(picked);
    if (!stepForm.current) return;
    const formData = new FormData(stepForm.current);
    formData.set("lat", picked.lat);
    formData.set("long", picked.lng);
    formData.set("locationName", "");
    formData.set("intent", "load");
    submit(formData, { method: "post", preventScrollReset: true });
  };
  const [radius, setRadius] = useState(incident?.viewRadius ?? 50);
  const unit = incident?.radiusUnit ?? "km";
  const markers: MapMarker[] = [
    // A site without a point (named in Manage Company, not placed yet) has no marker.
    ...(impact?.assets ?? []).flatMap((a) =>
      a.asset.lat === null || a.asset.lng === null
        ? []
        : [{ id: a.id, lat: a.asset.lat, lng: a.asset.lng, label: a.asset.name, kind: "asset" as const }],
    ),
    ...(incident?.locations ?? []).map((l, i) => ({
      id: `loc${i}`,
      lat: l.lat,
      lng: l.lng,
      label: l.name,
      kind: "adhoc" as const,
    })),
  ];
  return (
    <div>
      <RemoveDraftConfirm type={type} step={step} incident={incident} />
      <h2 className="mb-4 text-lg font-medium">Load Assets and People</h2>
      <Form method="get" className="mb-4 flex items-end gap-2">
        <input type="hidden" name="incident_id" value={incident?.id} />
        <div className="flex-1">
          <label htmlFor="q" className="label">
            enter alert location
          </label>
          <input id="q" name="q" className="input" defaultValue={incident?.locationName ?? ""} />
        </div>
        <button type="submit" className="btn-secondary">
          Search
        </button>
      </Form>
      <Form method="post" ref={stepForm} {...getFormProps(form)} noValidate>
        <FormErrors errors={formError ? [formError] : null} />
        {places ? (
          places.length === 0 ? (
            <p className="mb-4 text-sm text-gray-600">Searched Location Not Found</p>
          ) : (
            <ul className="mb-4 space-y-1 text-sm">
              {places.slice(0, 8).map((p) => (
                <li key={p.id}>
                  <button
                    type="submit"
                    name="intent"
                    value={`pick:${p.lat}:${p.lng}:${p.label}`}
                    className="underline"
                  >
                    {p.label}
                  </button>
                </li>
              ))}
            </ul>
          )
        ) : null}
        <input type="hidden" name="locationName" value={incident?.locationName ?? ""} />
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor="alertDate" className="label">
              alert date
            </label>
            <input
              id="alertDate"
              name="alertDate"
              type="datetime-local"
              className="input"
              defaultValue={dates.input(incident?.alertDate)}
              aria-describedby="alertDate-zone"
            />
            <p id="alertDate-zone" className="mt-1 text-xs text-gray-500">
              On the company's clock: {dates.zone}
            </p>
            <ErrorList errors={errors("alertDate")} />
          </div>
          <div>
            <label htmlFor="viewRadius" className="label">
              viewing radius ({unit})
            </label>
            <input
              id="viewRadius"
              name="viewRadius"
              type="number"
              min={0}
              step="any"
              className="input"
              value={radius}
              onChange={(e) => setRadius(Number(e.target.value))}
            />
            <input type="hidden" name="radiusUnit" value={unit} />
            <ErrorList errors={errors("viewRadius")} />
          </div>
          <div>
            <label htmlFor="lat" className="label">
              Latitude
            </label>
            <input
              id="lat"
              name="lat"
              className="input"
              value={point.lat}
              onChange={(e) => setPoint({ ...point, lat: e.target.value })}
            />
            <ErrorList errors={errors("lat")} />
          </div>
          <div>
            <label htmlFor="long" className="label">
              Longitude
            </label>
            <input
              id="long"
              name="long"
              className="input"
              value={point.lng}
              onChange={(e) => setPoint({ ...point, lng: e.target.value })}
            />
            <ErrorList errors={errors("long")} />
          </div>
        </div>
        {mapSettings ? (
          <div className="my-4">
            <p className="label">select from map</p>
            <MapView
              settings={mapSettings}
              center={centre}
              radiusKm={radius ? toKm(radius, unit) : null}
              markers={markers}
              onPick={pickOnMap}
              className="h-80"
            />
          </div>
        ) : null}
        <p className="mb-4 text-sm text-gray-700">
          nearest office: {nearest ? `${nearest.name} (${formatDistance(nearest.distance, unit)})` : "—"}
        </p>

        <fieldset className="mb-4 rounded-md border border-gray-200 p-3">
          <legend className="px-1 text-sm font-medium">Locations</legend>
          {(incident?.locations ?? []).length === 0 ? (
            <p className="text-sm text-gray-500">No Locations Added</p>
          ) : null}
          <ul className="mb-2 text-sm">
            {(incident?.locations ?? []).map((l, i) => (
              <li key={`${l.name}:${l.lat}:${l.lng}`} className="flex items-center gap-2">
                <input type="hidden" name={`locations[${i}].name`} value={l.name} />
                <input type="hidden" name={`locations[${i}].lat`} value={l.lat} />
                <input type="hidden" name={`locations[${i}].lng`} value={l.lng} />
                {l.name} ({l.lat}, {l.lng})
                <button
                  type="submit"
                  name="intent"
                  value={`remove_location:${i}`}
                  className="text-red-700 underline"
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
          <div className="grid gap-2 sm:grid-cols-3">
            <input
              name="newLocationName"
              aria-label="Location name"
              placeholder="Location name"
              className="input"
            />
            <input
              name="newLocationLat"
              aria-label="Location latitude"
              placeholder="Latitude"
              className="input"
            />
            <input
              name="newLocationLng"
              aria-label="Location longitude"
              placeholder="Longitude"
              className="input"
            />
          </div>
          <ErrorList errors={errors("newLocationName")} />
          <button type="submit" name="intent" value="add_location" className="btn-secondary mt-2">
            add location
          </button>
        </fieldset>

        <fieldset className="mb-4 rounded-md border border-gray-200 p-3">
          <legend className="px-1 text-sm font-medium">add another assets</legend>
          <div className="grid gap-2 sm:grid-cols-3">
            <input name="adhocName" aria-label="Asset name" placeholder="Asset name" className="input" />
            <input name="adhocLat" aria-label="Asset latitude" placeholder="Latitude" className="input" />
            <input name="adhocLng" aria-label="Asset longitude" placeholder="Longitude" className="input" />
          </div>
          <button type="submit" name="intent" value="adhoc" className="btn-secondary mt-2">
            add another assets
          </button>
        </fieldset>

        <button type="submit" name="intent" value="load" className="btn-secondary">
          load assets and people
        </button>
        <ImpactSummary impact={impact ?? null} />
        <StepButtons type={type} step={step} incident={incident} />
      </Form>
    </div>
  );
}

export function ImpactSummary({ impact }: { impact: ImpactView | null }) {
  if (!impact) return null;
  return (
    <div className="mt-4" data-testid="impact">
      <h3 className="font-medium">impact</h3>
      <p className="text-sm text-gray-700">
        {impact.assets.length} assets and {impact.people.length} people within the viewing radius.
      </p>
      <ul className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
        {impact.assets.map((a) => (
          <li key={a.id}>
            {a.asset.name} · {formatDistance(a.distanceKm)}
          </li>
        ))}
        {impact.people.map((p) => (
          <li key={p.id}>
            {p.person.name} · {formatDistance(p.distanceKm)}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ProcessesStep() {
  const {
    type,
    step,
    incident,
    processes,
    processQ = "",
    processMatches,
    form,
    errors,
    formError,
  } = useStep();
  const listed = processes?.bcpProcesses ?? [];
  const atSites = listed.filter((p) => !p.byHand);
  const byHand = listed.filter((p) => p.byHand);
  const known = new Set(listed.map((p) => p.id));
  const matches = processMatches?.filter((p) => !known.has(p.id)) ?? null;
  return (
    <>
      <RemoveDraftConfirm type={type} step={step} incident={incident} />
      <Form method="post" {...getFormProps(form)} noValidate>
        <FormErrors errors={formError ? [formError] : null} />
        <h2 className="mb-1 font-medium">BCP processes at the impacted sites</h2>
        <p className="mb-2 text-xs text-gray-600">Processes of approved plans are ticked to start with.</p>
        {atSites.length ? (
          <ProcessChoices processes={atSites} label="BCP processes at the impacted sites" />
        ) : (
          <p className="mb-4 text-sm text-gray-500">Data Not Found</p>
        )}
        {byHand.length ? (
          <>
            <h2 className="mb-2 font-medium">Processes added by hand</h2>
            <ProcessChoices processes={byHand} label="Processes added by hand" />
          </>
        ) : null}
        <fieldset className="mb-4 rounded-md border border-gray-200 p-3">
          <legend className="px-1 text-sm font-medium">Add a process by hand</legend>
          <p className="mb-2 text-xs text-gray-600">
            Any plan's process, found by its name or its plan's name: for an incident without a place (a cyber
            attack) or a site the radius missed.
          </p>
          <label htmlFor="processQ" className="label">
            Process or plan name
          </label>
          <div className="flex flex-wrap gap-2">
            <input
              id="processQ"
              name="processQ"
              type="search"
              defaultValue={processQ}
              maxLength={100}
              className="input max-w-sm"
            />
            <button type="submit" name="intent" value="find_processes" className="btn-secondary">
              Find processes
            </button>
          </div>
          {matches ? (
            matches.length ? (
              <div className="mt-3">
                <ProcessChoices processes={matches} label="Matching processes" />
                <button type="submit" name="intent" value="add_processes" className="btn-secondary">
                  Add ticked processes
                </button>
              </div>
            ) : (
              <p className="mt-2 text-sm text-gray-600">No process matches “{processQ}”.</p>
            )
          ) : null}
        </fieldset>
        <h2 className="mb-2 font-medium">Adhoc processes</h2>
        <ul className="mb-2 space-y-1 text-sm">
          {processes?.adhocProcesses.map((p) => (
            <li key={p.id}>
              <label className="flex items-center gap-2">
                <input type="checkbox" name="adhocProcessIds" value={p.id} defaultChecked={p.selected} />
                {p.name}
              </label>
            </li>
          ))}
        </ul>
        <label htmlFor="adhocProcessNames" className="label">
          Add adhoc process
        </label>
        <input id="adhocProcessNames" name="adhocProcessNames" className="input" />
        <ErrorList errors={errors("adhocProcessNames")} />
        <StepButtons type={type} step={step} incident={incident} />
      </Form>
    </>
  );
}

/** Tick boxes (bcpProcessIds) for processes shown by name with their plan, lead, MAD and criticality. */
function ProcessChoices({
  processes,
  label,
}: {
  processes: (ImpactedProcess & { selected?: boolean; byHand?: boolean })[];
  label: string;
}) {
  return (
    <ul className="mb-4 space-y-2 text-sm" aria-label={label}>
      {processes.map((p) => (
        <li key={p.id}>
          <label className="flex items-start gap-2">
            <input
              type="checkbox"
              name="bcpProcessIds"
              value={p.id}
              defaultChecked={!!p.selected}
              className="mt-1"
            />
            <ProcessSummary process={p} byHand={p.byHand} />
          </label>
        </li>
      ))}
    </ul>
  );
}

function Select({
  name,
  label,
  options,
  value,
  error,
}: {
  name: string;
  label: string;
  options: readonly string[];
  value?: string | null;
  error?: string[];
}) {
  return (
    <div className="mb-4">
      <label htmlFor={name} className="label">
        {label}
      </label>
      <select id={name} name={name} className="input" defaultValue={value ?? ""}>
        <option value="">Choose…</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
      <ErrorList errors={error} />
    </div>
  );
}

export function GeneralInfoStep() {
  const { type, step, incident, form, errors, formError } = useStep();
  const statuses =
    incident?.statusChoices ?? INCIDENT_STATUSES.filter((s) => s !== "Completed" && s !== "Cancelled");
  return (
    <>
      <RemoveDraftConfirm type={type} step={step} incident={incident} />
      <Form method="post" {...getFormProps(form)} noValidate>
        <FormErrors errors={formError ? [formError] : null} />
        <EditVersion part="general_info" />
        <div className="mb-4">
          <label htmlFor="title" className="label">
            Title
          </label>
          <input id="title" name="title" className="input" defaultValue={incident?.title ?? ""} />
          <ErrorList errors={errors("title")} />
        </div>
        <div className="mb-4">
          <label htmlFor="description" className="label">
            Description
          </label>
          <textarea
            id="description"
            name="description"
            rows={4}
            className="input"
            defaultValue={incident?.description ?? ""}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <Select
            name="impact"
            label="Impact"
            options={INCIDENT_IMPACTS}
            value={incident?.impact}
            error={errors("impact")}
          />
          <Select
            name="status"
            label="Status"
            options={statuses}
            value={incident?.status ?? "Just Created"}
            error={errors("status")}
          />
          <Select
            name="statusCheckCadence"
            label="Status check cadence"
            options={STATUS_CHECK_CADENCES}
            value={incident?.statusCheckCadence}
            error={errors("statusCheckCadence")}
          />
        </div>
        <label className="mb-2 flex items-center gap-2 text-sm">
          <input type="checkbox" name="notifyBCPLeads" defaultChecked={incident?.notifyBCPLeads} /> Notify BCP
          leads
        </label>
        <label className="mb-2 flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            name="notifyBusinessCoordinator"
            defaultChecked={incident?.notifyBusinessCoordinator}
          />{" "}
          Notify business coordinator
        </label>
        <div className="mt-6 flex flex-wrap gap-2">
          {incident?.isDraft ? (
            <>
              <button type="submit" name="intent" value="save" className="btn-secondary">
                Save draft
              </button>
              <button type="submit" name="intent" value="publish" className="btn-primary">
                Publish
              </button>
            </>
          ) : (
            <button type="submit" name="intent" value="next" className="btn-primary">
              Save
            </button>
          )}
        </div>
        <StepButtons type={type} step={step} incident={incident} last />
      </Form>
    </>
  );
}
