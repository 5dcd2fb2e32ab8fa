/**
 * The registers' CSV files: one set of columns per kind, the same for import and export (an exported file can be
 * edited and imported again). Each column lists the headers it accepts, the first being the template's and the
 * export's. Choices are written as their labels; the location is the site's name. Isomorphic: the page shows
 * the template.
 */
import { MAD_UNIT_LABELS } from "~/domains/bcp/model";
import {
  CRITICALITY_LABELS,
  HOSTING_LABELS,
  KIND_FIELDS,
  FIELD_LABELS as L,
  nameLabel,
  type RegisterKind,
  SUBSTITUTABILITY_LABELS,
} from "./model";

/** Every field a file may carry; `site` is the location's name (the file cannot know a site's id). */
const HEADERS: Record<string, string[]> = {
  owner: [L.owner],
  vendor: [L.vendor],
  hosting: [L.hosting],
  rto: [L.rto, "RTO"],
  rtoUnit: [L.rtoUnit, "RTO unit"],
  rpo: [L.rpo, "RPO"],
  rpoUnit: [L.rpoUnit, "RPO unit"],
  criticality: [L.criticality],
  lei: [L.lei, "Legal entity identifier"],
  country: [L.country],
  services: [L.services, "Services"],
  contractReference: [L.contractReference, "Contract"],
  contractEnd: [L.contractEnd, "Contract end"],
  substitutability: [L.substitutability],
  supportsCriticalFunction: [L.supportsCriticalFunction, "Critical or important function"],
  incidentContact: [L.incidentContact, "Incident contact"],
  site: [L.siteId, "Site"],
};

/** The columns of one register's file: name first, then owner and the kind's own fields. */
export function registerCsvColumns(kind: RegisterKind): Record<string, string[]> {
  const own = KIND_FIELDS[kind].map((f) => (f === "siteId" ? "site" : f));
  return Object.fromEntries([
    ["name", [...new Set([nameLabel(kind), "Name"])]],
    ...["owner", ...own].map((f) => [f, HEADERS[f]]),
  ]);
}

/**
 * One cell of a CSV file: quoted when it holds a comma, quote or line break; a text that a spreadsheet would
 * read as a formula (=, +, -, @, tab, carriage return first) is written with a leading apostrophe.
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = typeof value === "boolean" ? (value ? "Yes" : "No") : String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: (string | number | boolean | null | undefined)[]) =>
  `${cells.map(csvCell).join(",")}\r\n`;

/** What one entry's row says, column by column (labels for choices, the site's name). */
export interface ExportedEntry {
  name: string;
  owner: string | null;
  vendor: string | null;
  hosting: keyof typeof HOSTING_LABELS | null;
  rto: number | null;
  rtoUnit: keyof typeof MAD_UNIT_LABELS | null;
  rpo: number | null;
  rpoUnit: keyof typeof MAD_UNIT_LABELS | null;
  criticality: keyof typeof CRITICALITY_LABELS | null;
  lei: string | null;
  country: string | null;
  services: string | null;
  contractReference: string | null;
  contractEnd: string | null;
  substitutability: keyof typeof SUBSTITUTABILITY_LABELS | null;
  supportsCriticalFunction: boolean;
  incidentContact: string | null;
  site: { name: string } | null;
}

export function exportedCells(kind: RegisterKind, e: ExportedEntry) {
  const cell: Record<string, string | number | boolean | null> = {
    name: e.name,
    owner: e.owner,
    vendor: e.vendor,
    hosting: e.hosting && HOSTING_LABELS[e.hosting],
    rto: e.rto,
    rtoUnit: e.rtoUnit && MAD_UNIT_LABELS[e.rtoUnit],
    rpo: e.rpo,
    rpoUnit: e.rpoUnit && MAD_UNIT_LABELS[e.rpoUnit],
    criticality: e.criticality && CRITICALITY_LABELS[e.criticality],
    lei: e.lei,
    country: e.country,
    services: e.services,
    contractReference: e.contractReference,
    contractEnd: e.contractEnd,
    substitutability: e.substitutability && SUBSTITUTABILITY_LABELS[e.substitutability],
    supportsCriticalFunction: e.supportsCriticalFunction,
    incidentContact: e.incidentContact,
    site: e.site?.name ?? null,
  };
  return Object.keys(registerCsvColumns(kind)).map((field) => cell[field]);
}
