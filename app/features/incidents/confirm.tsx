import { Form, Link } from "@remix-run/react";

/** A confirmation panel reached by a link (?confirm=…&id=…), so it works without JavaScript. */
export function ConfirmPanel({
  id,
  intent,
  title,
  message,
  cancelHref,
  action,
}: {
  id: string;
  intent: "disable" | "escalate";
  title: string;
  message: string;
  cancelHref: string;
  action?: string;
}) {
  return (
    <div
      role="alertdialog"
      aria-labelledby="confirm-title"
      className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-4"
    >
      <h2 id="confirm-title" className="font-medium">
        {title}
      </h2>
      <p className="mb-3 text-sm text-gray-700">{message}</p>
      <Form method="post" action={action} className="flex gap-2">
        <input type="hidden" name="id" value={id} />
        <button type="submit" name="intent" value={intent} className="btn-danger">
          Confirm
        </button>
        <Link to={cancelHref} className="btn-secondary">
          Cancel
        </Link>
      </Form>
    </div>
  );
}

export const CONFIRM_TEXT = {
  disable: {
    title: "Disable",
    message: "Disable this incident? It leaves the active lists; nothing is deleted.",
  },
  escalate: {
    title: "Escalate to Crisis",
    message: "Escalate this incident to a crisis? Its history is kept.",
  },
} as const;
