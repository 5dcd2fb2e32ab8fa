import { randomBytes } from "node:crypto";
import { Writable } from "node:stream";
import type { EntryContext } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { getRuntime } from "~/runtime.server";
import { NonceProvider } from "~/ui/nonce";
import { documentSecurityHeaders, tileSources } from "~/web/security-headers.server";

const ABORT_DELAY = 5_000;

// Opening the database (and printing the demo accounts) at start rather than on the first request.
getRuntime().catch((error) => {
  console.error("[keel] start-up failed", error);
  process.exit(1);
});

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  const nonce = randomBytes(16).toString("base64");
  const behindTls =
    new URL(request.url).protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";
  documentSecurityHeaders(
    responseHeaders,
    nonce,
    behindTls,
    tileSources(remixContext.staticHandlerContext.loaderData),
  );
  return new Promise((resolve, reject) => {
    let rendered = false;
    // The whole document is rendered before it is sent (no page streams: the map and the editor load in the
    // browser only), then written once. Streaming wrote it in 2 KB pieces, each through the web stream, gzip
    // and the socket: a tenth of a page's server time (docs/performance.md).
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          rendered = true;
          const chunks: Buffer[] = [];
          const sink = new Writable({
            write(chunk: Buffer, _encoding, done) {
              chunks.push(chunk);
              done();
            },
            final(done) {
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              clearTimeout(timer);
              resolve(
                new Response(Buffer.concat(chunks), { headers: responseHeaders, status: responseStatusCode }),
              );
              done();
            },
          });
          pipe(sink);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (rendered) console.error(error);
        },
      },
    );
    const timer = setTimeout(abort, ABORT_DELAY);
  });
}
