import { type ReactNode, useEffect, useState } from "react";

/**
 * Code a page needs only sometimes (an editor, the forms of a decision) loads on demand, yet renders at once where
 * the server drew it: the server hands over its copy (`provide`, from a `.server` module the route imports), and
 * the browser loads it before hydration when the page holds its mark (`preload`, from app/entry.client.tsx), so
 * the first client render draws what the server drew and keeps what was typed meanwhile.
 */
export interface OnDemand<M> {
  mark: string;
  /** The code, once provided or loaded. */
  ready(): M | null;
  load(): Promise<M>;
  /** The server's copy, so it renders at once. */
  provide(module: M): void;
  /** Before hydration: loads the code when the server drew it. */
  preload(document: Document): Promise<unknown>;
}

export function onDemand<M>(mark: string, load: () => Promise<M>): OnDemand<M> {
  let ready: M | null = null;
  const get = () => load().then((module) => (ready = module));
  return {
    mark,
    ready: () => ready,
    load: get,
    provide: (module) => {
      ready = module;
    },
    preload: (document) => (document.querySelector(`[data-needs="${mark}"]`) ? get() : Promise.resolve()),
  };
}

/**
 * Where the code draws: it swaps its placeholder for the code once, before any of its fields exists (a swap later,
 * React.lazy's Suspense giving way on a re-render, would mount the forms afresh and drop what was chosen in them).
 */
export function OnDemandSlot<M>({
  code,
  children,
  waiting = <p className="text-sm text-gray-600">Loading…</p>,
  className,
}: {
  code: OnDemand<M>;
  children: (module: M) => ReactNode;
  waiting?: ReactNode;
  className?: string;
}) {
  const [module, setModule] = useState(code.ready);
  useEffect(() => {
    if (!module) code.load().then(setModule);
  }, [module, code]);
  return (
    <div data-needs={code.mark} className={className}>
      {module ? children(module) : waiting}
    </div>
  );
}
