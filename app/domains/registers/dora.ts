/**
 * The DORA register of information, first form (issue 33 item 4): three tables of the templates of Commission
 * Implementing Regulation (EU) 2024/2956, drawn from the supplier register and the plans whose processes depend
 * on each supplier, and the checks the register must pass before it is sent. Isomorphic: the page and the files
 * read the same names.
 */
export const DORA_TABLES = ["providers", "contracts", "functions"] as const;
export type DoraTable = (typeof DORA_TABLES)[number];
export const isDoraTable = (t: string | undefined): t is DoraTable =>
  (DORA_TABLES as readonly string[]).includes(t ?? "");

export const DORA_TABLE_LABELS: Record<DoraTable, { code: string; title: string; holds: string }> = {
  providers: {
    code: "B_05.01",
    title: "ICT third-party service providers",
    holds: "One row per supplier: its LEI, legal name, country and substitutability.",
  },
  contracts: {
    code: "B_02.02",
    title: "Contractual arrangements",
    holds: "One row per contract and function it supports: reference, provider, services and end date.",
  },
  functions: {
    code: "B_06.01",
    title: "Functions supported",
    holds: "One row per process that depends on a supplier: its plan, criticality and recovery time.",
  },
};

/** The columns of each table, in the template's wording. */
export const DORA_COLUMNS: Record<DoraTable, string[]> = {
  providers: [
    "Identification code of the ICT third-party service provider",
    "Type of code to identify the ICT third-party service provider",
    "Legal name of the ICT third-party service provider",
    "Country of the ICT third-party service provider's headquarters",
    "Substitutability of the ICT third-party service provider",
    "Supports a critical or important function",
  ],
  contracts: [
    "Contractual arrangement reference number",
    "Identification code of the ICT third-party service provider",
    "Legal name of the ICT third-party service provider",
    "Type of ICT services",
    "End date of the contractual arrangement",
    "Function identifier",
  ],
  functions: [
    "Function identifier",
    "Function name",
    "Business continuity plan",
    "Criticality or importance assessment",
    "Recovery time objective of the function (hours)",
    "Identification code of the ICT third-party service provider",
    "Legal name of the ICT third-party service provider",
  ],
};

/** The code type the providers table names beside an LEI. */
export const LEI_CODE_TYPE = "LEI";

export const DORA_CHECKS = [
  "missingLei",
  "missingFunction",
  "endDatePassed",
  "criticalityDisagrees",
  "archivedInUse",
] as const;
export type DoraCheck = (typeof DORA_CHECKS)[number];
export const DORA_CHECK_LABELS: Record<DoraCheck, string> = {
  missingLei: "Missing LEI",
  missingFunction: "Missing function",
  endDatePassed: "End date passed",
  criticalityDisagrees: "Criticality disagrees",
  archivedInUse: "Archived, still depended on",
};
export const DORA_CHECK_MESSAGES = {
  missingLei: "No LEI: the register identifies each provider by its legal entity identifier.",
  missingFunction: "Supports no function: no process of a plan depends on it.",
  endDatePassed: (date: string) => `Its contract ended on ${date}.`,
  /**
   * B_05.01's flag and B_06.01's assessments of the functions it supports must agree (audit 2026-12-02: the
   * providers file said no where the functions file said critical). Critical as app/domains/bcp/critical.ts says.
   */
  criticalUnflagged: (processes: string) =>
    `Not marked as supporting a critical or important function, but critical processes depend on it: ${processes}.`,
  flaggedNotCritical:
    "Marked as supporting a critical or important function, but no critical process depends on it: mark it so, or clear the mark.",
  /** An archived supplier stays in the tables while a plan's process still depends on it (the firm still does). */
  archivedInUse: (processes: string) =>
    `Archived, but processes still depend on it: ${processes}. It stays in the register until their plans stop naming it.`,
} as const;
