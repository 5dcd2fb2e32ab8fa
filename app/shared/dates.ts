/**
 * Dates on screen, formatted with the browser's Intl instead of a dates library, so that list and detail
 * pages do not ship luxon (about 21 KB gzip) to the browser (issue 12, JavaScript per route). Takes the few
 * luxon format tokens the screens use (yyyy, MMMM, MMM, LLL, MM, dd, HH, mm) and gives the same text as
 * luxon's `DateTime.fromISO(value).toFormat(pattern)` (checked against it in dates.test.ts).
 */

const TOKENS = /yyyy|MMMM|MMM|LLL|MM|dd|HH|mm/g;

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsOf(date: Date, zone: string | undefined) {
  const key = zone ?? "";
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      year: "numeric",
      month: "numeric",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(key, format);
  }
  const parts: Record<string, string> = {};
  for (const p of format.formatToParts(date)) parts[p.type] = p.value;
  return parts;
}

const monthNames = (style: "long" | "short") =>
  Array.from({ length: 12 }, (_, m) =>
    new Intl.DateTimeFormat("en-US", { month: style, timeZone: "UTC" }).format(Date.UTC(2000, m, 15)),
  );
let names: { long: string[]; short: string[] } | null = null;

/** `value` (an ISO string or a Date) as `pattern` says, in `zone` (default: the viewer's own, as luxon). */
export function formatDate(value: string | Date, pattern: string, zone?: string): string {
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return "Invalid DateTime";
  const p = partsOf(date, zone);
  names ??= { long: monthNames("long"), short: monthNames("short") };
  const month = Number(p.month) - 1;
  const pad = (s: string | undefined) => (s ?? "").padStart(2, "0");
  return pattern.replace(TOKENS, (token) => {
    switch (token) {
      case "yyyy":
        return (p.year ?? "").padStart(4, "0");
      case "MMMM":
        return names?.long[month] ?? "";
      case "MMM":
      case "LLL":
        return names?.short[month] ?? "";
      case "MM":
        return pad(p.month);
      case "dd":
        return pad(p.day);
      case "HH":
        return pad(p.hour === "24" ? "00" : p.hour);
      default:
        return pad(p.minute);
    }
  });
}

/** A company's date settings (spec §3 "Date format" and its time zone), as the API answers them. */
export interface DateSettings {
  dateFormat?: string;
  timezone?: string;
}

/** The spec's date formats in this module's tokens. */
const COMPANY_PATTERNS: Record<string, string> = {
  "MMMM DD, YYYY": "MMMM dd, yyyy",
  "DD/MM/YYYY": "dd/MM/yyyy",
  "YYYY-MM-DD": "yyyy-MM-dd",
};

/**
 * The one way Keel writes a date for a company: its chosen format and time zone (UTC and
 * "MMMM DD, YYYY" when it chose none). Screens, emails and the PDF all format through this.
 */
export function companyDates(settings: DateSettings | null | undefined) {
  const pattern = COMPANY_PATTERNS[settings?.dateFormat ?? ""] ?? COMPANY_PATTERNS["MMMM DD, YYYY"];
  const zone = settings?.timezone || "UTC";
  const ok = (v: string | Date | null | undefined): v is string | Date => v != null && v !== "";
  return {
    zone,
    date: (value: string | Date | null | undefined) => (ok(value) ? formatDate(value, pattern, zone) : ""),
    /** A calendar day stored as UTC midnight (a test date, a due date): the format, without a zone shift. */
    day: (value: string | Date | null | undefined) => (ok(value) ? formatDate(value, pattern, "UTC") : ""),
    dateTime: (value: string | Date | null | undefined) =>
      ok(value) ? `${formatDate(value, `${pattern} HH:mm`, zone)} ${zone === "UTC" ? "UTC" : zone}` : "",
    /** The time of day only, on the company's clock ("10:42"): beside a dated line (an escalation's waves). */
    time: (value: string | Date | null | undefined) => (ok(value) ? formatDate(value, "HH:mm", zone) : ""),
    /**
     * An instant as a datetime-local field shows it ("2026-11-25T03:05"), on the company's clock; the action reads
     * it back in the same zone (app/web/company-time.server.ts).
     */
    input: (value: string | Date | null | undefined) =>
      ok(value) ? formatDate(value, "yyyy-MM-ddTHH:mm", zone) : "",
  };
}
export type CompanyDates = ReturnType<typeof companyDates>;
