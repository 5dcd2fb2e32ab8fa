import { describe, expect, it } from "vitest";
import { answerOrThrow, dataOrThrow, recordOrThrow } from "./page-read.server";

const ok = { ok: true as const, status: 200, data: { n: 1 }, body: { data: { n: 1 }, page: { total: 1 } } };
const refused = (status: number) => ({
  ok: false as const,
  status,
  error: { code: "X", message: "No such thing" },
});

/** What a loader throws: the Response the route's error boundary shows. */
function thrown(read: () => unknown) {
  try {
    read();
  } catch (error) {
    return error as Response;
  }
  throw new Error("nothing thrown");
}

describe("a loader's read", () => {
  it("answers the data, or the whole answer with its body", () => {
    expect(dataOrThrow(ok)).toEqual({ n: 1 });
    expect(answerOrThrow(ok).body.page).toEqual({ total: 1 });
  });

  it("throws the API's refusal as the page's response: its message and its status", async () => {
    const res = thrown(() => dataOrThrow(refused(403)));
    expect(res.status).toBe(403);
    expect(await res.text()).toBe("No such thing");
    expect(thrown(() => answerOrThrow(refused(400))).status).toBe(400);
  });

  it("answers a record's malformed id (400) as not found, and any other refusal as it is", async () => {
    const res = thrown(() => recordOrThrow(refused(400)));
    expect(res.status).toBe(404);
    expect(await res.text()).toBe("No such thing");
    expect(thrown(() => recordOrThrow(refused(403))).status).toBe(403);
    expect(recordOrThrow(ok)).toEqual({ n: 1 });
  });
});
