import { type SubmissionResult, useForm } from "@conform-to/react";
import type { z } from "zod";
import type { locationSchema } from "~/domains/bcp/validation";
import { type SiteChoice, SitePicker } from "~/features/assets/site-picker";
import { ConformForm, Field, FormErrors } from "~/ui/forms";

/**
 * Adds a delivery location to a process: a site of the register (the sites an incident's radius finds), found
 * with the site picker (search as you type with JavaScript; a search field and a select of matches without),
 * or a new site added to the register from the same form, for those who may add sites.
 */
export function LocationForm({
  bcpId,
  section,
  processId,
  sites,
  siteQ,
  canAddSite,
  lastResult,
}: {
  bcpId: string;
  section: string;
  processId: string;
  sites: SiteChoice[];
  siteQ: string;
  canAddSite: boolean;
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useForm<z.input<typeof locationSchema>>({
    id: `location-${processId}`,
    lastResult,
    defaultValue: { processId },
  });
  const newSiteErrors = [fields.newSiteName, fields.newSiteCity, fields.newSiteLat, fields.newSiteLng].some(
    (f) => f.errors?.length,
  );
  return (
    <ConformForm form={form} className="mt-3 rounded-md bg-gray-50 p-3" aria-label="Add location">
      <FormErrors id={form.errorId} errors={form.errors} />
      <input type="hidden" name="intent" value="addLocation" />
      <input type="hidden" name="processId" value={processId} />
      {/* "Find sites" without JavaScript sends this form back to the page as a GET: these keep the page. */}
      <input type="hidden" name="bcpId" value={bcpId} />
      <input type="hidden" name="section" value={section} />
      <div className="grid grid-cols-1 gap-x-4 md:grid-cols-3">
        <div className="md:col-span-2">
          <SitePicker
            name="assetId"
            label="Site"
            sites={sites}
            query={siteQ}
            errors={fields.assetId.errors}
          />
        </div>
        <Field field={fields.headcount} label="Head Count" type="number" min={0} />
      </div>
      {canAddSite ? (
        <details className="mb-3 mt-2" open={newSiteErrors || undefined}>
          <summary className="cursor-pointer text-sm font-medium text-primary-700">
            Site not in the register? Add a new site
          </summary>
          <p className="mt-1 text-xs text-gray-600">
            It joins the company's sites (Assets), placed at its city, or at the latitude and longitude given.
          </p>
          <div className="mt-2 grid grid-cols-1 gap-x-4 md:grid-cols-3">
            <Field field={fields.newSiteName} label="New site name" />
            <Field field={fields.newSiteCity} label="City" />
            <Field field={fields.newSiteCountry} label="Country" />
            <Field field={fields.newSiteLat} label="Latitude (optional)" />
            <Field field={fields.newSiteLng} label="Longitude (optional)" />
          </div>
        </details>
      ) : null}
      <button type="submit" className="btn-secondary">
        Add location
      </button>
    </ConformForm>
  );
}
