/**
 * Rich text arrives as HTML from the editor, or as plain text from the textarea that stands in for it (without
 * JavaScript, or before the editor's code has loaded). Plain text is kept as paragraphs, escaped; the caller
 * still sanitises whatever it stores.
 */
export function looksLikeHtml(text: string) {
  return /<\/?[a-z][^>]*>/i.test(text);
}

/** Plain text as paragraphs (a blank line between them, a line break inside one); HTML as it is. */
export function asRichTextHtml(text: string) {
  if (looksLikeHtml(text)) return text;
  const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((block) => `<p>${escapeHtml(block.trim()).replace(/\r?\n/g, "<br>")}</p>`)
    .join("");
}
