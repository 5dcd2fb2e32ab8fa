/**
 * Gives the app the address of the TCP peer of each request (security review N2): without a trusted proxy that
 * address is the client, and the sign-in, sign-up and recovery limits are kept per client with it.
 *
 * remix-serve hands the app a Fetch Request, which has no socket. Node publishes every incoming request on the
 * public diagnostics channel `http.server.request.start` (with its socket) synchronously, before the server's
 * 'request' listeners run; here the header PEER_HEADER is first removed from what the client sent (so nobody can
 * write their own) and then set to the socket's address. The launcher names the header to the app through
 * KEEL_PEER_HEADER, so a server started another way (no launcher) does not trust a header nobody strips.
 */
import diagnostics from "node:diagnostics_channel";

export const PEER_HEADER = "x-keel-peer";

/** Installs the rewrite in this process (once) and tells the app's config which header carries the peer. */
export function installSocketPeer() {
  if (process.env.KEEL_PEER_HEADER === PEER_HEADER) return;
  diagnostics.subscribe("http.server.request.start", ({ request, socket }) => {
    delete request.headers[PEER_HEADER];
    if (socket.remoteAddress) request.headers[PEER_HEADER] = socket.remoteAddress;
  });
  process.env.KEEL_PEER_HEADER = PEER_HEADER;
}
