import { Form, useSearchParams } from "@remix-run/react";
import { EXPOSURE_LEVELS, IMPACT_LABELS, PROCESS_STATUS_LABELS, PROCESS_STATUSES } from "~/domains/bcp/model";

/** The search (and, on the process table, the status and impact filters), keeping the rest of the query. */
export function SearchForm() {
  const [params] = useSearchParams();
  return (
    <Form method="get" className="ml-auto flex gap-2" role="search">
      {[...params.entries()]
        .filter(([k]) => !["search", "page", "status", "criticalityLevel"].includes(k))
        .map(([k, v]) => (
          <input key={k} type="hidden" name={k} value={v} />
        ))}
      {params.get("view") === "processes" ? (
        <>
          <label className="sr-only" htmlFor="status-filter">
            Status
          </label>
          <select
            id="status-filter"
            name="status"
            defaultValue={params.get("status") ?? ""}
            className="input w-40"
          >
            <option value="">All statuses</option>
            {PROCESS_STATUSES.map((s) => (
              <option key={s} value={s}>
                {PROCESS_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
          <label className="sr-only" htmlFor="impact-filter">
            Business impact
          </label>
          <select
            id="impact-filter"
            name="criticalityLevel"
            defaultValue={params.get("criticalityLevel") ?? ""}
            className="input w-44"
          >
            <option value="">All impacts</option>
            {EXPOSURE_LEVELS.map((l) => (
              <option key={l} value={l}>
                {IMPACT_LABELS[l]}
              </option>
            ))}
          </select>
        </>
      ) : null}
      <label className="sr-only" htmlFor="search">
        Search
      </label>
      <input
        id="search"
        type="search"
        name="search"
        defaultValue={params.get("search") ?? ""}
        placeholder="Search"
        className="input w-56"
      />
      <button type="submit" className="btn-secondary">
        Search
      </button>
    </Form>
  );
}
