import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "~/config.server";
import { setFileStorage } from "~/domains/files/service.server";
import { storageSettings } from "~/platform/files/storage.server";
import { createTestApi, type TestApi } from "../../../tests/support/api";
import { makePlan } from "./test-helpers";

let api: TestApi;
let admin: Awaited<ReturnType<TestApi["user"]>>;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "keel-files-"));
  setFileStorage(storageSettings(parseEnv({ DATA_DIR: dir, UPLOAD_SIGNING_SECRET: "test-secret" })));
  api = await createTestApi();
  admin = await api.user("CorpAdmin");
});
afterAll(async () => {
  setFileStorage(undefined);
  api.setNow(null);
  await api.close();
  rmSync(dir, { recursive: true, force: true });
});

const fetchUrl = (url: string, init?: RequestInit) => api.app.fetch(new Request(url, init));

async function planWithSection() {
  const plan = await makePlan(api, admin);
  const section = await api.call("post", `/managementPlan/${plan.id}/section`, {
    token: admin.token,
    body: { title: "Contacts" },
  });
  return { plan, sectionId: section.body.data.id as string };
}

async function announce(planId: string, sectionId: string, bytes: Uint8Array, fileName = "tree.pdf") {
  return api.call("post", "/signedUrl/managementPlanAttachments", {
    token: admin.token,
    body: { planId, sectionId, fileName, contentType: "application/pdf", size: bytes.byteLength },
  });
}

const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a, 0x00, 0xff, 0x80, 0x7f]);

describe("attachments through signed URLs (local disk)", () => {
  it("uploads to a signed URL and downloads the same bytes back through a signed URL", async () => {
    const { plan, sectionId } = await planWithSection();
    const res = await announce(plan.id, sectionId, pdf);
    expect(res.status).toBe(201);
    const { upload, attachment } = res.body.data;
    expect(upload.method).toBe("PUT");
    const put = await fetchUrl(upload.url, { method: "PUT", headers: upload.headers, body: pdf });
    expect(put.status).toBe(200);
    const details = await api.call("get", `/managementPlan/${plan.id}`, { token: admin.token });
    expect(details.body.data.sections[0].attachments.map((a: { id: string }) => a.id)).toEqual([
      attachment.id,
    ]);
    const link = await api.call("get", `/signedUrl/managementPlanAttachments/${attachment.id}`, {
      token: admin.token,
    });
    const download = await fetchUrl(link.body.data.download.url);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.headers.get("content-disposition")).toContain("tree.pdf");
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(pdf);
  });

  it("refuses an expired upload URL and an expired download URL", async () => {
    const { plan, sectionId } = await planWithSection();
    const { upload, attachment } = (await announce(plan.id, sectionId, pdf)).body.data;
    api.setNow(new Date(Date.now() + 16 * 60 * 1000));
    try {
      const late = await fetchUrl(upload.url, { method: "PUT", headers: upload.headers, body: pdf });
      expect(late.status).toBe(403);
      expect((await late.json()).error.message).toBe("This link is invalid or has expired.");
    } finally {
      api.setNow(null);
    }
    const fresh = (await announce(plan.id, sectionId, pdf)).body.data;
    await fetchUrl(fresh.upload.url, { method: "PUT", headers: fresh.upload.headers, body: pdf });
    const link = await api.call("get", `/signedUrl/managementPlanAttachments/${fresh.attachment.id}`, {
      token: admin.token,
    });
    api.setNow(new Date(Date.now() + 16 * 60 * 1000));
    try {
      expect((await fetchUrl(link.body.data.download.url)).status).toBe(403);
    } finally {
      api.setNow(null);
    }
    expect(attachment.status).toBe("PENDING");
  });

  it("refuses a URL pointed at another file or another company, and a second upload to the same URL", async () => {
    const { plan, sectionId } = await planWithSection();
    const mine = (await announce(plan.id, sectionId, pdf)).body.data;
    await fetchUrl(mine.upload.url, { method: "PUT", headers: mine.upload.headers, body: pdf });
    const again = await fetchUrl(mine.upload.url, { method: "PUT", headers: mine.upload.headers, body: pdf });
    expect(again.status).toBe(409);

    const globex = await api.user("CorpAdmin", { company: "Globex" });
    const theirPlan = await makePlan(api, globex);
    const theirSection = await api.call("post", `/managementPlan/${theirPlan.id}/section`, {
      token: globex.token,
      body: { title: "Secret" },
    });
    const theirs = await api.call("post", "/signedUrl/managementPlanAttachments", {
      token: globex.token,
      body: { planId: theirPlan.id, sectionId: theirSection.body.data.id, fileName: "s.txt", size: 3 },
    });
    const theirFile = theirs.body.data.attachment.id as string;
    await fetchUrl(theirs.body.data.upload.url, { method: "PUT", body: "abc" });

    // My valid download signature, replayed against their file id (with my or their company): refused.
    const myLink = await api.call("get", `/signedUrl/managementPlanAttachments/${mine.attachment.id}`, {
      token: admin.token,
    });
    const swapped = myLink.body.data.download.url.replace(mine.attachment.id, theirFile);
    expect((await fetchUrl(swapped)).status).toBe(403);
    const theirCompany = new URL(swapped);
    theirCompany.searchParams.set("company", globex.company.id);
    expect((await fetchUrl(theirCompany.toString())).status).toBe(403);
    // And their attachment is not mine to ask a URL for.
    const probe = await api.call("get", `/signedUrl/managementPlanAttachments/${theirFile}`, {
      token: admin.token,
    });
    expect(probe.status).toBe(404);
    // An upload URL does not download.
    expect((await fetchUrl(mine.upload.url)).status).toBe(403);
  });

  it("checks type and size before issuing a URL, and the bytes against what was announced", async () => {
    const { plan, sectionId } = await planWithSection();
    const exe = await api.call("post", "/signedUrl/managementPlanAttachments", {
      token: admin.token,
      body: {
        planId: plan.id,
        sectionId,
        fileName: "setup.exe",
        contentType: "application/x-msdownload",
        size: 10,
      },
    });
    expect(exe.status).toBe(400);
    expect(exe.body.error.fields.file[0]).toMatch(/cannot be attached/);
    const disguised = await api.call("post", "/signedUrl/managementPlanAttachments", {
      token: admin.token,
      body: { planId: plan.id, sectionId, fileName: "x.pdf", contentType: "text/html", size: 10 },
    });
    expect(disguised.status).toBe(400);
    const huge = await api.call("post", "/signedUrl/managementPlanAttachments", {
      token: admin.token,
      body: {
        planId: plan.id,
        sectionId,
        fileName: "big.pdf",
        contentType: "application/pdf",
        size: 11 * 1024 * 1024,
      },
    });
    expect(huge.status).toBe(400);
    expect(huge.body.error.fields.size).toEqual(["The file is larger than 10 MB."]);
    const { upload } = (await announce(plan.id, sectionId, pdf)).body.data;
    const short = await fetchUrl(upload.url, {
      method: "PUT",
      headers: upload.headers,
      body: pdf.slice(0, 4),
    });
    expect(short.status).toBe(400);
    const long = await fetchUrl(upload.url, {
      method: "PUT",
      headers: upload.headers,
      body: new Uint8Array(pdf.byteLength + 1),
    });
    expect(long.status).toBe(400);
    expect((await long.json()).error.message).toBe("The file received does not match the one announced.");
    // Neither attempt used up the URL: the announced bytes still go through.
    const right = await fetchUrl(upload.url, { method: "PUT", headers: upload.headers, body: pdf });
    expect(right.status).toBe(200);
  });

  it("removing a section removes its files, whose URLs then stop working", async () => {
    const { plan, sectionId } = await planWithSection();
    const { upload, attachment } = (await announce(plan.id, sectionId, pdf)).body.data;
    await fetchUrl(upload.url, { method: "PUT", headers: upload.headers, body: pdf });
    const link = await api.call("get", `/signedUrl/managementPlanAttachments/${attachment.id}`, {
      token: admin.token,
    });
    const removed = await api.call("delete", `/managementPlan/section/${sectionId}`, { token: admin.token });
    expect(removed.status).toBe(200);
    expect((await fetchUrl(link.body.data.download.url)).status).toBe(403);
    const again = await api.call("get", `/signedUrl/managementPlanAttachments/${attachment.id}`, {
      token: admin.token,
    });
    expect(again.status).toBe(404);
  });

  it("keeps a BCP's files within the plan's read and manage scope (issue 20 item 17)", async () => {
    const { makePlan: makeBcp, makeUnit } = await import("../../../tests/support/bcp");
    const lead = await api.user("BCPLead");
    const finance = await makeUnit(api, admin.companyId, "Finance");
    const operations = await makeUnit(api, admin.companyId, "Operations");
    const bcp = await makeBcp(api, admin.token, { businessUnitId: operations.unit.id, bcLeadId: lead.id });
    const bcpId = bcp.id;
    const res = await api.call("post", "/signedUrl/bcpAttachments", {
      token: lead.token,
      body: { bcpId, fileName: "bia.csv", contentType: "text/csv", size: 5 },
    });
    expect(res.status).toBe(201);
    await fetchUrl(res.body.data.upload.url, {
      method: "PUT",
      headers: res.body.data.upload.headers,
      body: "a,b\n1",
    });
    const list = await api.call("get", "/signedUrl/bcpAttachments", { token: admin.token, query: { bcpId } });
    expect(list.body.data.map((a: { fileName: string }) => a.fileName)).toEqual(["bia.csv"]);
    const fileId = list.body.data[0].id as string;

    // A view-only user of another unit cannot read the plan, so neither its files (list, download) nor add one.
    const viewer = await api.user("BUViewOnly", { businessUnitIds: [finance.unit.id] });
    expect((await api.call("get", "/bcp", { token: viewer.token, query: { bcpId } })).status).toBe(404);
    const listed = await api.call("get", "/signedUrl/bcpAttachments", {
      token: viewer.token,
      query: { bcpId },
    });
    expect(listed.status).toBe(404);
    expect(
      (await api.call("get", `/signedUrl/bcpAttachments/${fileId}`, { token: viewer.token })).status,
    ).toBe(404);
    // Another BCP Lead (no part in the plan) and a BU administrator of another unit cannot add or remove files.
    const otherLead = await api.user("BCPLead");
    const buAdmin = await api.user("BUAdmin", { businessUnitIds: [finance.unit.id] });
    for (const token of [otherLead.token, buAdmin.token]) {
      const upload = await api.call("post", "/signedUrl/bcpAttachments", {
        token,
        body: { bcpId, fileName: "x.csv", contentType: "text/csv", size: 1 },
      });
      expect(upload.status).toBe(404);
      expect((await api.call("delete", `/signedUrl/bcpAttachments/${fileId}`, { token })).status).toBe(404);
    }
    // An unknown plan id takes no file.
    const unknown = await api.call("post", "/signedUrl/bcpAttachments", {
      token: admin.token,
      body: { bcpId: crypto.randomUUID(), fileName: "x.csv", contentType: "text/csv", size: 1 },
    });
    expect(unknown.status).toBe(404);
    const globex = await api.user("CorpAdmin", { company: "Globex" });
    expect(
      (await api.call("get", "/signedUrl/bcpAttachments", { token: globex.token, query: { bcpId } })).status,
    ).toBe(404);
    const employee = await api.user("Employee");
    const refused = await api.call("post", "/signedUrl/bcpAttachments", {
      token: employee.token,
      body: { bcpId, fileName: "x.csv", size: 1 },
    });
    expect(refused.status).toBe(403);
    // The plan's lead still downloads it.
    expect((await api.call("get", `/signedUrl/bcpAttachments/${fileId}`, { token: lead.token })).status).toBe(
      200,
    );
  });
});

describe("hostile uploads (local disk)", () => {
  const text = (s: string) => new TextEncoder().encode(s);
  const png = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82]);

  async function announceAs(fileName: string, contentType: string, bytes: Uint8Array) {
    const { plan, sectionId } = await planWithSection();
    const res = await api.call("post", "/signedUrl/managementPlanAttachments", {
      token: admin.token,
      body: { planId: plan.id, sectionId, fileName, contentType, size: bytes.byteLength },
    });
    return { res, planId: plan.id };
  }

  const disguised: [string, string, string, Uint8Array<ArrayBuffer>][] = [
    ["an HTML page renamed .png", "pic.png", "image/png", text("<!doctype html><script>alert(1)</script>")],
    [
      "an SVG with a script renamed .png",
      "logo.png",
      "image/png",
      text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    ],
    ["an HTML page named .pdf", "report.pdf", "application/pdf", text("<html><body>hi</body></html>")],
    ["a PNG announced as a Word document", "plan.docx", "", png],
    ["a program named .txt", "notes.txt", "text/plain", new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00])],
  ];

  it.each(disguised)(
    "refuses %s when its bytes arrive, and stores nothing",
    async (_label, name, type, bytes) => {
      const { res } = await announceAs(name, type, bytes);
      expect(res.status).toBe(201); // the name and announced type look fine: only the bytes tell
      const { upload, attachment } = res.body.data;
      const put = await fetchUrl(upload.url, { method: "PUT", headers: upload.headers, body: bytes });
      expect(put.status).toBe(415);
      expect((await put.json()).error.message).toBe("The file's content does not match its type.");
      const link = await api.call("get", `/signedUrl/managementPlanAttachments/${attachment.id}`, {
        token: admin.token,
      });
      expect(link.status).toBe(404);
      expect(existsSync(path.join(dir, "uploads", admin.companyId, attachment.id))).toBe(false);
    },
  );

  it("accepts files whose bytes match: PDF, PNG, plain text, a zip-based Office file", async () => {
    const docx = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]);
    for (const [name, type, bytes] of [
      ["a.pdf", "application/pdf", pdf],
      ["a.png", "image/png", png],
      ["a.txt", "text/plain", text("Call the site manager first.\n")],
      ["a.docx", "", docx],
    ] as const) {
      const { upload } = (await announceAs(name, type, bytes)).res.body.data;
      const put = await fetchUrl(upload.url, { method: "PUT", headers: upload.headers, body: bytes });
      expect(put.status, name).toBe(200);
    }
  });

  it("refuses names that try to leave the folder; odd names stay names, stored under the file's id", async () => {
    for (const name of ["../../etc/passwd.pdf", "/etc/passwd.pdf", "..\\..\\win.ini.pdf", "evil\u0000.pdf"]) {
      const { res } = await announceAs(name, "application/pdf", pdf);
      expect(res.status, JSON.stringify(name)).toBe(400);
      expect(res.body.error.fields.fileName).toEqual(["The file name is not valid."]);
    }
    const odd = '..%2f..%2fetc%2fpasswd"; filename=evil.html.pdf';
    const { res } = await announceAs(odd, "application/pdf", pdf);
    expect(res.status).toBe(201);
    const { upload, attachment } = res.body.data;
    expect((await fetchUrl(upload.url, { method: "PUT", headers: upload.headers, body: pdf })).status).toBe(
      200,
    );
    expect(existsSync(path.join(dir, "uploads", admin.companyId, attachment.id))).toBe(true);
    expect(
      readdirSync(path.join(dir, "uploads", admin.companyId)).every((f) => /^[0-9a-f-]{36}$/.test(f)),
    ).toBe(true);
    const link = await api.call("get", `/signedUrl/managementPlanAttachments/${attachment.id}`, {
      token: admin.token,
    });
    const download = await fetchUrl(link.body.data.download.url);
    expect(download.headers.get("content-disposition")).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent(odd)}`,
    );
    expect(download.headers.get("content-disposition")).not.toContain('"');
    expect(download.headers.get("x-content-type-options")).toBe("nosniff");
    expect(download.headers.get("content-type")).toBe("application/pdf");
  });

  it("answers an upload larger than the limit with 413 and a clear message", async () => {
    const { res } = await announceAs("a.pdf", "application/pdf", pdf);
    const { upload } = res.body.data;
    const put = await fetchUrl(upload.url, {
      method: "PUT",
      headers: { ...upload.headers, "content-length": String(11 * 1024 * 1024) },
      body: pdf,
    });
    expect(put.status).toBe(413);
    expect((await put.json()).error.message).toBe("The file is larger than 10 MB.");
  });
});
