import type { ReactNode } from "react";

/**
 * The one status badge: a status's label on its fixed colour. The colour classes come from the status's own
 * table (each status list is defined once with its colours, e.g. app/shared/response-lists.ts); `kind` names
 * the list for tests and styles (`data-badge`).
 */
export function StatusBadge({
  children,
  colour,
  kind,
  title,
  state,
}: {
  children: ReactNode;
  /** Tailwind background and text classes, from the status's colour table. */
  colour: string;
  kind?: string;
  /** What the status means, on hover. */
  title?: string;
  /** The status key, as `data-state`, where a test or a style needs it. */
  state?: string;
}) {
  return (
    <span data-badge={kind} data-state={state} title={title} className={`status-pill ${colour}`}>
      {children}
    </span>
  );
}
