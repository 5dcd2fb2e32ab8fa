import type { z } from "zod";
import type {
  businessUnitAnswer,
  companySetupAnswer,
  departmentAnswer,
  siteAnswer,
} from "~/domains/organisation/answers";

/** The fields of the organisation API's answers (its declared schemas) that the Organisation screens show. */
type Answer<S extends z.ZodType> = z.output<S>;
export type OrgUnit = Pick<
  Answer<typeof businessUnitAnswer>,
  "id" | "name" | "parentId" | "country" | "region"
>;
export type OrgDepartment = Pick<Answer<typeof departmentAnswer>, "id" | "name" | "businessUnitId">;
/** Register sites added in the asset register may have no country, state or city. */
export type OrgSite = Pick<
  Answer<typeof siteAnswer>,
  "id" | "name" | "businessUnitId" | "country" | "state" | "city"
>;

export const unitName = (units: OrgUnit[], id: string | null) =>
  id ? (units.find((u) => u.id === id)?.name ?? "—") : "—";

/** Where the company's setup stands (Home's setup checklist). */
export type CompanySetup = z.output<typeof companySetupAnswer>;
