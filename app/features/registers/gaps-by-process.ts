import type { z } from "zod";
import type { recoveryGapAnswer } from "~/domains/registers/answers";

type Gap = z.infer<typeof recoveryGapAnswer>;

/** One process's gaps, counted: what a plan of many processes shows of the processes not open. */
export interface ProcessGaps {
  id: string;
  name: string;
  gaps: number;
  /** How many are not acknowledged yet. */
  open: number;
}

/**
 * A plan's gaps split for its page (issue 37): the open process's, drawn in full, and the others' counted per
 * process in the order they come (sending and drawing all 50 processes' gaps was a third of the page).
 */
export function gapsOfOpenProcess(gaps: Gap[], open: string): { shown: Gap[]; elsewhere: ProcessGaps[] } {
  const byProcess = new Map<string, ProcessGaps>();
  for (const g of gaps) {
    if (g.process.id === open) continue;
    const p = byProcess.get(g.process.id) ?? { id: g.process.id, name: g.process.name, gaps: 0, open: 0 };
    p.gaps += 1;
    if (!g.acknowledgement) p.open += 1;
    byProcess.set(p.id, p);
  }
  return { shown: gaps.filter((g) => g.process.id === open), elsewhere: [...byProcess.values()] };
}
