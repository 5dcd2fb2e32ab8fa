import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { can } from "~/domains/access/policy";
import { DisableUserConfirm } from "~/features/users/disable-confirm";
import { loadHeldBy } from "~/features/users/users.server";
import { paths } from "~/paths";
import { MESSAGES } from "~/shared/messages";
import { useConfirmStep } from "~/ui/confirm";
import { PageHeader } from "~/ui/page";
import { apiClient } from "~/web/api.server";
import { requireUser } from "~/web/auth.server";
import { answerOrThrow } from "~/web/page-read.server";
import { action } from "./action.server";
import { UserFilters } from "./user-filters";
import { UserTable } from "./user-table";

// The page's parts sit beside it: the action, the filters and the table.
export { action };

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
  const canManage = can(me, "user.manage");
  // Before a user is disabled, what they hold (UX review X4: the prompt counted none of it).
  const disabling = url.searchParams.get("confirm") === "disable" ? url.searchParams.get("userId") : null;
  const [res, held] = await Promise.all([
    api.get("/user/all", query).then(answerOrThrow),
    canManage && disabling ? loadHeldBy(api, disabling) : null,
  ]);
  const page = res.body.page as { page: number; pageSize: number; total: number };
  return { users: res.data, page, query, me: { id: me.id }, canManage, held };
}

function pageHref(query: Record<string, string>, page: number) {
  const params = new URLSearchParams({ ...query, page: String(page) });
  return `${paths.users}?${params}`;
}

export default function ManageUsers() {
  const { users, page, query, me, canManage, held } = useLoaderData<typeof loader>();
  const confirm = useConfirmStep("userId");
  const confirmHref = (userId: string) => confirm.href("disable", userId);
  const toDisable =
    confirm.kind === "disable" ? users.find((u) => u.id === confirm.id && u.canManage) : undefined;
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  return (
    <section>
      <PageHeader
        title="Manage Users"
        actions={
          canManage ? (
            <>
              <Link to={paths.externalUsers} className="btn-secondary">
                Create external user
              </Link>
              <Link to={paths.inviteUser} className="btn-primary">
                Invite user
              </Link>
            </>
          ) : null
        }
      >
        The people of your company who use Keel.
      </PageHeader>

      {toDisable ? (
        <DisableUserConfirm
          email={toDisable.email}
          held={held}
          cancelHref={confirm.cancelHref}
          fields={{ intent: "disable", userId: toDisable.id }}
        />
      ) : null}
      <UserFilters query={query} />

      {users.length === 0 ? (
        <p className="card text-gray-600">{MESSAGES.notFound}</p>
      ) : (
        <UserTable users={users} me={me} canManage={canManage} confirmHref={confirmHref} />
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
