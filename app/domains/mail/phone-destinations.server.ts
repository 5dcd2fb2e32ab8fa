import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
} from "libphonenumber-js/max";

/**
 * Where a company's SMS and calls may go (review N4: SMS pumping and toll fraud on the operator's provider
 * account). A number is allowed when its country calling code is one the company allows; a premium-rate,
 * shared-cost or personal number, or one on an international network, only when the company lists its prefix
 * itself (e.g. +4487), never through its country's code alone.
 */

/** Ranges libphonenumber does not type as premium (international networks, satellite, US 976) or types loosely. */
export const ALWAYS_SPECIAL_PREFIXES = ["881", "882", "883", "1900", "1976", "449", "4487", "4470"] as const;
/** libphonenumber's number types that cost the caller more than an ordinary call (or pay the called party). */
const SPECIAL_TYPES = new Set(["PREMIUM_RATE", "SHARED_COST", "PERSONAL_NUMBER"]);

/** The digits of an international number ("+44 20 …", "0044 20 …"); null for a national one (no prefix). */
export function internationalDigits(raw: string): string | null {
  const compact = raw.replace(/[\s().\-/]/g, "");
  const digits = compact.startsWith("+")
    ? compact.slice(1)
    : compact.startsWith("00")
      ? compact.slice(2)
      : null;
  return digits && /^\d{4,17}$/.test(digits) ? digits : null;
}

/** The country calling code of international digits, or null when none is known. */
function callingCodeOf(digits: string): string | null {
  const parsed = parsePhoneNumberFromString(`+${digits}`);
  if (parsed) return parsed.countryCallingCode;
  for (const length of [1, 2, 3]) {
    const code = digits.slice(0, length);
    if (KNOWN_CALLING_CODES.has(code)) return code;
  }
  return null;
}

const KNOWN_CALLING_CODES = new Set([
  ...getCountries().map((c) => getCountryCallingCode(c)),
  "800",
  "808",
  "870",
  "878",
  "881",
  "882",
  "883",
  "888",
  "979",
]);

/** Whether a prefix someone typed ("+44", "+4487") starts with a real country calling code. */
export const isCallingPrefix = (digits: string) =>
  /^\d{1,8}$/.test(digits) &&
  [1, 2, 3].some((n) => n <= digits.length && KNOWN_CALLING_CODES.has(digits.slice(0, n)));

function isSpecial(digits: string) {
  if (ALWAYS_SPECIAL_PREFIXES.some((p) => digits.startsWith(p))) return true;
  const type = parsePhoneNumberFromString(`+${digits}`)?.getType();
  return type !== undefined && SPECIAL_TYPES.has(type);
}

export type DestinationRefusal = "premium" | "country";

/**
 * Why a number may not be reached under the company's allowed prefixes (digits without "+"), or null when it
 * may. A national number (no international prefix) is dialled in the provider's own country: allowed.
 */
export function destinationRefusal(raw: string, allowed: readonly string[]): DestinationRefusal | null {
  const digits = internationalDigits(raw);
  if (digits === null) return null;
  const code = callingCodeOf(digits);
  const listed = allowed.filter((p) => digits.startsWith(p));
  if (isSpecial(digits)) {
    // Listing the country's code is not enough: the special range itself must be listed (or the whole code when
    // the code is itself an international network, +882).
    const explicit = listed.some(
      (p) => code === null || p.length > code.length || ALWAYS_SPECIAL_PREFIXES.includes(p as never),
    );
    return explicit ? null : "premium";
  }
  return listed.length > 0 ? null : "country";
}

const regionNames = new Intl.DisplayNames(["en"], { type: "region" });
const COUNTRY_BY_NAME = new Map<string, CountryCode>(
  getCountries().flatMap((c) => [
    [c.toLowerCase(), c],
    [(regionNames.of(c) ?? c).toLowerCase(), c],
  ]),
);

/** The calling code of a country as Keel stores it (its English name, "United Kingdom", or ISO code), if known. */
export function callingCodeOfCountry(country: string): string | null {
  const code = COUNTRY_BY_NAME.get(country.trim().toLowerCase());
  return code ? getCountryCallingCode(code) : null;
}
