import { eq } from "drizzle-orm";
import type { ApiDeps, Principal } from "~/api/context.server";
import { fieldError } from "~/api/errors.server";
import { users } from "~/domains/companies/users-schema.server";
import type { Language } from "~/shared/i18n/languages";
import { checkImageDataUrl } from "~/shared/image.server";
import { PROFILE_IMAGE_MAX_BYTES } from "./model";
import { presentUser, unitsOf } from "./queries.server";

export async function getProfile(deps: ApiDeps, principal: Principal) {
  const [row] = await deps.db.select().from(users).where(eq(users.id, principal.id));
  const { units, countries } = await unitsOf(deps.db, [row.id]);
  return presentUser(row, units.get(row.id), countries.get(row.id));
}

/** Changes the caller's own name and picture; the picture is checked for type and size by its content. */
export async function updateProfile(
  deps: ApiDeps,
  principal: Principal,
  input: { firstName: string; lastName: string; profileImage?: string | null; language?: Language | null },
) {
  let profileImage: string | null | undefined;
  if (typeof input.profileImage === "string" && input.profileImage !== "") {
    const checked = checkImageDataUrl(input.profileImage, PROFILE_IMAGE_MAX_BYTES);
    if (!checked.ok) throw fieldError("profileImage", checked.reason);
    profileImage = checked.dataUrl;
  } else if (input.profileImage === null) {
    profileImage = null;
  }
  await deps.db
    .update(users)
    .set({
      firstName: input.firstName,
      lastName: input.lastName,
      ...(profileImage !== undefined ? { profileImage } : {}),
      ...(input.language !== undefined ? { language: input.language } : {}),
      updatedAt: deps.now(),
    })
    .where(eq(users.id, principal.id));
  return getProfile(deps, principal);
}
