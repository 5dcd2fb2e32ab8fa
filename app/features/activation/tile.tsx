import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

/** One overview tile: a figure, a few lines, and a link to its list. */
export function Tile({
  title,
  figure,
  to,
  linkLabel,
  tone = "normal",
  children,
}: {
  title: string;
  figure: number | string;
  to: string;
  linkLabel: string;
  tone?: "normal" | "alert";
  children?: ReactNode;
}) {
  return (
    <section className="card flex flex-col" aria-label={title} data-testid="tile">
      <h2 className="text-sm font-medium text-gray-600">{title}</h2>
      <p
        className={`text-3xl font-semibold ${tone === "alert" && figure !== 0 ? "text-red-700" : "text-gray-900"}`}
      >
        {figure}
      </p>
      <div className="mt-2 flex-1 text-sm">{children}</div>
      <Link to={to} className="mt-3 text-sm">
        {linkLabel}
      </Link>
    </section>
  );
}
