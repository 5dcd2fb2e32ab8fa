import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { PageHeader } from "~/ui/page";

/** A confirmation page: the same with or without JavaScript (the spec's confirmation dialogs). */
export function ConfirmPage({
  title,
  children,
  confirmLabel,
  danger,
  cancelTo,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  cancelTo: string;
}) {
  return (
    <section>
      <PageHeader title={title} />
      <Form method="post" className="card max-w-xl" role="alertdialog" aria-label={title}>
        <div className="mb-4 text-gray-700">{children}</div>
        <div className="flex gap-2">
          <button type="submit" className={danger ? "btn-danger" : "btn-primary"}>
            {confirmLabel}
          </button>
          <Link to={cancelTo} className="btn-secondary">
            Cancel
          </Link>
        </div>
      </Form>
    </section>
  );
}
