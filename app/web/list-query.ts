/**
 * What a list page's address asks for: its search text (`q`) and page (the first when absent or not a
 * number), with the rest of its query for the page's own filters.
 */
export function listQuery(request: Request) {
  const search = new URL(request.url).searchParams;
  return { search, q: search.get("q") ?? "", page: Math.max(1, Number(search.get("page")) || 1) };
}

/**
 * An add form's fields sent back to its page as a GET ("Find sites" without JavaScript): what was typed in
 * each of `fields`, so the form shows it again.
 */
export function typedValues(search: URLSearchParams, fields: readonly string[]): Record<string, string> {
  return Object.fromEntries(fields.flatMap((f) => (search.has(f) ? [[f, search.get(f) ?? ""]] : [])));
}
