/** Words of the situation report, shared by its page and its PDF. Isomorphic. */

/** "Trafford Park DC (Manchester), Leeds and 4 more": the first sites by name, the rest counted. */
export function sitesLine(sites: { name: string; city: string | null }[], shown = 6) {
  if (sites.length === 0) return "No site impacted";
  const head = sites
    .slice(0, shown)
    .map((s) => (s.city && s.city !== s.name ? `${s.name} (${s.city})` : s.name));
  return sites.length > shown ? `${head.join(", ")} and ${sites.length - shown} more` : head.join(", ");
}
