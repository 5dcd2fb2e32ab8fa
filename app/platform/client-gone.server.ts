/**
 * Calls `onGone` once the client behind `request` goes away (its signal aborts), and holds the request until
 * then. Best effort: Remix hands a loader a copy of the HTTP request, and Node's Request follows the signal it was
 * made from through a weak reference (undici), so a copy may never hear the abort. A long-lived response must
 * therefore also end itself (the live stream ends after a bounded lifetime and when a write fails).
 * Returns the function that stops listening and lets the request go; call it when the response ends.
 */
export function onClientGone(request: Request, onGone: () => void): () => void {
  let held: Request | null = request;
  const signal = held.signal;
  const listener = () => {
    held = null;
    onGone();
  };
  if (signal.aborted) {
    queueMicrotask(listener);
    return () => {};
  }
  signal.addEventListener("abort", listener, { once: true });
  return () => {
    if (!held) return;
    held = null;
    signal.removeEventListener("abort", listener);
  };
}

/**
 * A copy of `source` that ends, and cancels `source`, when the client behind `request` goes away. The web
 * server reads a response body until it ends and never cancels it, so a relayed stream must end itself.
 */
export function relayUntilClientGone(
  request: Request,
  source: ReadableStream<Uint8Array>,
): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  // Cancelling settles a pending read as done, which ends the copy below.
  const stop = onClientGone(request, () => void reader.cancel().catch(() => {}));
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const chunk = await reader.read().catch(() => ({ done: true as const, value: undefined }));
      if (chunk.done) {
        stop();
        controller.close();
      } else controller.enqueue(chunk.value);
    },
    cancel(reason) {
      stop();
      return reader.cancel(reason);
    },
  });
}
