/**
 * What the organisation API answers (the presenters' contract, documented in /api/openapi.json and checked
 * against every answer in the test suite). Isomorphic: zod and the asset register's type list only.
 */
import { z } from "zod";
import { ASSET_TYPES } from "~/domains/assets/model";
import { SETUP_STEPS } from "./model";

/** A business unit (a sub business unit names its parent). */
export const businessUnitAnswer = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  parentId: z.uuid().nullable(),
  name: z.string(),
  country: z.string().nullable(),
  region: z.string().nullable(),
});

/** A top-level business unit (or one whose parent the caller does not see) with its sub business units. */
export const businessUnitTreeAnswer = businessUnitAnswer.extend({ subUnits: z.array(businessUnitAnswer) });

export const departmentAnswer = z.object({
  id: z.uuid(),
  name: z.string(),
  businessUnitId: z.uuid().nullable(),
  companyId: z.uuid(),
});

/** A register site as the organisation API has always answered it (`long`, not `lng`). */
export const siteAnswer = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  businessUnitId: z.uuid().nullable(),
  name: z.string(),
  type: z.enum(ASSET_TYPES),
  country: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  lat: z.number().nullable(),
  long: z.number().nullable(),
});

/** Everything of the organisation the caller may see. */
export const organisationAnswer = z.object({
  /** Edit versions of the records: `businessUnit:<id>`, `department:<id>`, `site:<id>` (absent = 0). */
  editVersions: z.record(z.string(), z.number().int()),
  businessUnits: z.array(businessUnitAnswer),
  departments: z.array(departmentAnswer),
  sites: z.array(siteAnswer),
  /** More sites than shown: the asset register lists them all. */
  sitesTruncated: z.boolean(),
  countries: z.array(z.string()),
});

/** A business unit, department or site just removed. */
export const removedAnswer = z.object({ id: z.uuid(), removed: z.literal(true) });

/** Where the company's setup stands: each step ticked from its data (Home's setup checklist). */
export const companySetupAnswer = z.object({
  steps: z.array(z.object({ key: z.enum(SETUP_STEPS), done: z.boolean() })),
  complete: z.boolean(),
});
