import type { TestApi } from "../../../tests/support/api";

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
    const ok = await api.call("put", `/managementPlan/${plan.id}/approverStatus`, {
      token: opts.approver.token,
      body: { decision: "APPROVED" },
    });
    if (ok.status !== 200) throw new Error(`approve: ${JSON.stringify(ok.body)}`);
    return ok.body.data;
  }
  return plan;
}
