import { Form } from "@remix-run/react";
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, USER_STATUSES } from "~/domains/users/model";
import { ROLE_LABELS, ROLES } from "~/shared/roles";

/** The list's filters (search, role, status, rows), sent as the page's query. */
export function UserFilters({ query }: { query: Record<string, string> }) {
  return (
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
  );
}
