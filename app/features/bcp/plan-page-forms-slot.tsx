import type { ReactNode } from "react";
import { OnDemandSlot, onDemand } from "~/ui/on-demand";

type Forms = typeof import("./plan-page-forms");

/** The plan page's forms, loaded on demand (plan-page-forms.tsx; the server's copy: plan-page-forms-slot.server.ts). */
const forms = onDemand("bcp-plan-page-forms", () => import("./plan-page-forms"));

export const providePlanPageForms = forms.provide;
export const preloadPlanPageForms = forms.preload;

export function PlanPageFormsSlot(props: { children: (forms: Forms) => ReactNode; className?: string }) {
  return <OnDemandSlot code={forms} {...props} />;
}
