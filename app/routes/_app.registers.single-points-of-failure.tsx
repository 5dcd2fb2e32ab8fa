import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { can } from "~/domains/access/policy";
import { SPOF_THRESHOLD_LABELS } from "~/domains/companies/model";
import { SinglePointsLists } from "~/features/registers/single-points";
import { paths } from "~/paths";
import { PageHeader } from "~/ui/page";
import { requirePermission } from "~/web/auth.server";
import { readOrThrow } from "~/web/page-read.server";

export const meta: MetaFunction = () => [{ title: "Single points of failure · Keel" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requirePermission({ request, context }, "register.read");
  const spof = await readOrThrow({ request, context }, "/registerEntry/singlePointsOfFailure");
  return { spof, canSetThreshold: can(user, "company.manage") };
}

/** What many critical processes hang on: one supplier, one application, one site, one person (issue 33). */
export default function SinglePointsOfFailure() {
  const { spof, canSetThreshold } = useLoaderData<typeof loader>();
  return (
    <section className="max-w-3xl">
      <PageHeader title="Single points of failure" back={{ to: paths.registers, label: "All registers" }}>
        {SPOF_THRESHOLD_LABELS.label}: {spof.threshold}
        {canSetThreshold ? (
          <>
            {" "}
            (<Link to={paths.company}>change it in Manage Company</Link>)
          </>
        ) : null}
        .
      </PageHeader>
      <SinglePointsLists spof={spof} />
    </section>
  );
}
