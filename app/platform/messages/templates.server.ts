/** Text into HTML, as text: `&` stays `&` (not an entity like `&sect`), `<b>` stays visible. */
const esc = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!,
  );

/** A plain, readable email with one call-to-action link. Text and HTML carry the same content. */
export function linkEmail(input: { greeting: string; lines: string[]; actionLabel: string; url: string }) {
  const text = [
    input.greeting,
    "",
    ...input.lines,
    "",
    `${input.actionLabel}: ${input.url}`,
    "",
    "— Keel",
  ].join("\n");
  const html = `<div style="font-family:Roboto,Arial,sans-serif;font-size:14px;color:#111">
<p>${esc(input.greeting)}</p>${input.lines.map((l) => `<p>${esc(l)}</p>`).join("")}
<p><a href="${esc(input.url)}" style="background:#039855;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${esc(input.actionLabel)}</a></p>
<p style="color:#555">Or open this address: ${esc(input.url)}</p><p>— Keel</p></div>`;
  return { text, html };
}
