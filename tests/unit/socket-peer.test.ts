import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installSocketPeer, PEER_HEADER } from "../../scripts/socket-peer.mjs";

/** N2: the launcher writes each request's TCP peer into a header, after removing the one the client sent. */
let server: http.Server;
let base: string;
beforeAll(async () => {
  installSocketPeer();
  server = http.createServer((req, res) => res.end(JSON.stringify(req.headers[PEER_HEADER] ?? null)));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

describe("the launcher's socket peer header", () => {
  it("carries the socket's address, not what the client wrote", async () => {
    const answer = await fetch(base, { headers: { [PEER_HEADER]: "203.0.113.66" } });
    expect(await answer.json()).toMatch(/127\.0\.0\.1$/);
  });

  it("names its header to the app (KEEL_PEER_HEADER), so the app trusts it only behind the launcher", () => {
    expect(process.env.KEEL_PEER_HEADER).toBe(PEER_HEADER);
  });
});
