import { useState } from "react";
import { type AnyField, ErrorList } from "~/ui/forms";

/**
 * An image chooser that works both ways: with JavaScript the chosen file is read as a data URL
 * (spec §5) into a hidden field and previewed; without it the file itself is uploaded with the form
 * (multipart) and the server reads it. The server checks type and size either way.
 */
export function ImagePicker({
  field,
  label,
  current,
  removeLabel,
}: {
  /** The form's field for the image: its name, and its errors shown under the picker. */
  field: AnyField;
  label: string;
  current: string | null;
  removeLabel: string;
}) {
  const { name, errors, errorId } = field;
  const [preview, setPreview] = useState<string | null>(current);
  const [dataUrl, setDataUrl] = useState("");
  return (
    <div className="mb-4">
      {/* A real label (not aria-label): the file input's name then matches what is shown (WCAG 2.5.3). */}
      <label htmlFor={`${name}File`} className="label">
        {label}
      </label>
      <div className="flex items-center gap-4">
        {preview ? (
          <img src={preview} alt="" className="h-16 w-16 rounded-full border border-gray-200 object-cover" />
        ) : (
          <span className="flex h-16 w-16 items-center justify-center rounded-full bg-gray-100 text-xs text-gray-600">
            None
          </span>
        )}
        <div className="space-y-2">
          <input
            type="file"
            id={`${name}File`}
            name={`${name}File`}
            accept="image/png,image/jpeg,image/gif,image/webp"
            aria-describedby={errors?.length ? errorId : undefined}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              if (!file) return;
              const reader = new FileReader();
              reader.onload = () => {
                const result = typeof reader.result === "string" ? reader.result : "";
                setDataUrl(result);
                setPreview(result);
              };
              reader.readAsDataURL(file);
            }}
          />
          <input type="hidden" name={name} value={dataUrl} />
          {current ? (
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" name={`${name}Remove`} value="true" />
              {removeLabel}
            </label>
          ) : null}
        </div>
      </div>
      <p className="mt-1 text-xs text-gray-500">PNG, JPEG, GIF or WebP.</p>
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}
