import { ASSET_TYPE_LABELS, ASSET_TYPES } from "~/domains/assets/model";
import { PlainField, SelectInput } from "~/ui/forms";

/** The asset types as a select's choices. */
export const ASSET_TYPE_OPTIONS = ASSET_TYPES.map((t) => ({ value: t, label: ASSET_TYPE_LABELS[t] }));

/**
 * A site's fields, as the add form and the site's own page draw them: name, type, address, and where it stands
 * on the map. `headcount`: the site's page asks it before the coordinates (the add form leaves that cell empty).
 */
export function AssetFields({
  values,
  errors,
  headcount = false,
}: {
  values: Record<string, string>;
  errors?: Record<string, string[]>;
  headcount?: boolean;
}) {
  return (
    <>
      <PlainField name="name" label="Name" values={values} errors={errors} />
      <SelectInput
        id="asset-type"
        name="type"
        label="Type"
        defaultValue={values.type ?? "office"}
        options={ASSET_TYPE_OPTIONS}
        errors={errors?.type}
      />
      <PlainField name="address" label="Address" values={values} errors={errors} />
      <PlainField name="city" label="City" values={values} errors={errors} />
      <PlainField name="state" label="State" values={values} errors={errors} />
      <PlainField name="postalCode" label="Postal code" values={values} errors={errors} />
      <PlainField name="country" label="Country" values={values} errors={errors} />
      {headcount ? (
        <PlainField name="headcount" label="Headcount" values={values} errors={errors} />
      ) : (
        <span />
      )}
      <PlainField name="lat" label="Latitude" values={values} errors={errors} />
      <PlainField name="lng" label="Longitude" values={values} errors={errors} />
    </>
  );
}
