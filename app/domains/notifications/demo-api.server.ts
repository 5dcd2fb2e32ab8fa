import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { endpoint } from "~/api/endpoint.server";
import { notFound } from "~/api/errors.server";
import { users } from "~/domains/users/schema.server";
import { displayName } from "~/shared/names";
import { emailSchema } from "~/shared/validation";
import { notifyApprovalRequest } from "./events.server";

/** Only on a demo installation started with KEEL_DEMO=true (the end-to-end suite's server): never in production. */
const demoEnabled = () => process.env.KEEL_DEMO === "true";

export const DEMO_APPROVAL_LINK = "/businesscontinuityplan/manageBCP";

/**
 * Raises approval requests without the BCP screens, so the bell, the screen and the emails can be shown
 * and tested end to end. Answers 404 unless KEEL_DEMO=true; the approver must be in the caller's company.
 */
export const notificationDemoEndpoints = [
  endpoint({
    method: "post",
    path: "/demo/approval-request",
    tag: "Demo",
    summary: "Demo installations only: ask a colleague (or oneself) to approve a sample plan",
    permission: "authenticated",
    body: z.object({
      approverEmail: emailSchema,
      subjectName: z.string().trim().min(1).max(200),
      count: z.number().int().min(1).max(30).default(1),
    }),
    handler: async ({ deps, user, body }) => {
      if (!demoEnabled()) throw notFound("No such API route.");
      const [approver] = await deps.db
        .select()
        .from(users)
        .where(and(eq(users.companyId, user.companyId), sql`lower(${users.email}) = ${body.approverEmail}`));
      if (!approver) throw notFound();
      for (let i = 1; i <= body.count; i++) {
        const name = body.count > 1 ? `${body.subjectName} #${i}` : body.subjectName;
        await notifyApprovalRequest(deps, {
          companyId: user.companyId,
          approverIds: [approver.id],
          subjectName: name,
          link: `${DEMO_APPROVAL_LINK}?bcpId=demo-${encodeURIComponent(name)}`,
          requestedBy: displayName(user),
        });
      }
      return { requested: body.count };
    },
  }),
];
