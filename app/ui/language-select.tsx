import { COMPANY_DEFAULT_LANGUAGE, LANGUAGE_NAMES, LANGUAGES } from "~/shared/i18n/languages";
import { ErrorList } from "./forms";

/**
 * A preferred-language picker (issue 36 item 7): the company's default first, then each language in its own words.
 * A plain select, so it works without JavaScript; its labels come from the loader (web/ui-text.server.ts).
 */
export function LanguageSelect({
  id,
  name = "language",
  text,
  value,
  errors,
}: {
  id: string;
  name?: string;
  text: { label: string; hint: string; companyDefault: string };
  /** The saved language, or null for the company's default. */
  value: string | null | undefined;
  errors?: string[] | null;
}) {
  const errorId = `${id}-error`;
  return (
    <div className="mb-4">
      <label htmlFor={id} className="label">
        {text.label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={value || COMPANY_DEFAULT_LANGUAGE}
        className="input"
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={`${id}-hint${errors?.length ? ` ${errorId}` : ""}`}
      >
        <option value={COMPANY_DEFAULT_LANGUAGE}>{text.companyDefault}</option>
        {LANGUAGES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LANGUAGE_NAMES[l]}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="mt-1 text-xs text-gray-500">
        {text.hint}
      </p>
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}
