import { useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { Toast as ToastData } from "~/shared/toast";

export const TOAST_STYLES: Record<ToastData["type"], string> = {
  success: "bg-green-600 text-white",
  error: "bg-red-600 text-white",
  warning: "bg-orange-500 text-white",
};

/** Server-rendered, so it shows without JavaScript; it fades by CSS and never blocks clicks. */
export function Toast({ toast }: { toast: ToastData | null }) {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    setVisible(true);
    if (!toast) return;
    const timer = setTimeout(() => setVisible(false), 5000);
    return () => clearTimeout(timer);
  }, [toast]);
  // A new submission makes the last message old news: a refused save answers without a new toast, and the earlier
  // save's "saved successfully" must not stand beside its error (UX review B-2). A save that works brings its own.
  const submitting = useNavigation().state === "submitting";
  useEffect(() => {
    if (submitting) setVisible(false);
  }, [submitting]);
  if (!toast || !visible) return null;
  return (
    <div
      role={toast.type === "error" ? "alert" : "status"}
      data-toast={toast.type}
      className={`pointer-events-none fixed bottom-4 right-4 z-50 max-w-sm animate-toast-out rounded-md px-4 py-3 shadow-lg ${TOAST_STYLES[toast.type]}`}
    >
      {toast.message}
    </div>
  );
}
