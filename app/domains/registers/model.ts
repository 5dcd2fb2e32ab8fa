/**
 * The registers under the plans (issue 33): what a process depends on, kept once per company and linked from the
 * plans. Isomorphic: kinds, their labels and URL segments, the option lists and the messages, defined once for
 * the API, the forms, the CSV files and the pages.
 */
import { DEPENDENCY_BLOCKS, type DependencyBlock } from "~/domains/bcp-analysis/model";
import { REGISTER_SEGMENTS, type RegisterSegment } from "~/paths";
import { countOf } from "~/shared/plural";
import { REGISTER_KIND_LABELS, REGISTER_KINDS, type RegisterKind } from "./kinds";

export { REGISTER_KIND_LABELS, REGISTER_KINDS, type RegisterKind };

/** The register's title inside a sentence ("All applications and IT services"): only its first letter lowered. */
export const titleInText = (kind: RegisterKind) => {
  const title = REGISTER_KIND_LABELS[kind].title;
  return title.charAt(0).toLowerCase() + title.slice(1);
};

const KIND_BY_SEGMENT = Object.fromEntries(
  REGISTER_KINDS.map((k) => [REGISTER_KIND_LABELS[k].segment, k]),
) as Record<RegisterSegment, RegisterKind>;

/** The register kind a page's URL segment names, or null (the page answers 404). */
export function kindOfSegment(segment: string | undefined): RegisterKind | null {
  return (REGISTER_SEGMENTS as readonly string[]).includes(segment ?? "")
    ? KIND_BY_SEGMENT[segment as RegisterSegment]
    : null;
}

export const segmentOf = (kind: RegisterKind): RegisterSegment => REGISTER_KIND_LABELS[kind].segment;

/** How much a failure of an application hurts (its own rating, apart from any process's). */
export const CRITICALITY_LABELS = {
  critical: "Critical",
  high: "High",
  medium: "Medium",
  low: "Low",
} as const;
export type Criticality = keyof typeof CRITICALITY_LABELS;
export const CRITICALITIES = Object.keys(CRITICALITY_LABELS) as [Criticality, ...Criticality[]];

/** Where an application runs. */
export const HOSTING_LABELS = {
  on_premises: "On premises",
  private_cloud: "Private cloud",
  public_cloud: "Public cloud",
  saas: "Software as a service",
  other: "Other",
} as const;
export type Hosting = keyof typeof HOSTING_LABELS;
export const HOSTINGS = Object.keys(HOSTING_LABELS) as [Hosting, ...Hosting[]];

/** How hard a supplier is to replace: the four values of the register of information (ITS 2024/2956). */
export const SUBSTITUTABILITY_LABELS = {
  not_substitutable: "Not substitutable",
  highly_complex: "Highly complex substitutability",
  medium_complexity: "Medium complexity in terms of substitutability",
  easy: "Easily substitutable",
} as const;
export type Substitutability = keyof typeof SUBSTITUTABILITY_LABELS;
export const SUBSTITUTABILITIES = Object.keys(SUBSTITUTABILITY_LABELS) as [
  Substitutability,
  ...Substitutability[],
];

/** A key from its key or its label, any case ("SaaS" is not a label; "Software as a service" and "saas" are). */
export function keyOf<K extends string>(labels: Record<K, string>, value: string): K | null {
  const text = value.trim().toLowerCase();
  if (!text) return null;
  const keys = Object.keys(labels) as K[];
  return (
    keys.find((k) => k === text.replace(/[\s-]+/g, "_")) ??
    keys.find((k) => labels[k].toLowerCase() === text) ??
    null
  );
}

/** The fields each kind has beyond name and owner (the form, the CSV columns and the answer follow this). */
export const KIND_FIELDS = {
  application: ["vendor", "hosting", "rto", "rtoUnit", "rpo", "rpoUnit", "criticality"],
  supplier: [
    "lei",
    "country",
    "services",
    "contractReference",
    "contractEnd",
    "substitutability",
    "supportsCriticalFunction",
    "incidentContact",
  ],
  equipment: ["siteId"],
  record: ["siteId"],
  other: [],
} as const satisfies Record<RegisterKind, readonly string[]>;

/** The form fields of one kind's entry, as the API takes them (besides `kind`). */
export const entryFields = (kind: RegisterKind) => ["name", "owner", ...KIND_FIELDS[kind]] as const;

/** The label of every field of an entry, for forms, CSV headers and error reports. */
export const FIELD_LABELS = {
  name: "Name",
  owner: "Owner",
  vendor: "Vendor",
  hosting: "Hosting",
  rto: "Recovery time objective",
  rtoUnit: "Recovery time unit",
  rpo: "Recovery point objective",
  rpoUnit: "Recovery point unit",
  criticality: "Criticality",
  lei: "LEI",
  country: "Country",
  services: "Services provided",
  contractReference: "Contract reference",
  contractEnd: "Contract end date",
  substitutability: "Substitutability",
  supportsCriticalFunction: "Supports a critical or important function",
  incidentContact: "Contact for incidents",
  siteId: "Location",
} as const;
export type EntryField = keyof typeof FIELD_LABELS;

/** The supplier's name is its legal name. */
export const nameLabel = (kind: RegisterKind) => (kind === "supplier" ? "Legal name" : FIELD_LABELS.name);

/**
 * The legal entity identifier (ISO 17442): 18 letters or digits, then two check digits; the whole, read as a
 * number with A=10 … Z=35, leaves 1 when divided by 97 (the ISO 7064 MOD 97-10 check).
 */
export function isValidLei(lei: string): boolean {
  if (!/^[A-Z0-9]{18}[0-9]{2}$/.test(lei)) return false;
  let remainder = 0;
  for (const ch of lei) {
    const digits = /[A-Z]/.test(ch) ? String(ch.charCodeAt(0) - 55) : ch;
    for (const d of digits) remainder = (remainder * 10 + Number(d)) % 97;
  }
  return remainder === 1;
}

export const REGISTER_MESSAGES = {
  created: (kind: RegisterKind) => `${REGISTER_KIND_LABELS[kind].one} added.`,
  saved: (kind: RegisterKind) => `${REGISTER_KIND_LABELS[kind].one} saved.`,
  archived: (kind: RegisterKind) =>
    `${REGISTER_KIND_LABELS[kind].one} archived: it stays linked where it is used, and is no longer offered.`,
  restored: (kind: RegisterKind) => `${REGISTER_KIND_LABELS[kind].one} restored.`,
  /** The archive button, and the confirmation's button when something depends on the entry. */
  archive: (kind: RegisterKind) => `Archive ${REGISTER_KIND_LABELS[kind].one.toLowerCase()}`,
  archiveTitle: (name: string) => `Archive ${name}?`,
  /** Asked before archiving an entry that processes or important business services depend on. */
  archiveDependants: (processes: number, services: number) =>
    `${[
      processes ? countOf(processes, "process", "processes") : "",
      services ? countOf(services, "important business service") : "",
    ]
      .filter(Boolean)
      .join(
        " and ",
      )} ${processes + services === 1 ? "depends" : "depend"} on it. Archived, it stays where it is linked but is no longer offered for new links.`,
  nameTaken: (kind: RegisterKind, name: string) => `The ${titleInText(kind)} register already has "${name}".`,
  leiInvalid: "An LEI is 20 letters and digits whose last two are its check digits (ISO 17442).",
  siteUnknown: "Choose a site of the register.",
  siteNamed: (name: string) => `No site named "${name}".`,
  unitWithoutValue: "Give the number with its unit.",
  dependencyTypeAdded: "Dependency type added.",
  dependencyTypeArchived: "Dependency type archived.",
  dependencyTypeRestored: "Dependency type restored.",
  dependencyTypeTaken: (name: string) => `There is already a dependency type "${name}".`,
  gapAcknowledged: "Recovery gap acknowledged.",
  linkNotInRegister: (block: DependencyBlock) =>
    `Pick ${DEPENDENCY_PICKS[block].plural} of the company's registers: one of those picked is not.`,
  upstreamNotReadable: "Pick processes of plans you may read: one of those picked is not.",
  upstreamItself: "A process cannot be its own upstream process.",
  toReviewShort: "to review",
  gapGone:
    "This process no longer depends on something slower than its MAD: there is nothing to acknowledge.",
  gapReasonRequired: "Say why the gap is acceptable.",
  gapsNotAcknowledged: (count: number) =>
    `Acknowledge ${count === 1 ? "the recovery promise not met" : `each of the ${count} recovery promises not met`} with a reason first (Recovery promises not met, on the plan).`,
} as const;

/** Shown on an entry a migration made from a plan's free text, until someone saves it. */
export const FROM_PLAN_LABEL = "Created from a plan, to review";

/** What a dependency type picks its entries from: a register, or (UPSTREAM PROCESS) the company's processes. */
export const DEPENDENCY_TARGETS = ["process", ...REGISTER_KINDS] as const;
export type DependencyTarget = (typeof DEPENDENCY_TARGETS)[number];
export const DEPENDENCY_TARGET_LABELS: Record<DependencyTarget, string> = {
  process: "Processes of the plans",
  application: REGISTER_KIND_LABELS.application.title,
  supplier: REGISTER_KIND_LABELS.supplier.title,
  equipment: REGISTER_KIND_LABELS.equipment.title,
  record: REGISTER_KIND_LABELS.record.title,
  other: REGISTER_KIND_LABELS.other.title,
};

/**
 * The dependency types a company starts with: the five scenario dependency blocks of the spec (their labels,
 * keyed by the block) and Supplier, each picking from its register.
 */
const BLOCK_TARGETS: Record<DependencyBlock, DependencyTarget> = {
  upstream: "process",
  itapplication: "application",
  equipment: "equipment",
  criticalrecords: "record",
  otherdependencies: "other",
};

/**
 * What each dependency block picks, as its picker names it: the UPSTREAM PROCESS block picks processes of the plans
 * the user may read; OTHER DEPENDENCIES picks suppliers first (the plans have no supplier block), then "other".
 */
export const DEPENDENCY_PICKS: Record<DependencyBlock, { add: string; find: string; plural: string }> = {
  upstream: { add: "Add an upstream process", find: "Find an upstream process", plural: "processes" },
  itapplication: { add: "Add an application", find: "Find an application", plural: "applications" },
  equipment: { add: "Add equipment", find: "Find equipment", plural: "equipment" },
  criticalrecords: { add: "Add a record", find: "Find a record", plural: "records" },
  otherdependencies: {
    add: "Add a supplier or other dependency",
    find: "Find a supplier or other dependency",
    plural: "suppliers or other dependencies",
  },
};

/** The block a supplier list would be, beside the spec's five (suppliers had no block before the registers). */
export const SUPPLIER_BLOCK = "supplier";
export const SUPPLIER_TYPE_NAME = "Supplier";

export const DEFAULT_DEPENDENCY_TYPES: { block: string; name: string; target: DependencyTarget }[] = [
  ...DEPENDENCY_BLOCKS.map((b) => ({ block: b.key, name: b.label, target: BLOCK_TARGETS[b.key] })),
  { block: SUPPLIER_BLOCK, name: SUPPLIER_TYPE_NAME, target: "supplier" },
];
