import type { ComponentProps } from "react";
import { OnDemandSlot, onDemand } from "~/ui/on-demand";
import type { AnalysisEditor } from "./analysis-editor";

/**
 * The analysis sections' editor (BIA, risks, dependencies, MALO, scenarios, team, summary) is code the plan
 * editor's other sections never need, so it loads on demand (app/ui/on-demand.tsx).
 */
const editor = onDemand("bcp-analysis-editor", () => import("./analysis-editor"));

/** The server's copy, given when its module loads (analysis-editor-slot.server.ts), so it renders at once. */
export const provideAnalysisEditor = editor.provide;

/** Before hydration: loads the editor when the server drew it. */
export const preloadAnalysisEditor = editor.preload;

export function AnalysisEditorSlot(props: ComponentProps<typeof AnalysisEditor>) {
  return (
    <OnDemandSlot code={editor} waiting={<p className="text-sm text-gray-600">Loading the section…</p>}>
      {(loaded) => <loaded.AnalysisEditor {...props} />}
    </OnDemandSlot>
  );
}
