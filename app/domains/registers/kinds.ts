/**
 * The register kinds and their labels (issue 33), apart from the rest of the registers' model so that a page that
 * only names kinds (the incident wizard's entries picker) does not bring the plans' models into its bundle.
 */
import type { RegisterSegment } from "~/paths";

/** One register per kind. "other" holds the OTHER DEPENDENCIES block's entries, so nothing typed there is lost. */
export const REGISTER_KINDS = ["application", "supplier", "equipment", "record", "other"] as const;
export type RegisterKind = (typeof REGISTER_KINDS)[number];

interface KindLabels {
  /** One entry ("Application"). */
  one: string;
  /** The register's title ("Applications and IT services"). */
  title: string;
  /** Under the title: what the register holds. */
  description: string;
  segment: RegisterSegment;
}

export const REGISTER_KIND_LABELS: Record<RegisterKind, KindLabels> = {
  application: {
    one: "Application",
    title: "Applications and IT services",
    description: "The applications and IT services processes depend on, with their own recovery objectives.",
    segment: "applications",
  },
  supplier: {
    one: "Supplier",
    title: "Suppliers and ICT third-party providers",
    description: "The suppliers and ICT third-party providers processes depend on, and their contracts.",
    segment: "suppliers",
  },
  equipment: {
    one: "Equipment",
    title: "Equipment and infrastructure",
    description: "Equipment and infrastructure processes depend on, and the site where each is.",
    segment: "equipment",
  },
  record: {
    one: "Record",
    title: "Critical records and documents",
    description: "The critical records and documents processes depend on, and where each is kept.",
    segment: "records",
  },
  other: {
    one: "Dependency",
    title: "Other dependencies",
    description: "Other things processes depend on.",
    segment: "other",
  },
};
