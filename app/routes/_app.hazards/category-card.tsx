import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { ErrorList, FormErrors } from "~/ui/forms";
import { failureFor, messageOf } from "~/web/form-failure";

export interface Category {
  id: string;
  name: string;
  description: string | null;
  hazardCount: number;
}
export interface Hazard {
  id: string;
  name: string;
  description: string | null;
  categoryId: string;
}

/**
 * A catalogue row's controls, for those who manage it: its form (the name, and a hazard's other fields as
 * `children`) sent as `update-<kind>`, and its Delete, which asks first (`?confirm=delete-<kind>`). A category
 * is renamed; a hazard saved.
 */
function RowControls({
  kind,
  row,
  children,
}: {
  kind: "category" | "hazard";
  row: { id: string; name: string };
  children?: ReactNode;
}) {
  const category = kind === "category";
  return (
    <div className="flex flex-wrap gap-2">
      <Form method="post" className="flex gap-2" aria-label={category ? `Rename ${row.name}` : undefined}>
        <input type="hidden" name="intent" value={`update-${kind}`} />
        <input type="hidden" name="id" value={row.id} />
        <input
          name="name"
          defaultValue={row.name}
          className={category ? "input w-48" : "input w-44"}
          aria-label={`Name of ${row.name}`}
          maxLength={category ? 120 : undefined}
        />
        {children}
        <button type="submit" className="btn-secondary">
          {category ? "Rename" : "Save"}
        </button>
      </Form>
      <Link
        to={`?confirm=delete-${kind}&id=${row.id}`}
        className="btn-danger no-underline"
        aria-label={`Delete ${kind} ${row.name}`}
      >
        Delete
      </Link>
    </div>
  );
}

/** One hazard category: its name, its hazards and, for those who manage the catalogue, their forms. */
export function CategoryCard({
  category: c,
  hazards: own,
  categories,
  canManage,
  failure,
}: {
  category: Category;
  hazards: Hazard[];
  categories: Category[];
  canManage: boolean;
  /** The answer of the page action: each form shows it when it was for that form. */
  failure: unknown;
}) {
  const catFailure =
    failureFor(failure, "update-category", c.id) ?? failureFor(failure, "delete-category", c.id);
  const hazardFailure = failureFor(failure, "create-hazard", c.id);
  return (
    <article className="card" aria-labelledby={`cat-${c.id}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`cat-${c.id}`} className="text-lg font-semibold">
          {c.name} <span className="text-sm font-normal text-gray-500">({c.hazardCount})</span>
        </h2>
        {canManage ? <RowControls kind="category" row={c} /> : null}
      </div>
      {catFailure ? <FormErrors errors={[messageOf(catFailure, "name")]} /> : null}
      {c.description ? <p className="text-sm text-gray-600">{c.description}</p> : null}
      <ul className="mt-3 divide-y">
        {own.map((h) => {
          const hFailure =
            failureFor(failure, "update-hazard", h.id) ?? failureFor(failure, "delete-hazard", h.id);
          return (
            <li key={h.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>{h.name}</span>
              {canManage ? (
                <RowControls kind="hazard" row={h}>
                  <select
                    name="categoryId"
                    defaultValue={c.id}
                    className="input w-40"
                    aria-label={`Category of ${h.name}`}
                  >
                    {categories.map((o) => (
                      <option key={o.id} value={o.id}>
                        {o.name}
                      </option>
                    ))}
                  </select>
                </RowControls>
              ) : null}
              {hFailure ? <ErrorList errors={[messageOf(hFailure, "name")]} /> : null}
            </li>
          );
        })}
      </ul>
      {canManage ? (
        <Form method="post" className="mt-3 flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="create-hazard" />
          <input type="hidden" name="categoryId" value={c.id} />
          <div>
            <label htmlFor={`new-hazard-${c.id}`} className="label">
              New hazard in {c.name}
            </label>
            <input id={`new-hazard-${c.id}`} name="name" className="input w-64" maxLength={120} />
          </div>
          <button type="submit" className="btn-secondary">
            Add hazard
          </button>
          {hazardFailure ? <ErrorList errors={[messageOf(hazardFailure, "name")]} /> : null}
        </Form>
      ) : null}
    </article>
  );
}
