/** Spec §3 name display: first + last name; otherwise the part of the email before '@'; otherwise N/A. */
export function displayName(user: {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}) {
  const full = [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ");
  if (full) return full;
  const local = user.email?.split("@")[0]?.trim();
  return local || "N/A";
}

/** Spec §2 top bar: the full name, or the email when there is no first name. */
export function profileName(user: { firstName?: string | null; lastName?: string | null; email: string }) {
  if (!user.firstName?.trim()) return user.email;
  return [user.firstName, user.lastName].filter(Boolean).join(" ").trim();
}
