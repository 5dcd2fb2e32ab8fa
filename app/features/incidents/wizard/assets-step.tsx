import { getFormProps } from "@conform-to/react";
import { Form, useSubmit } from "@remix-run/react";
import { useRef, useState } from "react";
import { SITE_LABELS, siteAt } from "~/domains/assets/model";
import { toKm, typedPoint } from "~/domains/geo/distance";
import type { ImpactView } from "~/features/incidents/answers";
import { MapView } from "~/features/map/map";
import type { MapMarker } from "~/features/map/types";
import { formatDistance } from "~/shared/distance";
import { countOf } from "~/shared/plural";
import { useDates } from "~/ui/dates";
import { ErrorList, FormErrors, fieldValue, InputField } from "~/ui/forms";
import { EntriesPicker } from "./entries-picker";
import { RemoveDraftConfirm, StepButtons } from "./step-frame";
import { useStep } from "./use-step";

/**
 * Step 3: where it happens (a searched place, the map, or typed latitude and longitude), when it was alerted,
 * the viewing radius, added locations and ad hoc assets; "load assets and people" saves them to the draft and
 * shows what lies inside the circle.
 */
export function AssetsStep() {
  // The alert time is entered and shown on the company's clock.
  const dates = useDates();
  // The draft's values to start from; a refused step starts from what was sent instead (fieldValue).
  const data = useStep(({ incident }) => ({
    alertDate: dates.input(incident?.alertDate),
    viewRadius: String(incident?.viewRadius ?? 50),
    lat: String(incident?.lat ?? ""),
    long: String(incident?.long ?? ""),
    locationName: incident?.locationName ?? "",
  }));
  const { type, step, incident, impact, places, mapSettings, nearest, form, fields, errors, formError } =
    data;
  // The fields hold what is typed (a number state would turn "51." into "51" and lose the point);
  // the map gets a point only once both name one.
  const [point, setPoint] = useState({ lat: fieldValue(fields.lat), lng: fieldValue(fields.long) });
  // The place's name goes with the point: kept in state as the point is, since the form's defaults are read once.
  const [locationName, setLocationName] = useState(fieldValue(fields.locationName));
  // A saved point that changed (a searched place was chosen, the page came back with it) replaces what the
  // fields hold: the state above is set once per mount (UX review 1.2: Latitude stayed empty; audit 2026-12-03:
  // the chosen place's name stayed empty, and the next save of the step erased it).
  const saved = `${incident?.lat ?? ""}|${incident?.long ?? ""}|${incident?.locationName ?? ""}`;
  const [shown, setShown] = useState(saved);
  if (shown !== saved) {
    setShown(saved);
    setPoint({ lat: String(incident?.lat ?? ""), lng: String(incident?.long ?? "") });
    setLocationName(incident?.locationName ?? "");
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
  // Text, as typed: a blank or refused radius comes back as it was sent.
  const [radius, setRadius] = useState(fieldValue(fields.viewRadius));
  const unit = incident?.radiusUnit ?? "km";
  // An alert at one of the company's own sites names that site, not the nearest office far away.
  const atSite = siteAt((impact?.assets ?? []).map((a) => ({ ...a, incidentId: a.asset.incidentId })));
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
      <Form method="post" ref={stepForm} {...getFormProps(form)} noValidate>
        {/* A button of the step's form, not a form of its own: the step comes back with all that was typed on it. */}
        <div className="mb-4 flex items-end gap-2">
          <div className="min-w-0 flex-1">
            <label htmlFor="q" className="label">
              enter alert location
            </label>
            <input
              id="q"
              name="q"
              className="input"
              maxLength={100}
              defaultValue={data.q || incident?.locationName || ""}
            />
          </div>
          <button type="submit" name="intent" value="search" className="btn-secondary">
            Search
          </button>
        </div>
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
        <input type="hidden" name="locationName" value={locationName} />
        <EntriesPicker data={data} errors={errors("registerEntryIds")} />
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
              defaultValue={fieldValue(fields.alertDate)}
              aria-describedby="alertDate-zone"
            />
            <p id="alertDate-zone" className="mt-1 text-xs text-gray-500">
              On the company's clock: {dates.zone}
            </p>
            <ErrorList errors={errors("alertDate")} />
          </div>
          <InputField
            id="viewRadius"
            label={`viewing radius (${unit})`}
            name="viewRadius"
            type="number"
            min={0}
            step="any"
            value={radius}
            onChange={(e) => setRadius(e.target.value)}
            errors={errors("viewRadius")}
          />
          <input type="hidden" name="radiusUnit" value={unit} />
          {(["lat", "lng"] as const).map((axis) => (
            // The draft names its longitude "long".
            <InputField
              key={axis}
              id={axis === "lat" ? "lat" : "long"}
              label={axis === "lat" ? "Latitude" : "Longitude"}
              name={axis === "lat" ? "lat" : "long"}
              value={point[axis]}
              onChange={(e) => setPoint({ ...point, [axis]: e.target.value })}
              errors={errors(axis === "lat" ? "lat" : "long")}
            />
          ))}
        </div>
        {mapSettings ? (
          <div className="my-4">
            <p className="label">select from map</p>
            <MapView
              settings={mapSettings}
              center={centre}
              radiusKm={Number(radius) ? toKm(Number(radius), unit) : null}
              markers={markers}
              onPick={pickOnMap}
              className="h-80"
            />
          </div>
        ) : null}
        <p className="mb-4 text-sm text-gray-700" data-testid="nearest-office">
          {atSite
            ? SITE_LABELS.atSite(atSite.asset.name)
            : `nearest office: ${nearest ? `${nearest.name} (${formatDistance(nearest.distance, unit)})` : "—"}`}
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
              defaultValue={fieldValue(fields.newLocationName)}
            />
            <input
              name="newLocationLat"
              aria-label="Location latitude"
              placeholder="Latitude"
              className="input"
              defaultValue={fieldValue(fields.newLocationLat)}
            />
            <input
              name="newLocationLng"
              aria-label="Location longitude"
              placeholder="Longitude"
              className="input"
              defaultValue={fieldValue(fields.newLocationLng)}
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
            {(
              [
                ["adhocName", "Asset name", "Asset name"],
                ["adhocLat", "Asset latitude", "Latitude"],
                ["adhocLng", "Asset longitude", "Longitude"],
              ] as const
            ).map(([name, label, placeholder]) => (
              <input
                key={name}
                name={name}
                aria-label={label}
                placeholder={placeholder}
                className="input"
                defaultValue={fieldValue(fields[name])}
              />
            ))}
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

function ImpactSummary({ impact }: { impact: ImpactView | null }) {
  if (!impact) return null;
  return (
    <div className="mt-4" data-testid="impact">
      <h3 className="font-medium">impact</h3>
      <p className="text-sm text-gray-700">
        {countOf(impact.assets.length, "asset")} and {countOf(impact.people.length, "person", "people")}{" "}
        within the viewing radius.
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
