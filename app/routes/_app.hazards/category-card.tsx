import { Form, Link } from "@remix-run/react";
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
        {canManage ? (
          <div className="flex flex-wrap gap-2">
            <Form method="post" className="flex gap-2" aria-label={`Rename ${c.name}`}>
              <input type="hidden" name="intent" value="update-category" />
              <input type="hidden" name="id" value={c.id} />
              <input
                name="name"
                defaultValue={c.name}
                className="input w-48"
                aria-label={`Name of ${c.name}`}
                maxLength={120}
              />
              <button type="submit" className="btn-secondary">
                Rename
              </button>
            </Form>
            <Link
              to={`?confirm=delete-category&id=${c.id}`}
              className="btn-danger no-underline"
              aria-label={`Delete category ${c.name}`}
            >
              Delete
            </Link>
          </div>
        ) : null}
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
                <div className="flex flex-wrap gap-2">
                  <Form method="post" className="flex gap-2">
                    <input type="hidden" name="intent" value="update-hazard" />
                    <input type="hidden" name="id" value={h.id} />
                    <input
                      name="name"
                      defaultValue={h.name}
                      className="input w-44"
                      aria-label={`Name of ${h.name}`}
                    />
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
                    <button type="submit" className="btn-secondary">
                      Save
                    </button>
                  </Form>
                  <Link
                    to={`?confirm=delete-hazard&id=${h.id}`}
                    className="btn-danger no-underline"
                    aria-label={`Delete hazard ${h.name}`}
                  >
                    Delete
                  </Link>
                </div>
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
