import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useSearchParams } from "@remix-run/react";
import { can } from "~/domains/access/policy";
import { USER_MESSAGES } from "~/domains/users/messages";
import type { UserView } from "~/domains/users/queries.server";
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, USER_STATUSES } from "~/domains/users/status";
import { UserStatusBadge } from "~/features/users/status-badge";
import { formatDate } from "~/shared/dates";
import { MESSAGES } from "~/shared/messages";
import { ROLE_LABELS, ROLES } from "~/shared/roles";
import { Confirm } from "~/ui/confirm";
import { PageHeader } from "~/ui/page";
import { apiClient } from "~/web/api.server";
import { requireUser } from "~/web/auth.server";
import { redirectWithToast } from "~/web/session.server";

export const meta: MetaFunction = () => [{ title: "Manage Users · Keel" }];

const FILTERS = ["search", "role", "status", "page", "pageSize"] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const me = await requireUser({ request, context });
  const url = new URL(request.url);
  const query: Record<string, string> = {};
  for (const key of FILTERS) {
    const value = url.searchParams.get(key)?.trim();
    if (value) query[key] = value;
  }
  const api = await apiClient({ request, context });
  const res = await api.get<UserView[]>("/user/all", query);
  if (!res.ok) {
    if (res.status === 400) throw new Response(res.error.message, { status: 400 });
    throw new Response(res.error.message, { status: res.status });
  }
  const page = res.body.page as { page: number; pageSize: number; total: number };
  return {
    users: res.data,
    page,
    query,
    me: { id: me.id },
    canManage: can(me, "user.manage"),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser({ request, context });
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const userId = String(form.get("userId") ?? "");
  const back = new URL(request.url);
  // Back to the list as it was, without the confirmation that led here.
  back.searchParams.delete("confirm");
  back.searchParams.delete("userId");
  const to = back.pathname + back.search;
  const api = await apiClient({ request, context });
  const res =
    intent === "resend"
      ? await api.post("/user/resend-invite", { userId })
      : await api.put("/user/disable-user", { userId, disabled: intent === "disable" });
  if (!res.ok) return redirectWithToast(request, to, { type: "error", message: res.error.message });
  const message =
    intent === "resend"
      ? USER_MESSAGES.inviteResent
      : intent === "disable"
        ? USER_MESSAGES.userDisabled
        : USER_MESSAGES.userEnabled;
  return redirectWithToast(request, to, { type: "success", message });
}

function pageHref(query: Record<string, string>, page: number) {
  const params = new URLSearchParams({ ...query, page: String(page) });
  return `/usermanagement?${params}`;
}

export default function ManageUsers() {
  const { users, page, query, me, canManage } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const without = new URLSearchParams(params);
  without.delete("confirm");
  without.delete("userId");
  const confirmHref = (userId: string) =>
    `?${new URLSearchParams([...without, ["confirm", "disable"], ["userId", userId]])}`;
  const toDisable =
    canManage && params.get("confirm") === "disable"
      ? users.find((u) => u.id === params.get("userId"))
      : undefined;
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  return (
    <section>
      <PageHeader
        title="Manage Users"
        actions={
          canManage ? (
            <>
              <Link to="/usermanagement/external" className="btn-secondary">
                Create external user
              </Link>
              <Link to="/usermanagement/invite" className="btn-primary">
                Invite user
              </Link>
            </>
          ) : null
        }
      >
        The people of your company who use Keel.
      </PageHeader>

      {toDisable ? (
        <Confirm
          title={`Disable ${toDisable.email}?`}
          confirmLabel="Disable"
          cancelHref={`?${without}`}
          fields={{ intent: "disable", userId: toDisable.id }}
        >
          <p>
            {toDisable.email} can no longer sign in, and is signed out now. Plans, approvals and incidents
            they hold stay assigned to them until you reassign them. You can enable the account again.
          </p>
        </Confirm>
      ) : null}
      <Form method="get" className="card mb-4 flex flex-wrap items-end gap-3" aria-label="Filter users">
        <div className="min-w-56 flex-1">
          <label htmlFor="search" className="label">
            Search
          </label>
          <input
            id="search"
            name="search"
            type="search"
            defaultValue={query.search ?? ""}
            placeholder="Name or email"
            className="input"
          />
        </div>
        <div>
          <label htmlFor="role" className="label">
            Role
          </label>
          <select id="role" name="role" defaultValue={query.role ?? ""} className="input">
            <option value="">All roles</option>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="status" className="label">
            Status
          </label>
          <select id="status" name="status" defaultValue={query.status ?? ""} className="input">
            <option value="">All statuses</option>
            {USER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="pageSize" className="label">
            Rows
          </label>
          <select
            id="pageSize"
            name="pageSize"
            defaultValue={query.pageSize ?? String(DEFAULT_PAGE_SIZE)}
            className="input"
          >
            {PAGE_SIZES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-primary">
          Apply
        </button>
      </Form>

      {users.length === 0 ? (
        <p className="card text-gray-600">{MESSAGES.notFound}</p>
      ) : (
        <div className="card overflow-x-auto p-0">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-gray-200 bg-gray-50 text-xs uppercase text-gray-500">
              <tr>
                <th className="px-4 py-3">Name</th>
                <th className="px-4 py-3">Email</th>
                <th className="px-4 py-3">Role</th>
                <th className="px-4 py-3">Business units</th>
                <th className="px-4 py-3">Status</th>
                <th className="px-4 py-3">Last sign-in</th>
                {canManage ? <th className="px-4 py-3">Actions</th> : null}
              </tr>
            </thead>
            <tbody>
              {users.map((u) => (
                <tr key={u.id} className="border-b border-gray-100 last:border-0" data-testid="user-row">
                  <td className="px-4 py-3 font-medium text-gray-900">{u.name}</td>
                  <td className="px-4 py-3">{u.email}</td>
                  <td className="px-4 py-3">{u.roleLabel}</td>
                  <td className="px-4 py-3">{u.businessUnits.map((b) => b.name).join(", ") || "—"}</td>
                  <td className="px-4 py-3">
                    <UserStatusBadge status={u.status} />
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap">
                    {u.lastSignInAt ? formatDate(u.lastSignInAt, "MMMM dd, yyyy HH:mm") : "Never"}
                  </td>
                  {canManage ? (
                    <td className="px-4 py-3">
                      {u.id === me.id ? (
                        <span className="text-gray-600">You</span>
                      ) : (
                        <div className="flex flex-wrap gap-2">
                          <Link to={`/usermanagement/${u.id}`} aria-label={`Edit ${u.email}`}>
                            Edit
                          </Link>
                          {u.status === "Invited" ? (
                            <Form method="post" replace>
                              <input type="hidden" name="userId" value={u.id} />
                              <button
                                type="submit"
                                name="intent"
                                value="resend"
                                className="text-primary-700 underline"
                                aria-label={`Resend invite to ${u.email}`}
                              >
                                Resend invite
                              </button>
                            </Form>
                          ) : null}
                          {u.disabled ? (
                            <Form method="post" replace>
                              <input type="hidden" name="userId" value={u.id} />
                              <button
                                type="submit"
                                name="intent"
                                value="enable"
                                className="text-primary-700 underline"
                                aria-label={`Enable ${u.email}`}
                              >
                                Enable
                              </button>
                            </Form>
                          ) : (
                            // Disabling is confirmed first (UX review X4).
                            <Link
                              to={confirmHref(u.id)}
                              preventScrollReset
                              className="text-red-700 underline"
                              aria-label={`Disable ${u.email}`}
                            >
                              Disable
                            </Link>
                          )}
                        </div>
                      )}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <nav aria-label="Pages" className="mt-4 flex items-center justify-between text-sm text-gray-600">
        <span>
          {page.total} user{page.total === 1 ? "" : "s"} · page {page.page} of {pages}
        </span>
        <span className="flex gap-3">
          {page.page > 1 ? <Link to={pageHref(query, page.page - 1)}>Previous</Link> : null}
          {page.page < pages ? <Link to={pageHref(query, page.page + 1)}>Next</Link> : null}
        </span>
      </nav>
    </section>
  );
}
