/** A one-time message shown after a redirect (spec §9 toast colours: success green, error red, warning orange). */
export type ToastType = "success" | "error" | "warning";
export interface Toast {
  type: ToastType;
  message: string;
}
