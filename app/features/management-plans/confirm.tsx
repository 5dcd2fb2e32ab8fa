import type { ReactNode } from "react";
import { ConfirmPage as KitConfirmPage } from "~/ui/confirm";

/** A management plan's remove or clone, confirmed on a page of its own: the kit's confirmation page. */
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
    <KitConfirmPage title={title} confirmLabel={confirmLabel} danger={danger ?? false} cancelHref={cancelTo}>
      {children}
    </KitConfirmPage>
  );
}
