import type { ApiCaller, TestApi } from "../../../tests/support/api";
import { planSeenVersions } from "./seen";

/** What an approver sends as `seen` (N3): the plan's edit versions as they read it now (none if they may not). */
export async function planSeenNow(api: ApiCaller, token: string, id: string) {
  const read = await api.call("get", `/managementPlan/${id}`, { token });
  return planSeenVersions(read.status === 200 ? read.body.data : { editVersions: {}, updatedAt: 0 });
}

/** The approver's decision on the plan as they read it just before, as the page form sends it. */
export async function decidePlan(
  api: ApiCaller,
  token: string,
  id: string,
  body: { decision: "APPROVED" | "REJECTED"; approveComments?: string },
) {
  const seen = await planSeenNow(api, token, id);
  return api.call("put", `/managementPlan/${id}/approverStatus`, { token, body: { ...body, seen } });
}

/** Creates a plan through the API and, when asked, takes it through approval. */
export async function makePlan(
  api: TestApi,
  author: { token: string; id: string },
  opts: {
    type?: "Incident" | "Crisis";
    name?: string;
    approver?: { token: string; id: string };
    locations?: { country?: string; state?: string; city?: string; site?: string }[];
    approve?: boolean;
  } = {},
) {
  const res = await api.call("post", `/managementPlan/${opts.type ?? "Crisis"}`, {
    token: author.token,
    body: {
      name: opts.name ?? "Head office crisis plan",
      ownerId: author.id,
      approverId: opts.approver?.id ?? "",
      locations: opts.locations ?? [],
    },
  });
  if (res.status !== 201) throw new Error(`create plan: ${JSON.stringify(res.body)}`);
  const plan = res.body.data;
  if (opts.approve && opts.approver) {
    const sent = await api.call("post", `/managementPlan/${plan.id}/approvalStatus`, { token: author.token });
    if (sent.status !== 200) throw new Error(`send: ${JSON.stringify(sent.body)}`);
    const ok = await decidePlan(api, opts.approver.token, plan.id, { decision: "APPROVED" });
    if (ok.status !== 200) throw new Error(`approve: ${JSON.stringify(ok.body)}`);
    return ok.body.data;
  }
  return plan;
}
