/** Image types Keel stores for avatars and logos, recognised by their first bytes, not by the claimed type. */
const SIGNATURES: { mime: string; test: (b: Buffer) => boolean }[] = [
  { mime: "image/png", test: (b) => b.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10])) },
  { mime: "image/jpeg", test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { mime: "image/gif", test: (b) => b.subarray(0, 6).toString("latin1").startsWith("GIF8") },
  {
    mime: "image/webp",
    test: (b) =>
      b.subarray(0, 4).toString("latin1") === "RIFF" && b.subarray(8, 12).toString("latin1") === "WEBP",
  },
];

export type ImageCheck =
  | { ok: true; dataUrl: string; mime: string; bytes: number }
  | { ok: false; reason: string };

/**
 * Checks an uploaded image given as a data URL (the profile picker reads the file as one, spec §5):
 * PNG, JPEG, GIF or WebP by content, at most maxBytes once decoded. SVG is refused (it can carry script).
 * Answers a normalised data URL whose type is the detected one.
 */
export function checkImageDataUrl(value: string, maxBytes: number): ImageCheck {
  const match = /^data:([a-z0-9.+/-]+);base64,([A-Za-z0-9+/=\s]+)$/i.exec(value);
  if (!match) return { ok: false, reason: "Choose a PNG, JPEG, GIF or WebP image." };
  const bytes = Buffer.from(match[2].replace(/\s/g, ""), "base64");
  if (bytes.length === 0) return { ok: false, reason: "The image is empty." };
  if (bytes.length > maxBytes) {
    return { ok: false, reason: `The image is larger than ${Math.round(maxBytes / 1024)} KB.` };
  }
  const kind = SIGNATURES.find((s) => s.test(bytes));
  if (!kind) return { ok: false, reason: "Choose a PNG, JPEG, GIF or WebP image." };
  return {
    ok: true,
    mime: kind.mime,
    bytes: bytes.length,
    dataUrl: `data:${kind.mime};base64,${bytes.toString("base64")}`,
  };
}
