import { Form, useSearchParams } from "@remix-run/react";
import { EXPOSURE_LEVELS, IMPACT_LABELS, PROCESS_STATUS_LABELS, PROCESS_STATUSES } from "~/domains/bcp/model";
import { FilterSelect } from "~/ui/filter-form";

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
          <FilterSelect
            id="status-filter"
            name="status"
            label="Status"
            labelClassName="sr-only"
            value={params.get("status") ?? ""}
            all="All statuses"
            options={PROCESS_STATUSES.map((s) => ({ value: s, label: PROCESS_STATUS_LABELS[s] }))}
            className="input w-40"
          />
          <FilterSelect
            id="impact-filter"
            name="criticalityLevel"
            label="Business impact"
            labelClassName="sr-only"
            value={params.get("criticalityLevel") ?? ""}
            all="All impacts"
            options={EXPOSURE_LEVELS.map((l) => ({ value: l, label: IMPACT_LABELS[l] }))}
            className="input w-44"
          />
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
