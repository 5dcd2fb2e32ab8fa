import { paths } from "~/paths";
export const DEFAULT_REDIRECT: string = paths.home;

/**
 * A redirect target is followed only when it is a path on this site: it starts with a single "/",
 * and resolving it against any origin keeps that origin. Everything else falls back to /overview.
 */
export function safeRedirect(
  target: FormDataEntryValue | string | null | undefined,
  fallback = DEFAULT_REDIRECT,
) {
  if (!target || typeof target !== "string") return fallback;
  if (!target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return fallback;
  // Control characters and backslashes are refused: browsers may read them as another host.
  if ([...target].some((ch) => ch.charCodeAt(0) < 0x20 || ch === "\\")) return fallback;
  try {
    const base = "http://keel.invalid";
    const url = new URL(target, base);
    if (url.origin !== base) return fallback;
    if ([paths.login, paths.signup, paths.logout].some((page) => page === url.pathname)) return fallback;
    const resolved = url.pathname + url.search + url.hash;
    // The normalised path is what the browser gets: "/.//evil.example" normalises to "//evil.example",
    // a protocol-relative address of another host, so the result is checked again.
    if (resolved.startsWith("//") || resolved.startsWith("/\\")) return fallback;
    return resolved;
  } catch {
    return fallback;
  }
}

/** The /login address that brings the user back to where they were going. */
export function loginRedirectUrl(url: URL) {
  const back = url.pathname + url.search;
  return back === "/" || back === DEFAULT_REDIRECT
    ? paths.login
    : `${paths.login}?redirect=${encodeURIComponent(back)}`;
}
