import type { ActionFunction, ServerBuild } from "@remix-run/node";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { guardRouteActions } from "~/web/action-guard.server";

/**
 * N1 (security review 2026-11-28): page forms are read within their route's limit and their fields counted
 * before any parser sees them. Each route's action here is a stand-in that says it ran, so an answer from the
 * guard is the guard's alone.
 */
const APP = "http://localhost:3305";
const ran: string[] = [];
const stub =
  (id: string): ActionFunction =>
  async ({ request }) => {
    await request.formData();
    ran.push(id);
    return Response.json({ ok: true });
  };
const ids = ["routes/login", "routes/passwordrecovery", "routes/_app.notifications", "routes/_app.profile"];
const routes = guardRouteActions(
  Object.fromEntries(
    ids.map((id) => [id, { id, path: id, module: { action: stub(id) } }]),
  ) as ServerBuild["routes"],
  () => APP,
);

beforeAll(() => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

async function post(id: string, body: BodyInit, headers: Record<string, string> = {}) {
  const request = new Request(`${APP}/x`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body,
    duplex: "half",
  } as RequestInit);
  ran.length = 0;
  try {
    return (await (routes[id].module.action as ActionFunction)({
      request,
      params: {},
      context: {},
    })) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/** A body sent in pieces without a Content-Length, so only counting while reading can stop it. */
function streamed(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(at, at + 16 * 1024));
      at += 16 * 1024;
    },
  });
}

describe("page form limits (N1)", () => {
  it("refuses POST /login with 40,000 repeated `x=1` fields (160 KB) before the action parses it", async () => {
    const form = `email=x%40y.example&password=a${"&x=1".repeat(40_000)}`;
    const announced = await post("routes/login", form);
    expect(announced.status).toBe(413);
    const unannounced = await post("routes/login", streamed(form));
    expect(unannounced.status).toBe(413);
    expect(ran).toEqual([]);
  });

  it("refuses a sign-in form whose field name repeats, even a small one (400)", async () => {
    const answer = await post("routes/login", "email=a%40b.example&password=x&email=c%40d.example");
    expect(answer.status).toBe(400);
    expect((await answer.json()).error.code).toBe("TOO_MANY_FIELDS");
    expect(ran).toEqual([]);
    expect((await post("routes/passwordrecovery", `email=a%40b.example${"&x=1".repeat(20)}`)).status).toBe(
      400,
    );
  });

  it("lets the honest sign-in form through", async () => {
    const answer = await post("routes/login", "email=a%40b.example&password=secret&redirectTo=%2Foverview");
    expect(answer.status).toBe(200);
    expect(ran).toEqual(["routes/login"]);
  });

  it("bounds repeats on other page forms: a checkbox group passes, 20,000 repeats of one name do not", async () => {
    const group = Array.from({ length: 200 }, (_, i) => `planIds=${i}`).join("&");
    expect((await post("routes/_app.notifications", group)).status).toBe(200);
    const flood = await post("routes/_app.notifications", "x=1&".repeat(20_000));
    expect(flood.status).toBe(400);
    expect(ran).toEqual([]);
  });

  it("counts multipart parts too, without reading the file as fields", async () => {
    const photo = new FormData();
    photo.set("firstName", "Ann");
    photo.set("profileImage", new File([new Uint8Array(300 * 1024)], "me.png", { type: "image/png" }));
    const upload = new Request(`${APP}/x`, { method: "POST", body: photo });
    const ok = await post("routes/_app.profile", await upload.arrayBuffer(), {
      "content-type": upload.headers.get("content-type") ?? "",
    });
    expect(ok.status).toBe(200);

    const flood = new FormData();
    for (let i = 0; i < 3000; i++) flood.append("x", "1");
    const many = new Request(`${APP}/x`, { method: "POST", body: flood });
    const refused = await post("routes/_app.profile", await many.arrayBuffer(), {
      "content-type": many.headers.get("content-type") ?? "",
    });
    expect(refused.status).toBe(400);
  });
});
