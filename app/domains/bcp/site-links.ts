/** Isomorphic shapes of the process ↔ site link (site-links.server.ts computes them). */

/** One process as impact shows it: by name, with its plan, BC lead, MAD and criticality. */
export interface ImpactedProcess {
  id: string;
  name: string;
  bcp: { id: string; name: string; code: string; status: string; statusLabel: string; approved: boolean };
  businessUnitId: string;
  lead: { id: string; name: string };
  mad: string;
  criticality: string;
  /** The impacted sites it is delivered at, with the head count there. */
  sites: { id: string; name: string; headcount: number | null }[];
  /** Head count at those sites (null when none was given). */
  headcount: number | null;
}
