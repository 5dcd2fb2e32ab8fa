import remixData from "@remix-run/server-runtime/dist/data.js";

/**
 * The request the web server made for an HTTP request, by the copies Remix makes of it for each loader (it
 * strips `?index` and `?_data`, each copy following the previous one's signal weakly). Holding a loader's own
 * copy is not enough: the copies between are collected and the chain breaks there.
 */
const httpRequests = new WeakMap<Request, Request>();

/** Records that `copy` (a loader's request) was made from the HTTP request `original`. */
export function linkToHttpRequest(copy: Request, original: Request) {
  if (copy !== original) httpRequests.set(copy, httpRequests.get(original) ?? original);
}

/**
 * Wraps Remix's loader call so that each loader's request is linked to the request it was made from. Called once
 * by the server entry (server.ts). tests/unit/client-gone-wiring.test.ts fails if a Remix upgrade moves this
 * hook point.
 */
export function linkLoaderRequests() {
  const call = remixData.callRouteLoader;
  if ((call as { linked?: true }).linked) return;
  const linked: typeof call = (args) =>
    call({
      ...args,
      loader: (loaderArgs) => {
        linkToHttpRequest(loaderArgs.request, args.request);
        return args.loader(loaderArgs);
      },
    });
  remixData.callRouteLoader = Object.assign(linked, { linked: true as const });
}

/** The HTTP request behind a loader's request (itself when it has no recorded original). */
export function httpRequestOf(request: Request): Request {
  return httpRequests.get(request) ?? request;
}

/**
 * Calls `onGone` once the client behind `request` goes away (its signal aborts), and holds the request until
 * then. Holding it is the point: Node's Request follows the signal it was made from through a weak reference
 * (undici), so a Request that nothing else holds is garbage collected and its signal never hears the abort. A
 * long-lived response, such as a server-sent event stream, would then outlive its client for ever, holding its
 * socket, timers and database listener (found by the load soak: every closed live stream stayed in memory).
 * Returns the function that stops listening and lets the request go; call it when the response ends.
 */
export function onClientGone(request: Request, onGone: () => void): () => void {
  let held: Request | null = httpRequestOf(request);
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
