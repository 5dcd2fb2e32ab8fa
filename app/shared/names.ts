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

/** "A, B and 3 more": names what uses a record, in a refusal. */
export function nameList(names: string[], shown = 5): string {
  const head = names.slice(0, shown);
  const rest = names.length - head.length;
  if (rest > 0) return `${head.join(", ")} and ${rest} more`;
  return head.length > 1 ? `${head.slice(0, -1).join(", ")} and ${head[head.length - 1]}` : (head[0] ?? "");
}

/**
 * An incident's or crisis's shown title: its own, else "Untitled incident" (or "Untitled crisis"), or "Untitled"
 * where its type is already written beside it.
 */
export function incidentTitle(title: string | null | undefined, type?: string): string {
  const own = title?.trim();
  if (own) return own;
  return type ? `Untitled ${type.toLowerCase()}` : "Untitled";
}
