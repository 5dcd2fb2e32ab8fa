import type PDFDocument from "pdfkit";

type Doc = InstanceType<typeof PDFDocument>;

/** Page geometry and the house style of Keel's printed plans (green primary, Helvetica). */
export const PAGE = { margin: 48, width: 595.28, height: 841.89 } as const;
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

export function heading(doc: Doc, text: string, help?: string) {
  ensureSpace(doc, 80);
  doc.moveDown(0.6);
  doc
    .font("Helvetica-Bold")
    .fontSize(15)
    .fillColor(PRIMARY)
    .text(text, PAGE.margin, doc.y, { width: contentWidth });
  doc
    .moveTo(PAGE.margin, doc.y + 2)
    .lineTo(PAGE.margin + contentWidth, doc.y + 2)
    .lineWidth(1)
    .strokeColor(PRIMARY)
    .stroke();
  doc.moveDown(0.4);
  if (help) {
    doc.font("Helvetica-Oblique").fontSize(8.5).fillColor(MUTED).text(help, { width: contentWidth });
    doc.moveDown(0.4);
  }
}

export function subheading(doc: Doc, text: string) {
  ensureSpace(doc, 50);
  doc.moveDown(0.4);
  doc
    .font("Helvetica-Bold")
    .fontSize(11)
    .fillColor(INK)
    .text(text, PAGE.margin, doc.y, { width: contentWidth });
  doc.moveDown(0.2);
}

export function paragraph(doc: Doc, text: string, options: { muted?: boolean } = {}) {
  doc
    .font("Helvetica")
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
    doc
      .font("Helvetica-Bold")
      .fontSize(9.5)
      .fillColor(MUTED)
      .text(label, PAGE.margin, y, { width: labelWidth });
    doc
      .font("Helvetica")
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

/** A table with a shaded header row that repeats on every page it spans; rows never split. */
export function table(doc: Doc, columns: Column[], rows: string[][], empty = "Data Not Found") {
  const total = columns.reduce((sum, c) => sum + c.width, 0);
  const widths = columns.map((c) => (c.width / total) * contentWidth);
  const x0 = PAGE.margin;

  const rowHeight = (cells: string[], font: string) => {
    doc.font(font).fontSize(FONT_SIZE);
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
        .fontSize(FONT_SIZE)
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
  const headerHeight = rowHeight(header, "Helvetica-Bold");
  ensureSpace(doc, headerHeight + 24);
  drawRow(header, "Helvetica-Bold", HEAD_FILL);
  if (rows.length === 0) {
    drawRow([empty, ...columns.slice(1).map(() => "")], "Helvetica-Oblique");
    doc.moveDown(0.5);
    return;
  }
  for (const row of rows) {
    const h = rowHeight(row, "Helvetica");
    if (doc.y + h > bottom) {
      doc.addPage();
      drawRow(header, "Helvetica-Bold", HEAD_FILL);
    }
    drawRow(
      row,
      "Helvetica",
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
    doc.font("Helvetica").fontSize(7.5).fillColor(MUTED);
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
