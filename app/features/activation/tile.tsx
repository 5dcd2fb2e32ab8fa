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
  /** alert: red when not zero; warn: amber when not zero. Zero is always quiet. */
  tone?: "normal" | "alert" | "warn";
  children?: ReactNode;
}) {
  return (
    <section
      className={`card flex flex-col ${figure !== 0 && tone === "alert" ? "border-red-300" : figure !== 0 && tone === "warn" ? "border-amber-300" : ""}`}
      aria-label={title}
      data-testid="tile"
      data-tone={figure === 0 ? "quiet" : tone}
    >
      <h2 className="text-sm font-medium text-gray-600">{title}</h2>
      <p
        className={`text-3xl font-semibold ${figure === 0 ? "text-gray-400" : tone === "alert" ? "text-red-700" : tone === "warn" ? "text-amber-700" : "text-gray-900"}`}
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
