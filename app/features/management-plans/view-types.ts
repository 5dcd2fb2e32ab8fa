import type { PlanDetails } from "~/domains/management-plans/plans.server";
import type { PlanRowView } from "~/domains/management-plans/views.server";

// Isomorphic: the plan screens read these shapes; views.server.ts loads them.
export type { PlanDetails, PlanRowView };

export interface PlanPerson {
  id: string;
  name: string;
  email: string;
  roleLabel: string;
  canOwn: boolean;
  canApprove: boolean;
}
