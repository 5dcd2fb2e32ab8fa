import { type ComponentProps, useEffect, useState } from "react";
import type { AnalysisEditor } from "./analysis-editor";

type Editor = typeof import("./analysis-editor");

/**
 * The analysis sections' editor (BIA, risks, dependencies, MALO, scenarios, team, summary) is code the plan
 * editor's other sections never need, so it loads on demand. A page that shows it at once has it loaded before
 * hydration (`preloadAnalysisEditor`, from app/entry.client.tsx), so the first client render draws what the server
 * drew and keeps what was chosen meanwhile. The slot swaps its placeholder for the editor once, before any of its
 * fields exists: a swap later (React.lazy's Suspense giving way to the loaded module on a re-render) would mount
 * the forms afresh and drop what was chosen in them.
 */
const MARK = "bcp-analysis-editor";

let ready: Editor | null = null;
const load = () => import("./analysis-editor").then((editor) => (ready = editor));

/** The server's copy, given when its module loads (analysis-editor-slot.server.ts), so it renders at once. */
export function provideAnalysisEditor(editor: Editor) {
  ready = editor;
}

/** Before hydration: loads the editor when the server drew it. */
export function preloadAnalysisEditor(document: Document): Promise<unknown> {
  return document.querySelector(`[data-needs="${MARK}"]`) ? load() : Promise.resolve();
}

export function AnalysisEditorSlot(props: ComponentProps<typeof AnalysisEditor>) {
  const [editor, setEditor] = useState(ready);
  useEffect(() => {
    if (!editor) load().then(setEditor);
  }, [editor]);
  const Loaded = editor?.AnalysisEditor;
  return (
    <div data-needs={MARK}>
      {Loaded ? <Loaded {...props} /> : <p className="text-sm text-gray-600">Loading the section…</p>}
    </div>
  );
}
