import { z } from "zod";
import type { ApiDeps, Principal } from "~/api/context.server";
import { endpoint } from "~/api/endpoint.server";
import { signedFileEndpoints } from "~/api/endpoint-builders.server";
import { attachmentAnswer, downloadAnswer, fileRemovedAnswer, uploadAnswer } from "~/domains/files/answers";
import { bcpAttachmentRequestSchema } from "~/domains/files/rules";
import * as files from "~/domains/files/service.server";
import type { Db, Tx } from "~/platform/db/client.server";
import { type Conn, loadPlan, type PlanRow } from "./access.server";
import { auditPlan } from "./audit.server";
import { type Effects, inTransaction } from "./effects.server";
import { sectionChanged } from "./workflow.server";

// A plan's files are part of what its approver approves (security review N8): adding or removing one is audited,
// bumps the plan's "files" version (an approver's earlier reading is refused) and sends an approved plan back
// for approval, as a change to its details does. The bytes are kept by the files domain.

const bcpQuery = z.object({ bcpId: z.uuid() });
const idParams = z.object({ id: z.uuid() });

/** A BCP's files follow their plan: read with bcp.read of it, changed with bcp.manage (404 outside it). */
async function loadBcpAttachment(
  deps: ApiDeps,
  user: Principal,
  id: string,
  action: "bcp.read" | "bcp.manage",
) {
  const row = await files.loadAttachment(deps.db, user.companyId, "BCP", id);
  await loadPlan(deps.db, user, row.ownerId, action);
  return row;
}

async function planFilesChanged(
  tx: Tx,
  deps: ApiDeps,
  effects: Effects,
  user: Principal,
  plan: PlanRow,
  action: "file.added" | "file.removed",
  fileName: string,
) {
  await auditPlan(tx as Conn, user, plan, action, { fileName });
  await sectionChanged(tx as Conn, deps, effects, user, plan, "files");
}

export const bcpFileEndpoints = [
  endpoint({
    method: "post",
    path: "/signedUrl/bcpAttachments",
    tag: "Files",
    summary: "Announce a file for a BCP and get a signed, expiring upload URL",
    permission: "bcp.manage",
    status: 201,
    body: bcpAttachmentRequestSchema,
    answer: uploadAnswer,
    handler: ({ deps, user, body }) =>
      inTransaction(deps, async (tx, effects) => {
        const plan = await loadPlan(tx, user, body.bcpId, "bcp.manage");
        const answer = await files.requestUpload({ ...deps, db: tx as Db }, user, {
          companyId: user.companyId,
          target: "BCP",
          ownerId: body.bcpId,
          fileName: body.fileName,
          contentType: body.contentType,
          size: body.size,
        });
        await planFilesChanged(tx, deps, effects, user, plan, "file.added", body.fileName);
        return answer;
      }),
  }),
  endpoint({
    method: "get",
    path: "/signedUrl/bcpAttachments",
    tag: "Files",
    summary: "The files attached to a BCP",
    permission: "bcp.read",
    query: bcpQuery,
    answer: z.array(attachmentAnswer),
    handler: async ({ deps, user, query }) => {
      await loadPlan(deps.db, user, query.bcpId, "bcp.read");
      return files.listAttachments(deps.db, user.companyId, "BCP", [query.bcpId]);
    },
  }),
  ...signedFileEndpoints({
    path: "/signedUrl/bcpAttachments",
    tag: "Files",
    read: "bcp.read",
    manage: "bcp.manage",
    downloadSummary: "A signed, expiring download URL for a BCP attachment",
    load: loadBcpAttachment,
    download: { answer: downloadAnswer, run: files.downloadUrl },
    complete: { answer: attachmentAnswer, run: files.completeUpload },
  }),
  endpoint({
    method: "delete",
    path: "/signedUrl/bcpAttachments/{id}",
    tag: "Files",
    summary: "Remove a BCP attachment",
    permission: "bcp.manage",
    params: idParams,
    answer: fileRemovedAnswer,
    handler: async ({ deps, user, params }) => {
      const rows = await inTransaction(deps, async (tx, effects) => {
        const file = await files.loadAttachment(tx, user.companyId, "BCP", params.id);
        const plan = await loadPlan(tx, user, file.ownerId, "bcp.manage");
        const removed = await files.deleteAttachmentRows(tx, user.companyId, "BCP", { ids: [params.id] });
        await planFilesChanged(tx, deps, effects, user, plan, "file.removed", file.fileName);
        return removed;
      });
      await files.purgeStored(rows);
      return { removed: true };
    },
  }),
];
