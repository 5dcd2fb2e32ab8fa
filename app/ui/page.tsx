import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

export function PageHeader({
  title,
  actions,
  back,
  children,
}: {
  title: string;
  actions?: ReactNode;
  /** The page's one action when it is a way back (to the list or record it belongs to). */
  back?: { to: string; label: ReactNode };
  children?: ReactNode;
}) {
  if (back)
    actions = (
      <Link to={back.to} className="btn-secondary">
        {back.label}
      </Link>
    );
  return (
    <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold text-gray-900">{title}</h1>
        {/* Links in the description are underlined: colour alone does not tell them from the text (WCAG 1.4.1). */}
        {children ? <div className="mt-1 text-gray-600 [&_a]:underline">{children}</div> : null}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}

/** For screens whose issue has not landed yet: says plainly what the page will hold. */
export function ComingSoon({ title, description }: { title: string; description: string }) {
  return (
    <section>
      <PageHeader title={title} />
      <div className="card">
        <p className="text-gray-700">{description}</p>
        <p className="mt-2 text-sm text-gray-500">This screen is being built.</p>
      </div>
    </section>
  );
}
