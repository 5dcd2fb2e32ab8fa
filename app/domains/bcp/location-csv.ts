/**
 * The delivery-location CSV (issue 21: companies that keep "which process is delivered where" in a
 * spreadsheet): one row per process and site. Header names accepted for each column, the first one being
 * the template's. Isomorphic: the import page shows the template.
 */
export const LOCATION_CSV_COLUMNS: Record<string, string[]> = {
  plan: ["Plan", "BCP", "Plan name"],
  process: ["Process", "Process name"],
  site: ["Site", "Location", "Delivery location"],
  headcount: ["Headcount", "Head count"],
};

export const LOCATION_IMPORT_MESSAGES = {
  noPlan: (plan: string) => `No plan named "${plan}" that you may change.`,
  noProcess: (process: string, plan: string) => `${plan} has no process named "${process}".`,
  noSite: (site: string) => `No site named "${site}" in the site register.`,
  twoSites: (site: string) => `More than one site is named "${site}": rename one in the register first.`,
  repeated: (line: number) => `The same process and site as line ${line}.`,
  alreadyLinked: (process: string, site: string) => `${site} is already a delivery location of ${process}.`,
  headcount: "Headcount must be a whole number, 0 or more.",
  aboveService: (process: string) =>
    `The head counts of ${process}'s delivery locations would add up to more than its service head count.`,
  required: (column: string) => `${column} is required.`,
  done: (n: number) => `${n} delivery location${n === 1 ? "" : "s"} imported.`,
  nothing: (bad: number) =>
    `${bad} row${bad === 1 ? " has" : "s have"} errors: nothing was imported. Correct ${bad === 1 ? "it" : "them"} and import the file again.`,
} as const;
