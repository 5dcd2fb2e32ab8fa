import { type FieldMetadata, getInputProps } from "@conform-to/react";
import { type KeyboardEvent, useState } from "react";
import { SLIDER } from "~/domains/bcp-analysis/malo";
import { ErrorList } from "~/ui/forms";

/**
 * The spec's slider (§9): 0 to 100, step 1, shift step 10. A native range input, so it submits
 * without JavaScript; with JavaScript, Shift+arrow moves by 10 and the value is shown as it moves.
 */
export function PercentSlider({ field, label }: { field: FieldMetadata<unknown>; label: string }) {
  const initial = Number(field.initialValue ?? 0);
  const [value, setValue] = useState(Number.isFinite(initial) ? initial : 0);
  const props = getInputProps(field as FieldMetadata<number>, { type: "range" });
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (!e.shiftKey) return;
    const delta = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1 }[e.key];
    if (!delta) return;
    e.preventDefault();
    setValue((v) => Math.min(SLIDER.max, Math.max(SLIDER.min, v + delta * SLIDER.shiftStep)));
  };
  return (
    <div className="mb-3">
      <label htmlFor={field.id} className="label flex justify-between">
        <span>{label}</span>
        <output htmlFor={field.id} className="font-mono text-sm">
          {value}%
        </output>
      </label>
      <input
        {...props}
        key={props.key}
        defaultValue={undefined}
        value={value}
        onChange={(e) => setValue(Number(e.target.value))}
        onKeyDown={onKeyDown}
        min={SLIDER.min}
        max={SLIDER.max}
        step={SLIDER.step}
        className="w-full accent-green-700"
      />
      <ErrorList id={field.errorId} errors={field.errors} />
    </div>
  );
}
