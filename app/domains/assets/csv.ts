/**
 * A small RFC 4180 CSV reader: quoted fields, doubled quotes, commas and line breaks inside quotes,
 * CRLF or LF, a leading byte-order mark. Each record carries the file line it starts on, so an import
 * can report errors by line.
 */
/** Said when an import form is sent without a file (or the API is sent no text). */
export const CSV_NO_FILE = "Choose a CSV file.";

export interface CsvRecord {
  line: number;
  cells: string[];
}

export function parseCsv(text: string): CsvRecord[] {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let i = 0;
  const endRecord = () => {
    cells.push(cell);
    if (!(cells.length === 1 && cells[0].trim() === "")) records.push({ line: recordLine, cells });
    cells = [];
    cell = "";
  };
  while (i < input.length) {
    const ch = input[i];
    if (quoted) {
      if (ch === '"' && input[i + 1] === '"') {
        cell += '"';
        i += 2;
        continue;
      }
      if (ch === '"') quoted = false;
      else {
        if (ch === "\n") line++;
        cell += ch;
      }
      i++;
      continue;
    }
    if (ch === '"' && cell === "") quoted = true;
    else if (ch === ",") {
      cells.push(cell);
      cell = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && input[i + 1] === "\n") i++;
      endRecord();
      line++;
      recordLine = line;
    } else cell += ch;
    i++;
  }
  if (cell !== "" || cells.length > 0) endRecord();
  return records;
}

/** Header cells compared without case, spaces, underscores or dashes ("Postal Code" = "postal_code"). */
export const headerKey = (h: string) => h.toLowerCase().replace(/[\s_-]+/g, "");

/** Maps each record to an object keyed by field name, using `columns` (field name → accepted headers). */
export function recordsToObjects(
  records: CsvRecord[],
  columns: Record<string, string[]>,
): { header: string[]; unknown: string[]; rows: { line: number; values: Record<string, string> }[] } {
  const [head, ...body] = records;
  if (!head) return { header: [], unknown: [], rows: [] };
  const lookup = new Map<string, string>();
  for (const [field, names] of Object.entries(columns)) {
    for (const n of [field, ...names]) lookup.set(headerKey(n), field);
  }
  const fieldAt = head.cells.map((h) => lookup.get(headerKey(h)) ?? null);
  const unknown = head.cells.filter((_, i) => fieldAt[i] === null && head.cells[i].trim() !== "");
  const rows = body.map((r) => {
    const values: Record<string, string> = {};
    r.cells.forEach((v, i) => {
      const field = fieldAt[i];
      if (field) values[field] = v.trim();
    });
    return { line: r.line, values };
  });
  return { header: head.cells, unknown, rows };
}

/** The columns of the asset and people CSV files (first name listed is the template's header). */
export const ASSET_CSV_COLUMNS: Record<string, string[]> = {
  name: ["Name", "Site name", "Asset name"],
  type: ["Type", "Asset type"],
  address: ["Address", "Street"],
  city: ["City"],
  state: ["State", "Region", "Province"],
  postalCode: ["Postal Code", "Zip", "Postcode"],
  country: ["Country"],
  lat: ["Latitude", "Lat"],
  lng: ["Longitude", "Lng", "Long", "Lon"],
  headcount: ["Headcount", "Head count"],
};

export const PEOPLE_CSV_COLUMNS: Record<string, string[]> = {
  type: ["Type", "Person type"],
  firstName: ["First Name"],
  lastName: ["Last Name", "Surname"],
  email: ["Email"],
  phone: ["Phone"],
  mobile: ["Mobile"],
  jobTitle: ["Job Title", "Title"],
  homeSite: ["Home Site", "Site", "Office"],
  emergencyContactName: ["Emergency Contact Name"],
  emergencyContactPhone: ["Emergency Contact Phone"],
  language: ["Language", "Preferred Language"],
  lat: ["Latitude", "Lat"],
  lng: ["Longitude", "Lng", "Long", "Lon"],
};

/** The header line of a blank template for the given columns. */
export const csvTemplate = (columns: Record<string, string[]>) =>
  `${Object.values(columns)
    .map((names) => names[0])
    .join(",")}\n`;

export const MAX_IMPORT_ROWS = 10_000;
