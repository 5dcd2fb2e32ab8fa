import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { getConfig } from "~/config.server";
import { type Action, can } from "~/domains/access/policy";
import type { PlanDetails } from "~/domains/management-plans/plans.server";
import type { PlanRowView } from "~/domains/management-plans/views.server";
import { paths } from "~/paths";
import type { PageArgs } from "~/web/api.server";
import { apiClient } from "~/web/api.server";
import { requirePermission, requireUser } from "~/web/auth.server";
import { redirectWithToast } from "~/web/session.server";
import type { PlanPerson } from "./view-types";

export type { PlanDetails, PlanPerson, PlanRowView };

/** Answers a failed API call the way screens expect: 404 page, or the message. */
export function failure(res: { status: number; error: { message: string } }): never {
  throw new Response(res.error.message, { status: res.status });
}

export async function loadPlan({ request, context }: PageArgs, id: string) {
  const api = await apiClient({ request, context });
  const res = await api.get(`/managementPlan/${id}`);
  if (!res.ok) failure(res);
  return res.data;
}

/** The loader of a page about one plan (`planId`) that needs the user allowed to `action`: the plan. */
export async function planLoader({ request, params, context }: LoaderFunctionArgs, action: Action) {
  await requirePermission({ request, context }, action);
  return { plan: await loadPlan({ request, context }, params.planId!) };
}

/** A plan's one-click change (clone, remove) answered as a toast: a refusal on the plan's page, success on `to`. */
export function toastPlanChange<R>(
  request: Request,
  planId: string,
  res: { ok: true; data: R } | { ok: false; error: { message: string } },
  success: { to: (answer: R) => string; message: string },
) {
  if (!res.ok)
    return redirectWithToast(request, paths.managementPlan(planId), {
      type: "error",
      message: res.error.message,
    });
  return redirectWithToast(request, success.to(res.data), { type: "success", message: success.message });
}

export async function loadPeople({ request, context }: PageArgs) {
  const api = await apiClient({ request, context });
  const res = await api.get("/managementPlan/people");
  if (!res.ok) failure(res);
  return res.data;
}

/**
 * Sends a file's bytes to the signed upload URL the API answered: in-process for Keel's own local store
 * (no network hop, as with every other API call), over HTTP for S3-compatible storage or a remote API.
 */
export async function putToSignedUrl(
  upload: { url: string; method: string; headers: Record<string, string> },
  body: Blob,
) {
  const config = getConfig();
  const url = new URL(upload.url);
  const init: RequestInit = { method: upload.method, headers: upload.headers, body };
  if (!config.apiUrl && url.pathname.startsWith("/api/files/") && upload.url.startsWith(config.appUrl)) {
    const { getRuntime } = await import("~/runtime.server");
    return (await getRuntime()).api.fetch(
      new Request(`http://keel.internal${url.pathname}${url.search}`, init),
    );
  }
  return fetch(upload.url, init);
}

export function back(request: Request, fallback: string) {
  const referer = request.headers.get("referer");
  if (referer) {
    const url = new URL(referer);
    if (url.origin === new URL(request.url).origin) return redirect(url.pathname + url.search);
  }
  return redirect(fallback);
}

/** Loader of the IMP and CMP tables: the plans of one type with the Owner, Approver and Status filters. */
export async function loadPlanList({ request, context }: PageArgs, kind: "Incident" | "Crisis") {
  const user = await requireUser({ request, context });
  const url = new URL(request.url);
  const filters = {
    ownerId: url.searchParams.get("ownerId") ?? "",
    approverId: url.searchParams.get("approverId") ?? "",
    status: url.searchParams.get("status") ?? "",
  };
  const api = await apiClient({ request, context });
  // The directory is for those who pick people (user.pick); the others filter by the owners and approvers the
  // plans they can read already name.
  const [plans, directory] = await Promise.all([
    api.get(`/managementPlan/${kind}`, filters),
    can(user, "user.pick") ? loadPeople({ request, context }) : null,
  ]);
  if (!plans.ok) failure(plans);
  const people = directory ?? namedIn(plans.data);
  return { plans: plans.data, people, filters, canManage: can(user, "managementPlan.manage") };
}

/** The owners and approvers the rows name, as filter choices (by name). */
function namedIn(rows: PlanRowView[]): PlanPerson[] {
  const named = new Map<string, PlanPerson>();
  for (const row of rows)
    for (const person of [row.owner, row.approver])
      if (person && !named.has(person.id))
        named.set(person.id, {
          id: person.id,
          name: person.name,
          email: "",
          roleLabel: "",
          canOwn: false,
          canApprove: false,
        });
  return [...named.values()].sort((a, b) => a.name.localeCompare(b.name));
}
