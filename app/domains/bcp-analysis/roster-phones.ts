import { ANALYSIS_MESSAGES as M } from "./model";

/** A phone number as dialled: spaces, dashes, dots and brackets do not make two numbers different. */
const dialled = (phone: string) => phone.replace(/[\s().-]/g, "");

type Person = { id: string; name: string; phone: string; alternatePhone: string };

/**
 * The warnings for a call list: each number that two members of the team share (UX review B-4, where an add
 * form kept one person's alternate phone and saved it against two others). A shared number is allowed (a
 * desk phone), but the user is told, so a copied number is caught before the plan is approved.
 */
export function sharedPhoneWarnings(people: Person[]): string[] {
  const byNumber = new Map<string, { phone: string; names: string[] }>();
  for (const p of people) {
    const numbers = new Set([p.phone, p.alternatePhone].filter((n) => dialled(n) !== "").map(dialled));
    for (const n of numbers) {
      const entry = byNumber.get(n) ?? { phone: n, names: [] };
      entry.names.push(p.name);
      byNumber.set(n, entry);
    }
  }
  return [...byNumber.values()].filter((e) => e.names.length > 1).map((e) => M.sharedPhone(e.phone, e.names));
}
