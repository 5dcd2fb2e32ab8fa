/**
 * The plan page shows one process's sections at a time (issue 37): a 50-process plan drawn whole was ~550 KB of
 * HTML and most of the request's time. The page lists every process by name; the open one's details, sites, BIA,
 * dependencies and MALO are drawn, and another opens by its own link (`?process=<id>`), with or without JavaScript.
 * GET /bcp narrows the plan itself (`focus=process`), so the other processes' content is neither sent nor read.
 */
/** The longest process hint read from a page's address: longer than any id, so a real one is never cut. */
export const PROCESS_HINT_MAX = 64;

export interface ProcessFocus {
  /** Every process of the plan, in the plan's order: what the list names and links. */
  processes: { id: string; name: string; serviceId: string }[];
  /** The process whose sections are drawn. */
  open: string;
}

interface ServiceOf<P> {
  id: string;
  processes: P[];
}

/**
 * The plan's services narrowed to one process (the asked one, else the first) and the focus that names the others;
 * a plan of one process or none stays whole (focus null).
 */
export function focusOnProcess<P extends { id: string; name: string }, S extends ServiceOf<P>>(
  services: S[],
  asked: string | null | undefined,
): { services: S[]; focus: ProcessFocus | null } {
  const processes = services.flatMap((s) =>
    s.processes.map((p) => ({ id: p.id, name: p.name, serviceId: s.id })),
  );
  const open = processes.find((p) => p.id === asked)?.id ?? processes[0]?.id;
  if (!open || processes.length === 1) return { services, focus: null };
  return {
    services: services.map((s) => ({ ...s, processes: s.processes.filter((p) => p.id === open) })),
    focus: { processes, open },
  };
}
