import { MESSAGES } from "~/shared/messages";
import { ApiError } from "./errors.server";

/** The dotted path of the first string in `value` that holds a NUL character (U+0000), or null. */
export function pathOfNul(value: unknown, path = ""): string | null {
  if (typeof value === "string") return value.includes("\u0000") ? path || "body" : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = pathOfNul(value[i], path ? `${path}.${i}` : String(i));
      if (found) return found;
    }
  } else if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      const found = pathOfNul(inner, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return null;
}

/**
 * PostgreSQL text cannot hold NUL (U+0000): such a value would fail at the database as a 500. Every body,
 * query and path value is checked once it is valid, and refused with a 400 on the field that holds it.
 */
export function refuseNul(...values: unknown[]) {
  for (const value of values) {
    const path = pathOfNul(value);
    if (path)
      throw new ApiError(400, "VALIDATION_ERROR", MESSAGES.nulCharacter, { [path]: [MESSAGES.nulCharacter] });
  }
}
