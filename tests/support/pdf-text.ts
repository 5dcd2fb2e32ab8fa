import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * A printed plan's text as a reader's viewer extracts it (pdftotext, poppler-utils; installed by .ci/run). With
 * BCP_PDF_OUT set, the PDF is also written there to look at.
 */
export function pdfText(bytes: Uint8Array): string {
  const file = join(mkdtempSync(join(tmpdir(), "keel-pdf-")), "plan.pdf");
  writeFileSync(file, bytes);
  if (process.env.BCP_PDF_OUT) writeFileSync(process.env.BCP_PDF_OUT, bytes);
  return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
}
