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
    const out = sanitizeRichText(
      `<p><img src="https://example.com/a.png"><img src="https://example.com/b.png" alt="Site map"></p>`,
    );
    expect(out).toContain(`<img src="https://example.com/a.png" alt="" />`);
    expect(out).toContain(`<img src="https://example.com/b.png" alt="Site map" />`);
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
