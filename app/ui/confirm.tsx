import { Form, Link, useNavigate, useSearchParams } from "@remix-run/react";
import { lazy, type ReactNode, Suspense } from "react";
import { useHydrated } from "./use-hydrated";

/** The modal (Radix) loads when a confirmation is shown; until then the page shows the inline one. */
const ConfirmDialog = lazy(() => import("./confirm-dialog"));

export interface ConfirmProps {
  title: string;
  /** What will happen, in plain words (e.g. "Lena Lead is BC lead of 4 plans, one active in an incident."). */
  children: ReactNode;
  confirmLabel: string;
  /** Where Cancel (and, with JavaScript, Escape or a click outside) goes: the page without `?confirm=`. */
  cancelHref: string;
  /** The confirmed action: a POST of these fields (to `action`, or the current route). */
  fields?: Record<string, string>;
  action?: string;
  danger?: boolean;
}

/** The confirmation itself: a POST form with the consequence, Confirm and Cancel. */
function ConfirmBody({
  confirmLabel,
  cancelHref,
  fields,
  action,
  danger = true,
}: Omit<ConfirmProps, "title" | "children">) {
  return (
    <Form method="post" action={action} className="flex flex-wrap gap-2">
      {Object.entries(fields ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={danger ? "btn-danger" : "btn-primary"}>
        {confirmLabel}
      </button>
      <Link to={cancelHref} replace preventScrollReset className="btn-secondary no-underline">
        Cancel
      </Link>
    </Form>
  );
}

/**
 * THE confirmation of Keel (spec §9's dialogs, and every destructive action). A link adds `?confirm=…` to the
 * page and the page renders this: without JavaScript it is a server-rendered step at the top of the page; once
 * hydrated it is a Radix modal dialog over the page (loaded with the first confirmation shown; the inline step
 * stands until it has). Either way the confirmed action is the same POST.
 */
export function Confirm(props: ConfirmProps) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const { title, children } = props;
  const inline = (
    <div
      role="alertdialog"
      aria-labelledby="confirm-title"
      aria-describedby="confirm-text"
      className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-4"
    >
      <h2 id="confirm-title" className="font-medium">
        {title}
      </h2>
      <div id="confirm-text" className="mb-3 text-sm text-gray-700">
        {children}
      </div>
      <ConfirmBody {...props} />
    </div>
  );
  if (!hydrated) return inline;
  return (
    <Suspense fallback={inline}>
      <ConfirmDialog
        title={title}
        description={children}
        actions={<ConfirmBody {...props} />}
        onClose={() => navigate(props.cancelHref, { replace: true, preventScrollReset: true })}
      />
    </Suspense>
  );
}

/** The same confirmation as a page of its own (a route such as …/remove), with or without JavaScript. */
export function ConfirmPage(props: ConfirmProps) {
  return (
    <section role="alertdialog" aria-label={props.title} className="card max-w-xl">
      <h1 className="mb-2 text-2xl font-semibold text-gray-900">{props.title}</h1>
      <div className="mb-4 text-gray-700">{props.children}</div>
      <ConfirmBody {...props} />
    </section>
  );
}

/**
 * The page's confirmation step in its address: which one is asked (`?confirm=<kind>`) and of which row
 * (`?<idParam>=<id>`), the link that asks it (the page's other parameters kept: its search, its page) and the
 * page without it (Cancel).
 */
export function useConfirmStep(idParam = "id") {
  const [params] = useSearchParams();
  const without = new URLSearchParams(params);
  without.delete("confirm");
  without.delete(idParam);
  return {
    kind: params.get("confirm"),
    id: params.get(idParam),
    href: (kind: string, id: string) =>
      `?${new URLSearchParams([...without, ["confirm", kind], [idParam, id]])}`,
    cancelHref: `?${without}`,
  };
}
