import { eq } from "drizzle-orm";
import { z } from "zod";
import type { ApiDeps, Principal } from "~/api/context.server";
import { fieldError, forbidden } from "~/api/errors.server";
import { scopeFor } from "~/domains/access/policy";
import { presentSessionUser, toSessionUser } from "~/domains/auth/service.server";
import { users } from "~/domains/companies/users-schema.server";
import { updateProfile } from "./profile.server";
import { profileSchema } from "./validation";

/** A form sends `data` as one JSON text field; a JSON body sends an object. */
const jsonText = (v: unknown) => {
  if (typeof v !== "string") return v;
  if (v.trim() === "") return undefined;
  try {
    return JSON.parse(v);
  } catch {
    return v;
  }
};

/**
 * Spec §7 "POST session update with csrfToken and data": `data` holds the session user's own fields that a
 * client may change, the names the top bar shows (the profile's rules apply; the image stays with PUT /user).
 * Without data it re-reads the session user (after a change elsewhere). The session's expiry never moves.
 */
export const sessionUpdateSchema = z.object({
  csrfToken: z.string().max(200).optional(),
  data: z.preprocess(
    jsonText,
    profileSchema.pick({ firstName: true, lastName: true }).partial().strict().optional(),
  ),
});
export type SessionUpdate = z.output<typeof sessionUpdateSchema>;

export async function updateSession(deps: ApiDeps, user: Principal, token: string, input: SessionUpdate) {
  const data = input.data ?? {};
  if (data.firstName !== undefined || data.lastName !== undefined) {
    if (scopeFor(user.role, "profile.manage") === null) throw forbidden();
    const firstName = data.firstName ?? user.firstName ?? "";
    const lastName = data.lastName ?? user.lastName ?? "";
    if (!firstName) throw fieldError("data.firstName", "First name is required.");
    if (!lastName) throw fieldError("data.lastName", "Last name is required.");
    await updateProfile(deps, user, { firstName, lastName });
  }
  const [row] = await deps.db.select().from(users).where(eq(users.id, user.id));
  return presentSessionUser(toSessionUser(row), token);
}
