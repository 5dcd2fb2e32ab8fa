import { describe, expect, it } from "vitest";
import { sanitizeRichText } from "./sanitize.server";

describe("rich-text sanitiser", () => {
  it("removes scripts, event handlers and javascript: links", () => {
    const out = sanitizeRichText(
      `<p onclick="x()">Hi<script>alert(1)</script><img src=x onerror="alert(1)"><a href="javascript:alert(1)">l</a></p>`,
    );
    expect(out).not.toMatch(/script|onerror|onclick|javascript:/i);
    expect(out).toContain("<p>Hi");
  });

  it("gives every image a text alternative, keeping the author's", () => {
    const a = "/managementplan/attachment/3f2b8a6e-1c9d-4e0f-9a7b-2c4d6e8f0a1b";
    const out = sanitizeRichText(
      `<p><img src="${a}"><img src="data:image/png;base64,iVBORw0KGgo=" alt="Site map"></p>`,
    );
    expect(out).toContain(`<img src="${a}" alt="" />`);
    expect(out).toContain(`<img src="data:image/png;base64,iVBORw0KGgo=" alt="Site map" />`);
  });

  it("cannot cover the page: no class, no positioning style (issue 20 item 10)", () => {
    const out = sanitizeRichText(
      `<p>Ransomware.</p><a class="fixed top-0 right-0 z-50 h-full w-full bg-white" href="https://phish.example/">Your session expired.</a>` +
        `<p style="position:fixed;inset:0;z-index:50;width:100%;height:100%;top:0;transform:scale(9)" class="fixed inset-0">x</p>`,
    );
    expect(out).not.toMatch(/class=|position|z-index|inset|width|height|top:|transform/);
    expect(out).toContain(
      `<a href="https://phish.example/" rel="noopener noreferrer" target="_blank">Your session expired.</a>`,
    );
  });

  it("keeps images only from Keel's own storage or data URLs (no remote tracking images)", () => {
    const out = sanitizeRichText(
      `<p>a<img src="https://tracker.example/p.gif">b<img src="http://127.0.0.1:3298/x.png">c<img src="//cdn.example/y.png">` +
        `d<img src="/api/auth/signout">e<img src="data:image/svg+xml;base64,PHN2Zz4=">f</p>`,
    );
    expect(out).toBe("<p>abcdef</p>");
  });

  it("round-trips the rich text editor's own output: lists, links, mentions, alignment, colours", () => {
    // What Lexical's $generateHtmlFromNodes writes (theme classes, white-space styles) and what is kept of it.
    const editor =
      `<p class="mb-2" dir="ltr" style="text-align: center;"><b><strong class="font-bold" style="white-space: pre-wrap;">Bold</strong></b>` +
      `<span style="color: #ff0000; white-space: pre-wrap;"> red </span>` +
      `<a href="https://keel.example/doc" class="text-primary-700 underline"><span style="white-space: pre-wrap;">link</span></a>` +
      ` <span data-mention-id="6f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b">@Lena Lead</span></p>` +
      `<ul class="list-disc pl-6"><li value="1"><span style="white-space: pre-wrap;">one</span></li><li value="2">two</li></ul>` +
      `<ol class="list-decimal pl-6"><li value="1">first</li></ol>`;
    const once = sanitizeRichText(editor);
    expect(once).toBe(
      `<p style="text-align:center"><b><strong>Bold</strong></b><span style="color:#ff0000"> red </span>` +
        `<a href="https://keel.example/doc" rel="noopener noreferrer" target="_blank"><span>link</span></a>` +
        ` <span data-mention-id="6f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b">@Lena Lead</span></p>` +
        `<ul><li><span>one</span></li><li>two</li></ul><ol><li>first</li></ol>`,
    );
    // Stored text sanitised again (every later save) is unchanged.
    expect(sanitizeRichText(once)).toBe(once);
  });

  it("keeps the formatting the editor produces", () => {
    const html = `<p style="text-align:center"><strong>B</strong> <em>I</em> <u>U</u> <s>S</s> <span style="color:#ff0000;background-color:yellow">c</span></p><ul><li>x</li></ul>`;
    const out = sanitizeRichText(html);
    expect(out).toContain("<strong>B</strong>");
    expect(out).toContain("text-align:center");
    expect(out).toContain("color:#ff0000");
    expect(out).toContain("<ul><li>x</li></ul>");
  });
});
