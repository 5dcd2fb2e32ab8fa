import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";

/**
 * The modal form of the confirmation (Radix), in a module of its own: Radix and its focus and scroll helpers
 * (about 15 KB gzip) load when a page shows a confirmation, not with every page that has one to show.
 */
export default function ConfirmDialog({
  title,
  description,
  actions,
  onClose,
}: {
  title: string;
  description: ReactNode;
  /** The confirmation's form (Confirm and Cancel). */
  actions: ReactNode;
  onClose: () => void;
}) {
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          role="alertdialog"
          className="fixed left-1/2 top-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-5 shadow-xl"
        >
          <Dialog.Title className="mb-2 text-lg font-medium">{title}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="mb-4 text-sm text-gray-700">{description}</div>
          </Dialog.Description>
          {actions}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
