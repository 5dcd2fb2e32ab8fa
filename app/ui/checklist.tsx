import type { ReactNode } from "react";

/** A checklist's card (the incident's first response, a new company's set-up): its heading names the section. */
export function ChecklistCard({
  id,
  title,
  children,
}: {
  id: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="card mb-4" data-testid={id}>
      <h2 id={id} className="mb-2 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A step's mark in a checklist: ✓ once done, else its number; `shrink-0` beside text that wraps. */
export function StepMark({
  done,
  number,
  fixed = false,
}: {
  done: boolean;
  number: number;
  fixed?: boolean;
}) {
  return (
    <span
      aria-hidden="true"
      className={`inline-flex h-6 w-6 ${fixed ? "shrink-0 " : ""}items-center justify-center rounded-full text-sm ${done ? "bg-green-600 text-white" : "border border-gray-400 text-gray-600"}`}
    >
      {done ? "✓" : number}
    </span>
  );
}
