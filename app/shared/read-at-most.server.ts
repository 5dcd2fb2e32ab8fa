/**
 * The request's body, or null as soon as it grows past `limit` bytes: never buffers more than that, and the rest
 * is never read (a body that announced less than it sends is stopped all the same). The one reader of a capped
 * body: a file upload (`domains/files`), and the API's and the web tier's body guards may call it too.
 */
export async function readAtMost(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total);
}
