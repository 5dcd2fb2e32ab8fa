import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "~/config.server";
import { FILE_MESSAGES } from "~/domains/files/rules";
import { setFileStorage } from "~/domains/files/service.server";
import { type StorageSettings, storageKeyFor, storageSettings } from "~/platform/files/storage.server";
import { createTestApi, type TestApi } from "../../../tests/support/api";
import { startS3Server } from "../../../tests/support/s3-server";
import { makePlan } from "../management-plans/test-helpers";

/**
 * One storage contract, run against both stores the app ships: the local disk (URLs served by the API itself) and
 * an S3-compatible bucket (URLs signed for a real S3-compatible server the suite starts). A client does the same
 * thing with either: announce the file, PUT its bytes to the signed URL, say it is done, download through a signed
 * URL, delete.
 */
interface Store {
  name: string;
  settings: StorageSettings;
  /** Fetches a signed URL the way a browser would reach that store. */
  fetch(url: string, init?: RequestInit): Promise<Response>;
  /** Whether the store still holds bytes under a key. */
  holds(key: string): Promise<boolean>;
  close(): Promise<void>;
}

let api: TestApi;
let admin: Awaited<ReturnType<TestApi["user"]>>;
const stores: Store[] = [];

beforeAll(async () => {
  api = await createTestApi();
  admin = await api.user("CorpAdmin");
  const dir = mkdtempSync(path.join(tmpdir(), "keel-files-"));
  const local = storageSettings(parseEnv({ DATA_DIR: dir, UPLOAD_SIGNING_SECRET: "test-secret" }));
  stores.push({
    name: "local disk",
    settings: local,
    fetch: async (url, init) => api.app.fetch(new Request(url, init)),
    holds: async (key) => existsSync(path.join(local.uploadDir, key)),
    close: async () => rmSync(dir, { recursive: true, force: true }),
  });
  // One S3-compatible server for the whole file, on a free port, in a temporary folder.
  const s3server = await startS3Server();
  const s3 = storageSettings(parseEnv({ ...s3server.env, DATA_DIR: dir, UPLOAD_URL_TTL_SECONDS: "600" }));
  const { storedHead } = await import("~/platform/files/s3.server");
  stores.push({
    name: "S3-compatible bucket",
    settings: s3,
    fetch: (url, init) => fetch(url, init),
    holds: async (key) => (await storedHead(s3, key)) !== null,
    close: s3server.close,
  });
});
afterAll(async () => {
  setFileStorage(undefined);
  await api.close();
  for (const store of stores) await store.close();
});

const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a, 0x00, 0xff, 0x80, 0x7f]);
const text = (s: string) => new TextEncoder().encode(s);

/** Announces an upload of `bytes` as an attachment of a new plan section: its plan, signed upload and id. */
async function announce(bytes: Uint8Array, fileName = "tree.pdf", contentType = "application/pdf") {
  const plan = await makePlan(api, admin);
  const section = await api.call("post", `/managementPlan/${plan.id}/section`, {
    token: admin.token,
    body: { title: "Contacts" },
  });
  const res = await api.call("post", "/signedUrl/managementPlanAttachments", {
    token: admin.token,
    body: {
      planId: plan.id,
      sectionId: section.body.data.id,
      fileName,
      contentType,
      size: bytes.byteLength,
    },
  });
  expect(res.status).toBe(201);
  const { upload, attachment } = res.body.data;
  return { planId: plan.id as string, upload, id: attachment.id as string };
}

describe.each(["local disk", "S3-compatible bucket"])("file storage contract: %s", (name) => {
  let store: Store;
  beforeAll(() => {
    store = stores.find((s) => s.name === name)!;
    setFileStorage(store.settings);
  });

  /** What a client does after announcing: PUT the bytes, then say it is done. The first refusal, else the answer. */
  async function deliver(
    upload: { url: string; headers: Record<string, string> },
    id: string,
    body: Uint8Array<ArrayBuffer>,
    headers = upload.headers,
  ) {
    const put = await store.fetch(upload.url, { method: "PUT", headers, body });
    if (!put.ok) return { status: put.status, message: await errorMessage(put) };
    const done = await api.call("post", `/signedUrl/managementPlanAttachments/${id}/complete`, {
      token: admin.token,
    });
    return { status: done.status, message: done.body?.error?.message as string | undefined };
  }

  async function errorMessage(res: Response) {
    const body = await res.text();
    try {
      return JSON.parse(body).error?.message as string | undefined;
    } catch {
      return body; // the bucket answers XML
    }
  }

  async function listed(planId: string) {
    const details = await api.call("get", `/managementPlan/${planId}`, { token: admin.token });
    return details.body.data.sections[0].attachments.map((a: { id: string }) => a.id) as string[];
  }

  const downloadLink = (id: string) =>
    api.call("get", `/signedUrl/managementPlanAttachments/${id}`, { token: admin.token });

  it("uploads through a signed URL, lists the file once done, and downloads the same bytes, type and name", async () => {
    const { planId, upload, id } = await announce(pdf, "tree plan.pdf");
    expect(upload.method).toBe("PUT");
    expect(await listed(planId)).toEqual([]);
    expect(await deliver(upload, id, pdf)).toEqual({ status: 200, message: undefined });
    expect(await listed(planId)).toEqual([id]);
    expect(await store.holds(storageKeyFor(admin.companyId, id))).toBe(true);

    const link = await downloadLink(id);
    expect(link.status).toBe(200);
    const download = await store.fetch(link.body.data.download.url);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.headers.get("content-disposition")).toContain(encodeURIComponent("tree plan.pdf"));
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(pdf);
  });

  it("reads a file larger than the part whose type is checked", async () => {
    const long = text(`Call the site manager first.\n${"x".repeat(10_000)}\n`);
    const { planId, upload, id } = await announce(long, "notes.txt", "text/plain");
    expect((await deliver(upload, id, long)).status).toBe(200);
    expect(await listed(planId)).toEqual([id]);
    const download = await store.fetch((await downloadLink(id)).body.data.download.url);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(long);
  });

  it("does not count bytes of another size than announced", async () => {
    const { planId, upload, id } = await announce(pdf);
    const short = await deliver(upload, id, pdf.slice(0, 9));
    expect(short.status).toBeGreaterThanOrEqual(400);
    expect(await listed(planId)).toEqual([]);
    expect((await downloadLink(id)).status).toBe(404);
  });

  it("refuses bytes of another type than the URL was signed for", async () => {
    const { planId, upload, id } = await announce(pdf);
    const other = await deliver(upload, id, pdf, { "content-type": "text/plain" });
    expect(other.status).toBeGreaterThanOrEqual(400);
    expect(await listed(planId)).toEqual([]);
  });

  it("refuses content that does not match its type, and keeps nothing stored", async () => {
    const html = text("<html><body>hi</body></html>");
    const { planId, upload, id } = await announce(html, "report.pdf");
    expect(await deliver(upload, id, html)).toEqual({ status: 415, message: FILE_MESSAGES.contentMismatch });
    expect(await listed(planId)).toEqual([]);
    expect(await store.holds(storageKeyFor(admin.companyId, id))).toBe(false);
  });

  it("deleting a file removes its bytes from the store, and its download URL stops working", async () => {
    const { planId, upload, id } = await announce(pdf);
    await deliver(upload, id, pdf);
    const link = await downloadLink(id);
    const removed = await api.call("delete", `/signedUrl/managementPlanAttachments/${id}`, {
      token: admin.token,
    });
    expect(removed.status).toBe(200);
    expect(await listed(planId)).toEqual([]);
    expect(await store.holds(storageKeyFor(admin.companyId, id))).toBe(false);
    expect((await store.fetch(link.body.data.download.url)).ok).toBe(false);
    expect((await downloadLink(id)).status).toBe(404);
  });
});

describe("S3-compatible bucket: what only the bucket does", () => {
  it("signs upload URLs for the configured time and type, without a body checksum, and reads an object's size and first bytes without the rest", async () => {
    const s3 = stores.find((s) => s.name === "S3-compatible bucket")!;
    setFileStorage(s3.settings);
    const { storedHead, storedStart } = await import("~/platform/files/s3.server");
    const { upload, id } = await announce(pdf, "a.pdf");
    const signed = new URL(upload.url).searchParams;
    expect(signed.get("X-Amz-Expires")).toBe("600");
    expect(signed.get("X-Amz-SignedHeaders")).toContain("content-type");
    // No checksum of an empty body signed in: a real bucket would refuse the actual bytes against it.
    expect([...signed.keys()].filter((k) => k.toLowerCase().startsWith("x-amz-checksum"))).toEqual([]);
    const key = storageKeyFor(admin.companyId, id);
    expect(await storedHead(s3.settings, key)).toBeNull();
    expect((await fetch(upload.url, { method: "PUT", headers: upload.headers, body: pdf })).status).toBe(200);
    expect(await storedHead(s3.settings, key)).toEqual({
      size: pdf.byteLength,
      contentType: "application/pdf",
    });
    expect(await storedStart(s3.settings, key, 4)).toEqual(pdf.slice(0, 4));
  });
});
