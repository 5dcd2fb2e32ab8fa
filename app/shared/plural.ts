/**
 * A count with its noun: "1 day", "2 days", "0 processes". The one helper for every count shown to people
 * (issue 32 item 8: "MAD 1 days"). `many` is given when the plural is not the noun plus "s".
 */
export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** The singular of a plural label ("Days" → "Day"), for units whose labels are written in the plural. */
export function singularOf(label: string): string {
  return label.replace(/ies$/, "y").replace(/s$/, "");
}
