import sanitizeHtml from "sanitize-html";

/**
 * The one sanitiser for stored rich text (executive summary, plan sections, notification messages).
 * Keeps what the editor toolbar can produce (spec §9: bold, italic, underline, strike, lists, align,
 * colour, link, image, background) and drops scripts, event handlers and javascript: URLs. No classes and no
 * style but colour, background colour and alignment (nothing can position itself over the page); images only
 * from Keel's own storage or data URLs.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      "p",
      "br",
      "strong",
      "b",
      "em",
      "i",
      "u",
      "s",
      "del",
      "strike",
      "span",
      "ul",
      "ol",
      "li",
      "a",
      "img",
      "h1",
      "h2",
      "h3",
      "h4",
      "blockquote",
      "code",
      "pre",
      "table",
      "thead",
      "tbody",
      "tr",
      "th",
      "td",
      "mark",
    ],
    // No `class`: the app's own CSS (Tailwind's `fixed inset-0 z-50 …`) would let stored text cover the page.
    allowedAttributes: {
      a: ["href", "title", "target", "rel"],
      img: ["src", "alt", "width", "height"],
      span: ["data-mention-id"],
      "*": ["style"],
    },
    allowedStyles: {
      "*": {
        color: [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]+$/i],
        "background-color": [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]+$/i],
        "text-align": [/^(left|right|center|justify)$/],
      },
    },
    allowedSchemes: ["http", "https", "mailto", "tel"],
    allowedSchemesByTag: { img: ["data"] },
    allowProtocolRelative: false,
    // Images only from Keel's own storage (an attachment's link) or inline data: a remote image would tell a
    // third party who reads the text and when.
    exclusiveFilter: (frame) => frame.tag === "img" && !isOwnImage(frame.attribs.src ?? ""),
    transformTags: {
      a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer", target: "_blank" }),
      // Every image needs a text alternative (WCAG 1.1.1): the author's alt is kept; without one the
      // image is marked decorative (alt="") so screen readers skip it instead of reading its URL.
      img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, alt: attribs.alt ?? "" } }),
    },
  });
}

/** Keel's own stored files (the attachment route, which redirects to a signed URL) and inline raster images. */
const OWN_IMAGE = [
  /^\/managementplan\/attachment\/[0-9a-f-]{36}$/i,
  /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=\s]+$/i,
];

export function isOwnImage(src: string): boolean {
  return OWN_IMAGE.some((pattern) => pattern.test(src.trim()));
}

/** Plain text: every tag removed, for fields that must never hold markup. */
export function stripTags(text: string): string {
  return sanitizeHtml(text, { allowedTags: [], allowedAttributes: {} });
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };
const decode = (text: string) =>
  text.replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (m, e: string) => {
    if (e[0] === "#") {
      const code = e[1] === "x" || e[1] === "X" ? Number.parseInt(e.slice(2), 16) : Number(e.slice(1));
      return Number.isFinite(code) ? String.fromCodePoint(code) : m;
    }
    return ENTITIES[e.toLowerCase()] ?? m;
  });

/** Sanitised rich text (paragraphs, headings, lists) as the PDF's blocks: what the author wrote. */
export function richTextBlocks(html: string): { kind: "p" | "h" | "li"; text: string }[] {
  const blocks: { kind: "p" | "h" | "li"; text: string }[] = [];
  const re = /<(p|h[1-6]|li|blockquote|div)\b[^>]*>([\s\S]*?)<\/\1>/gi;
  const text = (inner: string) =>
    decode(inner.replace(/<br\s*\/?>/gi, "\n").replace(/<[^>]+>/g, ""))
      .replace(/[ \t]+/g, " ")
      .trim();
  for (let match = re.exec(html); match; match = re.exec(html)) {
    const tag = match[1].toLowerCase();
    if (/<(p|li|h[1-6])\b/i.test(match[2])) {
      // A wrapper (a list item holding a paragraph, a div): read on from inside it.
      re.lastIndex = match.index + match[0].indexOf(">") + 1;
      continue;
    }
    const t = text(match[2]);
    if (!t) continue;
    blocks.push({ kind: tag === "li" ? "li" : tag.startsWith("h") ? "h" : "p", text: t });
  }
  if (blocks.length === 0 && text(html)) blocks.push({ kind: "p", text: text(html) });
  return blocks;
}

/**
 * Sanitised rich text as plain text: a block a line, a list item starting "- " (a report field, a table cell, what
 * an audit entry records of a rich text).
 */
export const richTextPlain = (html: string) =>
  richTextBlocks(html)
    .map((b) => (b.kind === "li" ? `- ${b.text}` : b.text))
    .join("\n");
