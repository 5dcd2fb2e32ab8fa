import type { SubmissionResult } from "@conform-to/react";

export interface OrgUnit {
  id: string;
  name: string;
  parentId: string | null;
  country: string | null;
  region: string | null;
}
export interface OrgDepartment {
  id: string;
  name: string;
  businessUnitId: string | null;
}
export interface OrgSite {
  id: string;
  name: string;
  businessUnitId: string | null;
  /** Register sites added in the asset register may have none. */
  country: string | null;
  state: string | null;
  city: string | null;
}

/** The action's answer: which form it is for, and Conform's result for that form. */
export interface OrgActionResult {
  intent: string;
  result: SubmissionResult<string[]>;
}

export const unitName = (units: OrgUnit[], id: string | null) =>
  id ? (units.find((u) => u.id === id)?.name ?? "—") : "—";
