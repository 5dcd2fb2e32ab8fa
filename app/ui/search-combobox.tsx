import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { ErrorList } from "~/ui/forms";

/** One thing a search offers: its id, its name and a line under it (an address, a plan, a register). */
export interface SearchChoice {
  id: string;
  name: string;
  detail?: string;
}

/**
 * The one search-as-you-type combobox (ARIA 1.2 pattern) of the pickers that choose among many things without
 * loading them all: it asks `searchUrl(text)` (a resource route answering `{ choices }`, the first matches) as
 * you type; arrows move, Enter picks, Escape closes. With `name`, the chosen id is that form field (the site
 * picker); with `onPick`, each pick is handed over and the field empties for the next (a block's dependencies).
 * `onCreate` adds a last option that keeps what was typed when it matches nothing (to add as a new entry).
 */
export function SearchCombobox({
  id,
  name,
  label,
  placeholder,
  noMatch,
  initial,
  query,
  defaultValue,
  searchUrl,
  onPick,
  onCreate,
  errorId,
  errors,
}: {
  id: string;
  name?: string;
  label: string;
  placeholder: string;
  noMatch: string;
  initial: SearchChoice[];
  query: string;
  defaultValue?: string;
  searchUrl: (text: string) => string;
  onPick?: (choice: SearchChoice) => void;
  onCreate?: { label: (text: string) => string; add: (text: string) => void };
  errorId?: string;
  errors?: string[];
}) {
  const fetcher = useFetcher<{ choices?: SearchChoice[] }>();
  const chosenAtStart = initial.find((s) => s.id === defaultValue) ?? null;
  const [chosen, setChosen] = useState<SearchChoice | null>(chosenAtStart);
  const [text, setText] = useState(chosenAtStart?.name ?? query);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const matches = fetcher.data?.choices ?? initial;
  // What was typed, kept as a new entry: offered while it is not one of the matches' names.
  const typed = text.trim();
  const creating =
    onCreate && typed && !matches.some((m) => m.name.toLowerCase() === typed.toLowerCase()) ? typed : null;
  const count = matches.length + (creating ? 1 : 0);
  const listId = `${id}-list`;
  const search = (value: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => fetcher.load(searchUrl(value)), 200);
  };
  // A search still waiting to be sent must not land after the pick (it raced the form's submission).
  useEffect(() => () => clearTimeout(timer.current), []);
  const close = () => {
    clearTimeout(timer.current);
    setOpen(false);
    setActive(-1);
  };
  const pick = (choice: SearchChoice) => {
    close();
    if (onPick) {
      onPick(choice);
      setText("");
      return;
    }
    setChosen(choice);
    setText(choice.name);
  };
  const create = (value: string) => {
    close();
    onCreate?.add(value);
    setText("");
  };
  const choose = (i: number) => (i < matches.length ? pick(matches[i]) : creating && create(creating));
  return (
    <div className="relative">
      <label htmlFor={id} className="label">
        {label}
      </label>
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        className="input"
        placeholder={placeholder}
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && active >= 0 ? `${id}-opt-${active}` : undefined}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setChosen(null);
          setOpen(true);
          setActive(-1);
          search(e.target.value);
        }}
        onFocus={() => {
          setOpen(true);
          if (!fetcher.data && fetcher.state === "idle" && initial.length === 0) search(text);
        }}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={(e) => {
          if (e.key === "ArrowDown") {
            e.preventDefault();
            setOpen(true);
            setActive((a) => Math.min(count - 1, a + 1));
          } else if (e.key === "ArrowUp") {
            e.preventDefault();
            setActive((a) => Math.max(0, a - 1));
          } else if (e.key === "Enter" && open && active >= 0 && active < count) {
            e.preventDefault();
            choose(active);
          } else if (e.key === "Enter" && onPick) {
            // Enter in a picker that adds must not send the block's form half-chosen.
            e.preventDefault();
          } else if (e.key === "Escape") {
            setOpen(false);
          }
        }}
      />
      {name ? <input type="hidden" name={name} value={chosen?.id ?? ""} /> : null}
      <div
        id={listId}
        role="listbox"
        aria-label={`${label} matches`}
        hidden={!open}
        className="absolute z-10 mt-1 max-h-64 w-full overflow-auto rounded border bg-white shadow"
      >
        {count === 0 ? <p className="px-3 py-2 text-sm text-gray-600">{noMatch}</p> : null}
        {matches.map((s, i) => (
          <Option
            key={s.id}
            id={`${id}-opt-${i}`}
            active={i === active}
            selected={i === active || s.id === chosen?.id}
            onChoose={() => pick(s)}
          >
            <span className="font-medium">{s.name}</span>
            {s.detail ? <span className="block text-xs text-gray-600">{s.detail}</span> : null}
          </Option>
        ))}
        {creating && onCreate ? (
          <Option
            id={`${id}-opt-${matches.length}`}
            active={active === matches.length}
            selected={active === matches.length}
            onChoose={() => create(creating)}
          >
            {onCreate.label(creating)}
          </Option>
        ) : null}
      </div>
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

function Option({
  id,
  active,
  selected,
  onChoose,
  children,
}: {
  id: string;
  active: boolean;
  selected: boolean;
  onChoose: () => void;
  children: React.ReactNode;
}) {
  return (
    <div
      id={id}
      role="option"
      tabIndex={-1}
      aria-selected={selected}
      className={`cursor-pointer px-3 py-2 text-sm ${active ? "bg-sky-100" : ""}`}
      onMouseDown={(e) => {
        e.preventDefault();
        onChoose();
      }}
    >
      {children}
    </div>
  );
}
