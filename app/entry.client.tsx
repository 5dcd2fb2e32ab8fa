import { RemixBrowser } from "@remix-run/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  });
}

/**
 * Code loaded on demand that the server already drew (a `data-needs` slot) is loaded first, so hydration finds the
 * same tree and keeps what was typed meanwhile. The slot's module is the page's own (already preloaded), so pages
 * without one load nothing more; a chunk that fails to load is loaded again by its slot after hydration.
 */
async function preloadSlots() {
  if (!document.querySelector("[data-needs]")) return;
  const [editor, planForms] = await Promise.all([
    import("~/features/bcp-analysis/analysis-editor-slot"),
    import("~/features/bcp/plan-page-forms-slot"),
  ]);
  await Promise.all([editor.preloadAnalysisEditor(document), planForms.preloadPlanPageForms(document)]);
}

preloadSlots()
  .catch(() => undefined)
  .finally(hydrate);
