import { Link } from "@remix-run/react";
import { useEffect, useId, useState } from "react";
import { DEPENDENCY_PICKS, FROM_PLAN_LABEL, segmentOf } from "~/domains/registers/model";
import { paths } from "~/paths";
import { ErrorList } from "~/ui/forms";
import { type SearchChoice, SearchCombobox } from "~/ui/search-combobox";
import type { AnalysisData, DependencyBlockRow } from "./analysis-data";

type BlockLink = DependencyBlockRow["links"][number];

const hrefOf = (link: BlockLink, opensRegisters: boolean) =>
  link.kind === "process"
    ? link.bcpId
      ? paths.viewBcpProcess(link.bcpId, link.id)
      : null
    : opensRegisters
      ? paths.registerEntry(segmentOf(link.kind), link.id)
      : null;

/** A saved line that links nothing (what it named is gone). */
const UNLINKED_LABEL = "Not linked";

const Flag = ({ children }: { children: string }) => (
  <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900">{children}</span>
);

/**
 * What a dependency block links (each named as it is now, with its register page and its flag) and the control
 * that adds to it. Each link is a `linkIds` field of the block's form; its Remove button sends the form without
 * it. With JavaScript the one search combobox adds picks (and a typed name that matches nothing, as a new entry
 * to review) to the list, saved with the block; without, "Find" reloads the section with a select of the first
 * 20 matches, and a field takes a new name.
 */
export function DependencyLinks({
  block,
  search,
  errors,
  opensRegisters,
}: {
  block: DependencyBlockRow;
  search?: AnalysisData["picks"];
  errors: string[];
  opensRegisters: boolean;
}) {
  const id = useId();
  const pick = DEPENDENCY_PICKS[block.block];
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const [added, setAdded] = useState<SearchChoice[]>([]);
  const [typed, setTyped] = useState<string[]>([]);
  const linked = new Set([...block.links.map((l) => l.id), ...added.map((a) => a.id)]);
  const errorId = errors.length ? `${id}-error` : undefined;
  // Lines saved without a link (an upstream process deleted since): kept with the block, so nothing typed is lost.
  const linkedNames = new Set(block.links.map((l) => l.name.toLowerCase()));
  const unlinked = block.dependencies.filter((name) => !linkedNames.has(name.toLowerCase()));
  const empty = block.links.length + unlinked.length + added.length + typed.length === 0;
  return (
    <fieldset className="mb-3">
      <legend className="label">Dependencies</legend>
      {empty ? <p className="text-sm text-gray-600">None linked yet.</p> : null}
      <ul className="mb-2 space-y-1 text-sm" aria-label={`${block.label} links`}>
        {block.links.map((l) => {
          const href = hrefOf(l, opensRegisters);
          return (
            <li key={l.id} className="flex flex-wrap items-center gap-2">
              <input type="hidden" name="linkIds" value={l.id} />
              {href ? <Link to={href}>{l.name}</Link> : <span>{l.name}</span>}
              {l.toReview ? <Flag>{FROM_PLAN_LABEL}</Flag> : null}
              <button
                type="submit"
                name="removeLink"
                value={l.id}
                formNoValidate
                className="text-red-700 underline"
              >
                Remove<span className="sr-only"> {l.name}</span>
              </button>
            </li>
          );
        })}
        {unlinked.map((name) => (
          <li key={`line-${name}`} className="flex flex-wrap items-center gap-2">
            <input type="hidden" name="dependencies" value={name} />
            <span>{name}</span>
            <Flag>{UNLINKED_LABEL}</Flag>
            <button
              type="submit"
              name="removeLine"
              value={name}
              formNoValidate
              className="text-red-700 underline"
            >
              Remove<span className="sr-only"> {name}</span>
            </button>
          </li>
        ))}
        {added.map((a) => (
          <li key={a.id} className="flex flex-wrap items-center gap-2">
            <input type="hidden" name="linkIds" value={a.id} />
            <span>{a.name}</span>
            <span className="text-xs text-gray-600">Not saved yet</span>
            <button
              type="button"
              className="text-red-700 underline"
              onClick={() => setAdded(added.filter((x) => x.id !== a.id))}
            >
              Remove<span className="sr-only"> {a.name}</span>
            </button>
          </li>
        ))}
        {typed.map((name) => (
          <li key={name} className="flex flex-wrap items-center gap-2">
            <input type="hidden" name="dependencies" value={name} />
            <span>{name}</span>
            <Flag>New, to review</Flag>
            <button
              type="button"
              className="text-red-700 underline"
              onClick={() => setTyped(typed.filter((x) => x !== name))}
            >
              Remove<span className="sr-only"> {name}</span>
            </button>
          </li>
        ))}
      </ul>
      {enhanced ? (
        <SearchCombobox
          id={id}
          label={pick.add}
          placeholder="Type to search"
          noMatch="Nothing matches: type a name to add it."
          initial={[]}
          query=""
          searchUrl={(q) => paths.dependencyChoices(block.processId, block.block, q)}
          onPick={(choice) => {
            if (!linked.has(choice.id)) setAdded([...added, choice]);
          }}
          onCreate={
            block.block === "upstream"
              ? undefined
              : {
                  label: (text) => `Add “${text}” as new (to review)`,
                  add: (text) => {
                    if (!typed.some((t) => t.toLowerCase() === text.toLowerCase()))
                      setTyped([...typed, text]);
                  },
                }
          }
          errorId={errorId}
          errors={errors}
        />
      ) : (
        <div>
          <label htmlFor={`${id}-q`} className="label">
            {pick.find}
          </label>
          <div className="flex gap-2">
            <input
              id={`${id}-q`}
              name="depQ"
              type="search"
              defaultValue={search?.query ?? ""}
              className="input min-w-0"
            />
            <button
              type="submit"
              formMethod="get"
              formNoValidate
              name="depFor"
              value={`${block.processId}:${block.block}`}
              className="btn-secondary whitespace-nowrap"
            >
              Find
            </button>
          </div>
          {search ? (
            <>
              <label htmlFor={id} className="label mt-2">
                {pick.add}
              </label>
              <select id={id} name="linkIds" className="input" defaultValue="">
                <option value="">{search.choices.length ? "Choose one to add" : "Nothing matches"}</option>
                {search.choices
                  .filter((c) => !linked.has(c.id))
                  .map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name} ({c.detail})
                    </option>
                  ))}
              </select>
            </>
          ) : null}
          {block.block === "upstream" ? null : (
            <>
              <label htmlFor={`${id}-new`} className="label mt-2">
                Or a new one, not in the register yet
              </label>
              <input id={`${id}-new`} name="dependencies" className="input" />
            </>
          )}
          <ErrorList id={errorId} errors={errors} />
        </div>
      )}
    </fieldset>
  );
}
