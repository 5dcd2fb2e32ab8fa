/**
 * Reads a request body whole, stopping as soon as it passes `limit` bytes, whatever it announced: the rest is
 * never read, and what `tooLarge` makes is thrown (the API's error, the page action's 413 answer, a file upload's size mismatch).
 */
export async function readCapped(
  request: Request,
  limit: number,
  tooLarge: () => unknown,
): Promise<Buffer<ArrayBuffer>> {
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total);
}
