import { Confirm } from "~/ui/confirm";

/** Disable or escalate, confirmed (reached by a link ?confirm=…&id=…): the kit's confirmation. */
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
    <Confirm
      title={title}
      confirmLabel="Confirm"
      cancelHref={cancelHref}
      action={action}
      fields={{ id, intent }}
    >
      <p>{message}</p>
    </Confirm>
  );
}

export const CONFIRM_TEXT = {
  disable: {
    title: "Disable",
    message:
      "Disable this incident? It leaves the active lists and the plans active for it are deactivated; nothing is deleted.",
  },
  escalate: {
    title: "Escalate to Crisis",
    message: "Escalate this incident to a crisis? Its history is kept.",
  },
} as const;
