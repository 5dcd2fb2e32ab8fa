import { z } from "zod";
import type { ApiDeps, Principal } from "~/api/context.server";
import { endpoint } from "~/api/endpoint.server";
import { loadPlan } from "~/domains/bcp/access.server";
import { attachmentAnswer, downloadAnswer, fileRemovedAnswer, uploadAnswer } from "./answers";
import { bcpAttachmentRequestSchema } from "./rules";
import * as files from "./service.server";

const signedQuery = z.object({
  company: z.string().max(64),
  expires: z.coerce.number().int(),
  signature: z.string().max(200),
});
const idParams = z.object({ id: z.uuid() });
const bcpQuery = z.object({ bcpId: z.uuid() });

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

export const fileEndpoints = [
  endpoint({
    method: "put",
    path: "/files/{id}/content",
    tag: "Files",
    summary:
      "Upload a file's bytes to the signed URL answered by /signedUrl/* (local store; once, before expiry)",
    permission: "public",
    params: idParams,
    query: signedQuery,
    answer: attachmentAnswer,
    handler: ({ deps, params, query, c }) => files.receiveUpload(deps, params.id, query, c.req.raw),
  }),
  endpoint({
    method: "get",
    path: "/files/{id}/content",
    tag: "Files",
    summary: "Download a file through its signed URL (local store; before expiry)",
    permission: "public",
    params: idParams,
    query: signedQuery,
    produces: "application/octet-stream",
    handler: ({ deps, params, query }) => files.serveDownload(deps, params.id, query),
  }),
  endpoint({
    method: "post",
    path: "/signedUrl/bcpAttachments",
    tag: "Files",
    summary: "Announce a file for a BCP and get a signed, expiring upload URL",
    permission: "bcp.manage",
    status: 201,
    body: bcpAttachmentRequestSchema,
    answer: uploadAnswer,
    handler: async ({ deps, user, body }) => {
      await loadPlan(deps.db, user, body.bcpId, "bcp.manage");
      return files.requestUpload(deps, user, {
        companyId: user.companyId,
        target: "BCP",
        ownerId: body.bcpId,
        fileName: body.fileName,
        contentType: body.contentType,
        size: body.size,
      });
    },
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
  endpoint({
    method: "get",
    path: "/signedUrl/bcpAttachments/{id}",
    tag: "Files",
    summary: "A signed, expiring download URL for a BCP attachment",
    permission: "bcp.read",
    params: idParams,
    answer: downloadAnswer,
    handler: async ({ deps, user, params }) =>
      files.downloadUrl(deps, await loadBcpAttachment(deps, user, params.id, "bcp.read")),
  }),
  endpoint({
    method: "post",
    path: "/signedUrl/bcpAttachments/{id}/complete",
    tag: "Files",
    summary: "Confirm an upload made straight to S3-compatible storage",
    permission: "bcp.manage",
    params: idParams,
    answer: attachmentAnswer,
    handler: async ({ deps, user, params }) =>
      files.completeUpload(deps, await loadBcpAttachment(deps, user, params.id, "bcp.manage")),
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
      await loadBcpAttachment(deps, user, params.id, "bcp.manage");
      const rows = await files.deleteAttachmentRows(deps.db, user.companyId, "BCP", { ids: [params.id] });
      await files.purgeStored(rows);
      return { removed: true };
    },
  }),
];
