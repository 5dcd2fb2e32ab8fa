import { DEFAULT_PAGE_SIZE, PAGE_SIZES, USER_STATUSES } from "~/domains/users/model";
import { ROLE_LABELS, ROLES } from "~/shared/roles";
import { FilterForm, FilterSelect } from "~/ui/filter-form";

/** The list's filters (search, role, status, rows), sent as the page's query. */
export function UserFilters({ query }: { query: Record<string, string> }) {
  return (
    <FilterForm label="Filter users" submit={{ text: "Apply", primary: true }} card>
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
      <FilterSelect
        name="role"
        label="Role"
        value={query.role ?? ""}
        all="All roles"
        options={ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
      />
      <FilterSelect
        name="status"
        label="Status"
        value={query.status ?? ""}
        all="All statuses"
        options={USER_STATUSES.map((s) => ({ value: s, label: s }))}
      />
      <FilterSelect
        name="pageSize"
        label="Rows"
        value={query.pageSize ?? String(DEFAULT_PAGE_SIZE)}
        options={PAGE_SIZES.map((n) => ({ value: n, label: n }))}
      />
    </FilterForm>
  );
}
