import { Link } from "@remix-run/react";
import { useLink } from "./use-link";

export type Page = { page: number; pageSize: number; total: number };

export function Pager({ page }: { page: Page }) {
  const link = useLink();
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  if (pages <= 1) return <p className="mt-3 text-sm text-gray-500">{page.total} in all</p>;
  return (
    <nav aria-label="Pages" className="mt-3 flex items-center gap-3 text-sm">
      {page.page > 1 ? <Link to={link({ page: String(page.page - 1) })}>Previous</Link> : null}
      <span>
        Page {page.page} of {pages} · {page.total} in all
      </span>
      {page.page < pages ? <Link to={link({ page: String(page.page + 1) })}>Next</Link> : null}
    </nav>
  );
}
