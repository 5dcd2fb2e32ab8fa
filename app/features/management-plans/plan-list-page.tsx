import { Link } from "@remix-run/react";
import type { PlanRowView } from "~/features/management-plans/view-types";
import { paths } from "~/paths";
import { PageHeader } from "~/ui/page";
import { PlanTable } from "./plan-table";

export const PLAN_LIST_TITLES = { IMP: "Incident Management Plans", CMP: "Crisis Management Plans" } as const;

type Props = Omit<Parameters<typeof PlanTable>[0], "type" | "plans"> & {
  type: "IMP" | "CMP";
  plans: PlanRowView[];
};

/** The IMP and CMP tables are one page that differs only by plan type. */
export function PlanListPage({ type, canManage, ...table }: Props) {
  return (
    <section>
      <PageHeader
        title={PLAN_LIST_TITLES[type]}
        actions={
          canManage ? (
            <Link to={paths.newManagementPlan(type)} className="btn-primary">
              New {type}
            </Link>
          ) : null
        }
      >
        <Link to={paths.managementPlans}>Management plans</Link>
      </PageHeader>
      <PlanTable type={type} canManage={canManage} {...table} />
    </section>
  );
}
