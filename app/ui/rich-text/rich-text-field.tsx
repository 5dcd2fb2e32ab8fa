import { lazy, Suspense } from "react";
import { ErrorList } from "~/ui/forms";
import { useHydrated } from "~/ui/use-hydrated";

/** Lexical is loaded only where a rich-text field is shown, and only once JavaScript runs. */
const LexicalEditor = lazy(() => import("./lexical-editor"));

/**
 * A rich-text field (spec §9 toolbar). Without JavaScript it is a plain textarea that still saves
 * (the server turns its paragraphs into HTML); with JavaScript the Lexical editor replaces it and
 * writes its HTML into a hidden input of the same name. Either way the server sanitises.
 */
export function RichTextField({
  id,
  name,
  label,
  defaultValue,
  errors,
  errorId,
}: {
  id: string;
  name: string;
  label: string;
  defaultValue: string;
  errors?: string[];
  errorId?: string;
}) {
  const hydrated = useHydrated();
  const textarea = (
    <textarea
      id={id}
      name={name}
      defaultValue={defaultValue}
      rows={12}
      className="input font-sans"
      aria-describedby={errors?.length ? errorId : undefined}
    />
  );
  return (
    <div className="mb-4">
      <label htmlFor={id} className="label">
        {label}
      </label>
      {hydrated ? (
        <Suspense fallback={textarea}>
          <LexicalEditor id={id} name={name} initialHtml={defaultValue} label={label} />
        </Suspense>
      ) : (
        textarea
      )}
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}
