import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { ApiDeps, Principal } from "~/api/context.server";
import { endpoint } from "~/api/endpoint.server";
import { signedFileEndpoints } from "~/api/endpoint-builders.server";
import { fieldError } from "~/api/errors.server";
import { attachmentAnswer, downloadAnswer, uploadAnswer } from "~/domains/files/answers";
import { planAttachmentRequestSchema } from "~/domains/files/rules";
import * as files from "~/domains/files/service.server";
import { assertNotCancelled, loadPlan } from "./access.server";
import { removedAnswer } from "./answers";
import { managementPlanSections } from "./schema.server";

const idParams = z.object({ id: z.uuid() });
const TAG = "Management plans";

/** The attachment, after checking the caller may act on its plan. */
async function planAttachment(
  deps: ApiDeps,
  user: Principal,
  id: string,
  action: "managementPlan.read" | "managementPlan.manage",
) {
  const row = await files.loadAttachment(deps.db, user.companyId, "MANAGEMENT_PLAN", id);
  await loadPlan(deps.db, user, row.ownerId, action);
  return row;
}

export const attachmentEndpoints = [
  endpoint({
    method: "post",
    path: "/signedUrl/managementPlanAttachments",
    tag: TAG,
    summary: "Announce a file for a plan section and get a signed, expiring upload URL",
    permission: "managementPlan.manage",
    status: 201,
    body: planAttachmentRequestSchema,
    answer: uploadAnswer,
    handler: async ({ deps, user, body }) => {
      const plan = await loadPlan(deps.db, user, body.planId, "managementPlan.manage");
      assertNotCancelled(plan);
      const [section] = await deps.db
        .select({ id: managementPlanSections.id })
        .from(managementPlanSections)
        .where(
          and(eq(managementPlanSections.id, body.sectionId), eq(managementPlanSections.planId, plan.id)),
        );
      if (!section) throw fieldError("sectionId", "Choose a section.");
      return files.requestUpload(deps, user, {
        companyId: plan.companyId,
        target: "MANAGEMENT_PLAN",
        ownerId: plan.id,
        sectionId: section.id,
        fileName: body.fileName,
        contentType: body.contentType,
        size: body.size,
      });
    },
  }),
  ...signedFileEndpoints({
    path: "/signedUrl/managementPlanAttachments",
    tag: TAG,
    read: "managementPlan.read",
    manage: "managementPlan.manage",
    downloadSummary: "A signed, expiring download URL for a plan attachment",
    load: planAttachment,
    download: { answer: downloadAnswer, run: files.downloadUrl },
    complete: { answer: attachmentAnswer, run: files.completeUpload },
  }),
  endpoint({
    method: "delete",
    path: "/signedUrl/managementPlanAttachments/{id}",
    tag: TAG,
    summary: "Remove a plan attachment",
    permission: "managementPlan.manage",
    params: idParams,
    answer: removedAnswer,
    handler: async ({ deps, user, params }) => {
      const row = await planAttachment(deps, user, params.id, "managementPlan.manage");
      const rows = await files.deleteAttachmentRows(deps.db, row.companyId, "MANAGEMENT_PLAN", {
        ids: [row.id],
      });
      await files.purgeStored(rows);
      return { removed: true };
    },
  }),
];
