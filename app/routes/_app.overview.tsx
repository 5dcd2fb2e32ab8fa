import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { can } from "~/domains/access/policy";
import { HomeTiles } from "~/features/activation/home-tiles";
import { OwnFindings } from "~/features/exercises/own-findings";
import { closeOwnFinding } from "~/features/exercises/own-findings.server";
import { SetupChecklist } from "~/features/organisation/setup-checklist";
import { paths } from "~/paths";
import { PageHeader } from "~/ui/page";
import { apiClient } from "~/web/api.server";
import { requireUser } from "~/web/auth.server";
import { actionContext, runIntents } from "~/web/form-action.server";
import { failureFor } from "~/web/form-failure";
import { dataOrThrow } from "~/web/page-read.server";

export const meta: MetaFunction = () => [{ title: "Home · Keel" }];

/**
 * Home answers three questions at a glance: what is hit (open incidents and crises), which plans are running,
 * what is about to be late (processes at risk or breached, overdue status checks and response actions). Every
 * line is a link; zero is quiet, a breach is red. Approvals and assignments show only when there are some.
 * One API call (GET /home) answers it all.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser({ request, context });
  const api = await apiClient({ request, context });
  // The setup checklist is for those who can set the company up (business units and sites).
  const [home, setup] = await Promise.all([
    api.get("/home"),
    can(user, "org.manage") ? api.get("/bcpOrganization/setup") : null,
  ]);
  return {
    ...dataOrThrow(home),
    setup: setup?.ok && !setup.data.complete ? setup.data : null,
    // Whether the owner may open where each action was raised (an External reads neither: they close it here).
    opensIncidents: can(user, "incident.read"),
    opensTests: can(user, "managementPlan.read"),
  };
}

/** Home's one form: closing one of the caller's own corrective actions. */
export async function action(args: ActionFunctionArgs) {
  await requireUser(args);
  const ctx = await actionContext(args, paths.home);
  return runIntents(ctx, { closeFinding: closeOwnFinding(ctx) });
}

export default function Overview() {
  const data = useLoaderData<typeof loader>();
  const closing = failureFor(useActionData<typeof action>(), "closeFinding");
  return (
    <section>
      <PageHeader title="Home" />
      {data.setup ? <SetupChecklist setup={data.setup} /> : null}
      <HomeTiles view={data} />
      <OwnFindings
        findings={data.ownFindings}
        opensIncidents={data.opensIncidents}
        opensTests={data.opensTests}
        closing={closing ? { key: closing.key, result: closing.result } : undefined}
      />
    </section>
  );
}
