import { Form, Link, useSubmit } from "@remix-run/react";
import { useMemo, useRef } from "react";
import {
  ASSET_TYPE_LABELS,
  type AssetType,
  PERSON_TYPE_LABELS,
  type PersonType,
  SITE_LABELS,
  siteAt,
} from "~/domains/assets/model";
import {
  DEFAULT_RADIUS,
  RADIUS_UNIT_LABELS,
  RADIUS_UNITS,
  type RadiusUnit,
  toKm,
} from "~/domains/geo/distance";
import type { Place } from "~/domains/geo/gazetteer.server";
import { formatDistance } from "~/shared/distance";
import { MESSAGES } from "~/shared/messages";
import { ErrorList, InputField } from "~/ui/forms";
import { ListTable } from "~/ui/table";
import type { plainFailure } from "~/web/form-failure";
import { MapView } from "./map";
import type { MapMarker, MapSettings } from "./types";

/** A place the step offers to search around (the gazetteer's, without what only the search ranks by). */
export type StepPlace = Pick<Place, "kind" | "id" | "name" | "label" | "lat" | "lng">;
export interface StepAsset {
  id: string;
  name: string;
  type: AssetType;
  city: string | null;
  country: string | null;
  lat: number;
  lng: number;
  incidentId: string | null;
  distance: number;
}
export interface StepPerson {
  id: string;
  type: PersonType;
  firstName: string;
  lastName: string;
  homeAssetName: string | null;
  lat: number;
  lng: number;
  distance: number;
}
export interface LoadAssetsStepData {
  settings: MapSettings;
  q: string;
  place: string | null;
  fields: { lat: string; lng: string; radius: string; unit: string };
  places: StepPlace[] | null;
  errors: Record<string, string[]>;
  result: {
    center: { lat: number; lng: number };
    radius: number;
    unit: RadiusUnit;
    assets: StepAsset[];
    people: StepPerson[];
    nearest: StepAsset | null;
  } | null;
  /** Set when the step serves one incident: it may then add ad hoc locations to it. */
  incidentId: string | null;
  /** The locations added by hand to this incident (no distance: they are listed, not measured). */
  adhoc: Omit<StepAsset, "distance">[] | null;
}

/** "select from map": the map to click, and without JavaScript a word on typing the point instead. */
export function MapPicker(props: Parameters<typeof MapView>[0]) {
  return (
    <div className="card">
      <h3 className="mb-2 font-medium">select from map</h3>
      <MapView {...props} />
      <noscript>
        <p className="text-sm text-gray-600">The map needs JavaScript: enter latitude and longitude below.</p>
      </noscript>
    </div>
  );
}

const fmt = (n: number) => n.toLocaleString("en", { maximumFractionDigits: 1 });

/**
 * The incident wizard's assets and people step (spec §2 labels), reusable on any page:
 * enter alert location → pick a match, or select from map (JavaScript), or type latitude and longitude;
 * set the viewing radius; see the nearest office and every site and person inside the circle.
 * All of it works through GET forms and links without JavaScript; `keep` carries the page's own
 * query parameters (e.g. incident_id) through every form and link.
 */
type AddLocationFailure = NonNullable<ReturnType<typeof plainFailure>>;

export function LoadAssetsStep({
  data,
  keep = {},
  failure,
}: {
  data: LoadAssetsStepData;
  keep?: Record<string, string>;
  /** The "add location" form's failure (`plainFailure` of the page's action data). */
  failure?: AddLocationFailure | null;
}) {
  const submit = useSubmit();
  const radiusForm = useRef<HTMLFormElement>(null);
  const radius = data.fields.radius || String(DEFAULT_RADIUS);
  const unit = (RADIUS_UNITS as readonly string[]).includes(data.fields.unit) ? data.fields.unit : "km";
  const result = data.result;

  const pickHref = (p: StepPlace) =>
    `?${new URLSearchParams({ ...keep, q: data.q, place: p.label, lat: String(p.lat), lng: String(p.lng), radius, unit })}`;

  const markers = useMemo<MapMarker[]>(() => {
    if (!result) return [];
    return [
      ...result.assets.map((a) => ({
        id: a.id,
        lat: a.lat,
        lng: a.lng,
        label: a.name,
        kind: a.incidentId ? ("adhoc" as const) : ("asset" as const),
      })),
      ...result.people.map((p) => ({
        id: p.id,
        lat: p.lat,
        lng: p.lng,
        label: `${p.firstName} ${p.lastName}`,
        kind: "person" as const,
      })),
      ...(result.nearest && !result.assets.some((a) => a.id === result.nearest?.id)
        ? [{ ...result.nearest, label: `Nearest office: ${result.nearest.name}`, kind: "nearest" as const }]
        : []),
    ];
  }, [result]);
  const center = useMemo(() => result?.center ?? null, [result]);

  const onPick = (point: { lat: number; lng: number }) => {
    const form = radiusForm.current;
    const formData = new FormData(form ?? undefined);
    formData.set("lat", String(point.lat));
    formData.set("lng", String(point.lng));
    formData.delete("place");
    submit(formData, { method: "get", preventScrollReset: true });
  };

  const hidden = (extra: Record<string, string>) =>
    Object.entries({ ...keep, ...extra }).map(([name, value]) => (
      <input key={name} type="hidden" name={name} value={value} />
    ));

  return (
    <section aria-labelledby="load-assets-title" className="space-y-4">
      <h2 id="load-assets-title" className="text-lg font-semibold">
        Load Assets and People
      </h2>

      <Form method="get" className="card" role="search">
        {hidden({ lat: data.fields.lat, lng: data.fields.lng, radius, unit })}
        <label htmlFor="alert-location" className="label">
          enter alert location
        </label>
        <div className="flex gap-2">
          <input
            id="alert-location"
            name="q"
            type="search"
            className="input"
            defaultValue={data.q}
            placeholder="City, or one of your sites"
            maxLength={100}
          />
          <button type="submit" className="btn-secondary">
            Search
          </button>
        </div>
        {data.places && data.places.length === 0 ? (
          <p role="status" className="mt-2 text-sm text-orange-700">
            {MESSAGES.locationNotFound}
          </p>
        ) : null}
        {data.places && data.places.length > 0 ? (
          <ul aria-label="Matching locations" className="mt-2 divide-y rounded-md border border-gray-200">
            {data.places.map((p) => (
              <li key={p.id} className="flex items-center justify-between px-3 py-2 text-sm">
                <Link to={pickHref(p)} preventScrollReset>
                  {p.label}
                </Link>
                <span className="text-xs text-gray-500">{p.kind === "site" ? "Your site" : "City"}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </Form>

      <MapPicker
        settings={data.settings}
        center={center}
        radiusKm={result ? toKm(result.radius, result.unit) : null}
        markers={markers}
        onPick={onPick}
      />

      <Form method="get" ref={radiusForm} className="card" aria-label="Alert point">
        {hidden({ q: data.q, ...(data.place ? { place: data.place } : {}) })}
        {data.place ? (
          <p className="mb-3 text-sm">
            Alert location: <strong data-testid="alert-location">{data.place}</strong>
          </p>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-4">
          {(["lat", "lng"] as const).map((name) => (
            <InputField
              key={`${name}-${data.fields[name]}`}
              id={`step-${name}`}
              label={name === "lat" ? "Latitude" : "Longitude"}
              name={name}
              inputMode="decimal"
              defaultValue={data.fields[name]}
              errors={data.errors[name]}
            />
          ))}
          <InputField
            id="step-radius"
            label="viewing radius"
            name="radius"
            type="number"
            min="0.1"
            step="any"
            defaultValue={radius}
            errors={data.errors.radius}
            key={`radius-${radius}`}
          />
          <div>
            <label htmlFor="step-unit" className="label">
              Unit
            </label>
            <select id="step-unit" name="unit" className="input" defaultValue={unit} key={`unit-${unit}`}>
              {RADIUS_UNITS.map((u) => (
                <option key={u} value={u}>
                  {RADIUS_UNIT_LABELS[u]}
                </option>
              ))}
            </select>
          </div>
        </div>
        <button type="submit" className="btn-primary mt-4">
          load assets and people
        </button>
      </Form>

      {data.incidentId ? <AddedLocations data={data} failure={failure ?? null} /> : null}

      {result ? <Impacted result={result} /> : null}
    </section>
  );
}

function Impacted({ result }: { result: NonNullable<LoadAssetsStepData["result"]> }) {
  const unit = RADIUS_UNIT_LABELS[result.unit];
  // An alert at one of the company's own sites names that site, not the nearest office far away.
  const atSite = siteAt(result.assets.map((a) => ({ ...a, distanceKm: toKm(a.distance, result.unit) })));
  return (
    <div className="space-y-4">
      <p className="card text-sm" data-testid="nearest-office">
        {atSite ? (
          <span className="font-medium">{SITE_LABELS.atSite(atSite.name)}</span>
        ) : (
          <>
            <span className="font-medium">nearest office: </span>
            {result.nearest
              ? `${result.nearest.name} (${formatDistance(result.nearest.distance, unit)})`
              : "No office found"}
          </>
        )}
      </p>
      <div className="card overflow-x-auto">
        <h3 className="mb-2 font-medium">
          Impacted sites ({result.assets.length}) within {fmt(result.radius)} {unit}
        </h3>
        <ListTable
          label="Impacted sites"
          dense
          empty={MESSAGES.noLocations}
          rows={result.assets}
          columns={[
            { label: "Name", cell: (a) => a.name },
            { label: "Type", cell: (a) => (a.incidentId ? "Added location" : ASSET_TYPE_LABELS[a.type]) },
            { label: "City", cell: (a) => [a.city, a.country].filter(Boolean).join(", ") },
            { label: "Distance", cell: (a) => formatDistance(a.distance, unit) },
          ]}
        />
      </div>
      <div className="card overflow-x-auto">
        <h3 className="mb-2 font-medium">Impacted people ({result.people.length})</h3>
        <ListTable
          label="Impacted people"
          dense
          empty={MESSAGES.notFound}
          rows={result.people}
          columns={[
            {
              label: "Name",
              cell: (p) => (
                <>
                  {p.firstName} {p.lastName}
                </>
              ),
            },
            { label: "Type", cell: (p) => PERSON_TYPE_LABELS[p.type] },
            { label: "Home site", cell: (p) => p.homeAssetName ?? "—" },
            { label: "Distance", cell: (p) => formatDistance(p.distance, unit) },
          ]}
        />
      </div>
    </div>
  );
}

/** "add location": ad hoc places (a venue, a temporary site) added to this incident at the chosen point. */
function AddedLocations({ data, failure }: { data: LoadAssetsStepData; failure: AddLocationFailure | null }) {
  const added = data.adhoc ?? [];
  const center = data.result?.center;
  const error = failure;
  return (
    <div className="card">
      <h3 className="mb-2 font-medium">Added locations</h3>
      {added.length === 0 ? (
        <p className="text-sm text-gray-600">{MESSAGES.noLocations}</p>
      ) : (
        <ul className="mb-3 divide-y text-sm" aria-label="Added locations">
          {added.map((a) => (
            <li key={a.id} className="flex items-center justify-between py-1">
              <span>
                {a.name} ({a.lat.toFixed(4)}, {a.lng.toFixed(4)})
              </span>
              <Form method="post" preventScrollReset>
                <input type="hidden" name="intent" value="remove-location" />
                <input type="hidden" name="id" value={a.id} />
                <button type="submit" className="text-red-700 underline" aria-label={`Remove ${a.name}`}>
                  Remove
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      {center ? (
        <Form method="post" className="flex flex-wrap items-end gap-2" preventScrollReset>
          <input type="hidden" name="intent" value="add-location" />
          <input type="hidden" name="incidentId" value={data.incidentId ?? ""} />
          <input type="hidden" name="lat" value={center.lat} />
          <input type="hidden" name="lng" value={center.lng} />
          <div>
            <label htmlFor="adhoc-name" className="label">
              Location name
            </label>
            <input
              id="adhoc-name"
              name="name"
              className="input w-64"
              defaultValue={error?.values.name ?? data.place ?? ""}
              maxLength={200}
              aria-invalid={error?.fields.name ? true : undefined}
            />
            <ErrorList
              errors={
                error?.fields.name ??
                (error ? [...Object.values(error.fields).flat(), ...error.formErrors] : null)
              }
            />
          </div>
          <button type="submit" className="btn-secondary">
            add location
          </button>
        </Form>
      ) : (
        <p className="text-sm text-gray-600">Choose a point first, then add it as a location.</p>
      )}
    </div>
  );
}
