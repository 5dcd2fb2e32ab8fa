import { type ComponentType, useEffect, useRef, useState } from "react";
import { asRichTextHtml } from "~/shared/plain-text-html";
import { ErrorList } from "~/ui/forms";

type Editor = ComponentType<{ id: string; name: string; initialHtml: string; label: string }>;

/**
 * A rich-text field (spec §9 toolbar). Without JavaScript it is a plain textarea that still saves
 * (the server turns its paragraphs into HTML); with JavaScript the Lexical editor replaces it and
 * writes its HTML into a hidden input of the same name. Either way the server sanitises.
 *
 * Lexical is loaded only where a rich-text field is shown, once JavaScript runs. Until its code has arrived the
 * textarea the server drew stays (the same element from first paint on), and the editor starts from what was
 * typed into it: a slow phone's first sentences are never dropped (UX re-run: a summary typed before the
 * editor loaded was lost and Save said it was empty).
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
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [loaded, setLoaded] = useState<{ Editor: Editor; initialHtml: string; focus: boolean } | null>(null);
  useEffect(() => {
    let live = true;
    import("./lexical-editor").then(({ default: Editor }) => {
      const typed = textarea.current?.value;
      if (!live) return;
      setLoaded({
        Editor,
        initialHtml: typed !== undefined && typed !== defaultValue ? asRichTextHtml(typed) : defaultValue,
        focus: document.activeElement === textarea.current,
      });
    });
    return () => {
      live = false;
    };
  }, [defaultValue]);
  // Whoever was typing keeps typing: the editor takes the focus the textarea had.
  useEffect(() => {
    if (loaded?.focus) document.getElementById(id)?.focus();
  }, [loaded, id]);
  return (
    <div className="mb-4">
      <label htmlFor={id} className="label">
        {label}
      </label>
      {loaded ? (
        <loaded.Editor id={id} name={name} initialHtml={loaded.initialHtml} label={label} />
      ) : (
        <textarea
          ref={textarea}
          id={id}
          name={name}
          defaultValue={defaultValue}
          rows={12}
          className="input font-sans"
          aria-describedby={errors?.length ? errorId : undefined}
        />
      )}
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}
