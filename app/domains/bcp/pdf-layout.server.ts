import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import PDFDocument from "pdfkit";
import { richTextBlocks } from "~/shared/sanitize.server";

type Doc = InstanceType<typeof PDFDocument>;

/**
 * The embedded font: DejaVu Sans (npm package dejavu-fonts-ttf, docs/decisions.md). PDFKit's built-in
 * Helvetica knows only WinAnsi, so "→", "Ł" or "Дмитрий" came out as "!’" or blanks; DejaVu covers Latin,
 * Greek, Cyrillic, arrows and symbols. Read once per process, subset into each PDF by PDFKit.
 */
export const FONT = { regular: "Body", bold: "Bold", italic: "Italic" } as const;
let fontFiles: Record<keyof typeof FONT, Buffer> | null = null;
function loadFonts() {
  if (fontFiles) return fontFiles;
  const dir = join(dirname(createRequire(import.meta.url).resolve("dejavu-fonts-ttf/package.json")), "ttf");
  fontFiles = {
    regular: readFileSync(join(dir, "DejaVuSans.ttf")),
    bold: readFileSync(join(dir, "DejaVuSans-Bold.ttf")),
    italic: readFileSync(join(dir, "DejaVuSans-Oblique.ttf")),
  };
  return fontFiles;
}
export function registerFonts(doc: Doc) {
  const files = loadFonts();
  for (const key of Object.keys(FONT) as (keyof typeof FONT)[]) doc.registerFont(FONT[key], files[key]);
  doc.font(FONT.regular);
}

/** Page geometry and the house style of Keel's printed plans (green primary, DejaVu Sans). */
export const PAGE = { margin: 48, width: 595.28, height: 841.89 } as const;

/**
 * A new A4 document in the house style, its pages kept for footers, and its bytes once `doc.end()` is called:
 * every printed document of Keel (plan, situation report, regulator report, self-assessment) starts here.
 */
export function newPdf(info: { Title: string; Subject: string }) {
  const doc = new PDFDocument({
    size: "A4",
    margin: PAGE.margin,
    bufferPages: true,
    info: { ...info, Author: "Keel" },
  });
  registerFonts(doc);
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on("error", reject);
  });
  return { doc, done };
}
export const INK = "#111827";
export const MUTED = "#6b7280";
export const PRIMARY = "#039855";
export const RULE = "#d1d5db";
export const HEAD_FILL = "#ecfdf3";

const contentWidth = PAGE.width - PAGE.margin * 2;
const bottom = PAGE.height - PAGE.margin - 18;

export interface Column {
  header: string;
  /** Share of the content width. */
  width: number;
  /** Optional colour per cell (for statuses and levels). */
  colour?: (row: string[]) => string | undefined;
}

/** The document's title at the top of its first page. */
export function documentTitle(doc: Doc, text: string, size = 20) {
  doc.font(FONT.bold).fontSize(size).fillColor(INK).text(text, PAGE.margin, PAGE.margin);
}

/**
 * A report's title band across the top of its first page: a small kicker line, the whole title however long (the
 * band grows with it) and a line under it. The text goes on below the band.
 */
export function titleBand(
  doc: Doc,
  { kicker, title, subtitle }: { kicker: string; title: string; subtitle: string },
) {
  const width = PAGE.width - PAGE.margin * 2;
  const titleHeight = doc.font(FONT.bold).fontSize(18).heightOfString(title, { width });
  const band = 68 + titleHeight;
  doc.rect(0, 0, PAGE.width, band).fill(PRIMARY);
  doc.font(FONT.regular).fontSize(9).fillColor("#ffffff").text(kicker, PAGE.margin, 26);
  doc.font(FONT.bold).fontSize(18).text(title, PAGE.margin, 40, { width });
  doc
    .font(FONT.regular)
    .fontSize(9.5)
    .text(subtitle, PAGE.margin, 42 + titleHeight);
  doc.x = PAGE.margin;
  doc.y = band + 14;
}

export function heading(doc: Doc, text: string, help?: string) {
  ensureSpace(doc, 130); // a heading never ends a page alone

  doc.moveDown(0.6);
  doc.font(FONT.bold).fontSize(15).fillColor(PRIMARY).text(text, PAGE.margin, doc.y, { width: contentWidth });
  doc
    .moveTo(PAGE.margin, doc.y + 2)
    .lineTo(PAGE.margin + contentWidth, doc.y + 2)
    .lineWidth(1)
    .strokeColor(PRIMARY)
    .stroke();
  doc.moveDown(0.4);
  if (help) {
    doc.font(FONT.italic).fontSize(8.5).fillColor(MUTED).text(help, { width: contentWidth });
    doc.moveDown(0.4);
  }
}

export function subheading(doc: Doc, text: string) {
  ensureSpace(doc, 50);
  doc.moveDown(0.4);
  doc.font(FONT.bold).fontSize(11).fillColor(INK).text(text, PAGE.margin, doc.y, { width: contentWidth });
  doc.moveDown(0.2);
}

export function paragraph(doc: Doc, text: string, options: { muted?: boolean } = {}) {
  doc
    .font(FONT.regular)
    .fontSize(9.5)
    .fillColor(options.muted ? MUTED : INK)
    .text(text, PAGE.margin, doc.y, { width: contentWidth });
  doc.moveDown(0.3);
}

/** Label/value pairs in two columns. */
export function facts(doc: Doc, pairs: [string, string][]) {
  const labelWidth = 130;
  for (const [label, value] of pairs) {
    ensureSpace(doc, 16);
    const y = doc.y;
    doc.font(FONT.bold).fontSize(9.5).fillColor(MUTED).text(label, PAGE.margin, y, { width: labelWidth });
    doc
      .font(FONT.regular)
      .fillColor(INK)
      .text(value || "—", PAGE.margin + labelWidth, y, { width: contentWidth - labelWidth });
    doc.moveDown(0.25);
  }
}

export function ensureSpace(doc: Doc, needed: number) {
  if (doc.y + needed > bottom) doc.addPage();
}

const PAD = 4;
const FONT_SIZE = 8;
/** Headers a little smaller: DejaVu is wider than Helvetica, and a header must not break mid-word. */
const HEADER_SIZE = 6.8;
const sizeOf = (font: string) => (font === FONT.bold ? HEADER_SIZE : FONT_SIZE);

/** A table with a shaded header row that repeats on every page it spans; rows never split. */
/** A column as `[header, width]` where it needs no colour, or in full. */
export type ColumnSpec = Column | readonly [header: string, width: number];

const columnOf = (spec: ColumnSpec): Column =>
  Array.isArray(spec) ? { header: spec[0], width: spec[1] } : (spec as Column);

/**
 * The one table of every PDF (plans, reports, the self-assessment): a header row filled, rows that wrap and break
 * across pages with the header repeated, `empty` in italics when there is no row.
 */
export function table(doc: Doc, specs: readonly ColumnSpec[], rows: string[][], empty = "Data Not Found") {
  const columns = specs.map(columnOf);
  const total = columns.reduce((sum, c) => sum + c.width, 0);
  const widths = columns.map((c) => (c.width / total) * contentWidth);
  const x0 = PAGE.margin;

  const rowHeight = (cells: string[], font: string) => {
    doc.font(font).fontSize(sizeOf(font));
    return (
      Math.max(...cells.map((cell, i) => doc.heightOfString(cell || "—", { width: widths[i] - PAD * 2 }))) +
      PAD * 2
    );
  };

  const drawRow = (
    cells: string[],
    font: string,
    fill?: string,
    colours?: (string | undefined)[],
    height?: number,
  ) => {
    const h = height ?? rowHeight(cells, font);
    const y = doc.y;
    if (fill) doc.rect(x0, y, contentWidth, h).fill(fill);
    let x = x0;
    cells.forEach((cell, i) => {
      doc
        .font(font)
        .fontSize(sizeOf(font))
        .fillColor(colours?.[i] ?? INK)
        .text(cell || "—", x + PAD, y + PAD, { width: widths[i] - PAD * 2 });
      x += widths[i];
    });
    doc
      .moveTo(x0, y + h)
      .lineTo(x0 + contentWidth, y + h)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.x = x0;
    doc.y = y + h;
  };

  const header = columns.map((c) => c.header);
  const headerHeight = rowHeight(header, FONT.bold);
  ensureSpace(doc, headerHeight + 24);
  drawRow(header, FONT.bold, HEAD_FILL);
  if (rows.length === 0) {
    drawRow([empty, ...columns.slice(1).map(() => "")], FONT.italic);
    doc.moveDown(0.5);
    return;
  }
  for (const row of rows) {
    const h = rowHeight(row, FONT.regular);
    if (doc.y + h > bottom) {
      doc.addPage();
      drawRow(header, FONT.bold, HEAD_FILL);
    }
    drawRow(
      row,
      FONT.regular,
      undefined,
      columns.map((c) => c.colour?.(row)),
      h,
    );
  }
  doc.moveDown(0.6);
}

/** Page numbers and the plan's name in every page's footer. */
export function footers(doc: Doc, title: string) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    if (i === range.start) continue;
    // Writing below the bottom margin would open a new page: lift the margin while writing the footer.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = PAGE.height - PAGE.margin + 8;
    doc.font(FONT.regular).fontSize(7.5).fillColor(MUTED);
    doc.text(title, PAGE.margin, y, { width: contentWidth / 2, lineBreak: false, height: 10 });
    doc.text(`Page ${i + 1} of ${range.count}`, PAGE.margin + contentWidth / 2, y, {
      width: contentWidth / 2,
      align: "right",
      lineBreak: false,
      height: 10,
    });
    doc.page.margins.bottom = margin;
  }
}

export function richText(doc: Doc, html: string) {
  for (const block of richTextBlocks(html)) {
    if (block.kind === "h") subheading(doc, block.text);
    else paragraph(doc, block.kind === "li" ? `•  ${block.text}` : block.text);
  }
}
