import { describe, expect, it } from "vitest";
import { z } from "zod";
import { endpoint } from "~/api/endpoint.server";
import type { ApiData, apiClient } from "./api.server";
import type { apiFileDownload } from "./pdf-download.server";

// The typed hop, proved by `tsc` (npm run typecheck checks this file): each `@ts-expect-error` below must meet
// an error, so a wrong path, a wrong body field or a wrong answer field read stops compiling. The calls never
// run; vitest only sees that the file loads.

type Api = Awaited<ReturnType<typeof apiClient>>;

async function calls(api: Api, id: string) {
  // A declared path, and one with an id written in: both reach their endpoint's types.
  const list = await api.get("/incident/all", { page: 1 });
  const one = await api.get(`/incident/${id}`);
  const actions = await api.get(`/incident/${id}/actions`);
  if (list.ok && one.ok && actions.ok) {
    const title: string | null = one.data.title;
    const total: number = list.body.page.total;
    const first: string | undefined = actions.data[0]?.title;
    void [title, total, first];
    // @ts-expect-error no such answer field
    void one.data.titel;
    // @ts-expect-error the answer's createdAt arrives as an ISO string, not a Date
    one.data.createdAt.getTime();
  }

  // @ts-expect-error no such path
  await api.get("/incidnet/all");
  // @ts-expect-error GET only: there is no POST /incident/all
  await api.post("/incident/all", {});
  // @ts-expect-error no such path under an id
  await api.get(`/incident/${id}/actionz`);

  await api.put(`/incident/${id}/status`, { status: "In Progress" });
  // @ts-expect-error a body field the endpoint does not take
  await api.put(`/incident/${id}/status`, { status: "In Progress", colour: "red" });
  // @ts-expect-error the endpoint needs a body
  await api.put(`/incident/${id}/status`);
}

// A download's path and query are checked the same way.
async function downloads(
  download: typeof apiFileDownload,
  args: Parameters<typeof apiFileDownload>[0],
  id: string,
) {
  await download(args, "/bcp/bcpPdf", { bcpId: id });
  await download(args, `/incident/${id}/exercise-report/pdf`, { versionId: id });
  await download(args, "/selfAssessment/pdf");
  await download(args, `/incident/${id}/reports/${id}/csv`);
  // @ts-expect-error no such path
  await download(args, "/bcp/bcpPfd", { bcpId: id });
  // @ts-expect-error a query field the endpoint does not take
  await download(args, "/bcp/bcpPdf", { bcpId: id, planId: id });
  // @ts-expect-error the endpoint needs its query
  await download(args, "/bcp/bcpPdf");
  // @ts-expect-error no such export format
  await download(args, `/incident/${id}/reports/${id}/xlsx`);
}

// A screen's props name their type from the endpoint: a field the presenter does not answer fails here.
type Incident = ApiData<"get", "/incident/{id}">;
const readsName = (incident: Incident) => incident.hazardName;
// @ts-expect-error the presenter answers no companyId
const readsCompany = (incident: Incident) => incident.companyId;

// A declared answer schema must describe what the handler answers.
const honest = endpoint({
  method: "get",
  path: "/probe",
  tag: "Probe",
  summary: "probe",
  permission: "public",
  answer: z.object({ updated: z.number() }),
  handler: () => ({ updated: 1 }),
});
const dishonest = endpoint({
  method: "get",
  path: "/probe",
  tag: "Probe",
  summary: "probe",
  permission: "public",
  // @ts-expect-error the handler answers a number, not a string
  answer: z.object({ updated: z.string() }),
  handler: () => ({ updated: 1 }),
});

describe("the typed API client", () => {
  it("is checked by tsc (see the @ts-expect-error cases)", () => {
    expect([calls, downloads, readsName, readsCompany].every((f) => typeof f === "function")).toBe(true);
    expect(honest.answer?.safeParse({ updated: 1 }).success).toBe(true);
    expect(dishonest.path).toBe("/probe");
  });
});
