import { describe, expect, it } from "vitest";
import { collectGarbage } from "../../tests/support/gc";
import { relayUntilClientGone } from "./client-gone.server";

/** An endless source, like a live event stream: one chunk, then nothing until cancelled. */
function endless() {
  const state = { cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode("event: counts\n\n"));
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { stream, state };
}

const readsToEnd = (reader: ReadableStreamDefaultReader<Uint8Array>, ms: number) =>
  Promise.race([
    (async () => {
      while (!(await reader.read()).done);
      return true;
    })(),
    new Promise<false>((resolve) => setTimeout(() => resolve(false), ms)),
  ]);

describe("relayUntilClientGone", () => {
  it("ends the relay and cancels its source when the client leaves, even after the request was collected", async () => {
    const client = new AbortController();
    const source = endless();
    // A Request made from the client's signal, as the web server makes one, and then held by nobody else.
    const relay = relayUntilClientGone(
      new Request("http://keel.test/notifications/stream", { signal: client.signal }),
      source.stream,
    ).getReader();
    expect(new TextDecoder().decode((await relay.read()).value)).toBe("event: counts\n\n");
    await collectGarbage();
    client.abort();
    expect(await readsToEnd(relay, 2_000)).toBe(true);
    expect(source.state.cancelled).toBe(true);
  });

  it("passes the source through to its end while the client stays", async () => {
    const chunks = ["a", "b"].map((c) => new TextEncoder().encode(c));
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(chunk);
        controller.close();
      },
    });
    const relay = relayUntilClientGone(new Request("http://keel.test/"), source);
    expect(await new Response(relay).text()).toBe("ab");
  });

  it("cancels the source when the reader of the relay cancels", async () => {
    const source = endless();
    const relay = relayUntilClientGone(new Request("http://keel.test/"), source.stream).getReader();
    await relay.read();
    await relay.cancel();
    expect(source.state.cancelled).toBe(true);
  });
});
