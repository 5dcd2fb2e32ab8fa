import { z } from "zod";
import { endpoint } from "~/api/endpoint.server";
import { bcpAttachmentRequestSchema } from "./rules";
import * as files from "./service.server";

const signedQuery = z.object({
  company: z.string().max(64),
  expires: z.coerce.number().int(),
  signature: z.string().max(200),
});
const idParams = z.object({ id: z.uuid() });
const bcpQuery = z.object({ bcpId: z.uuid() });

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
    handler: ({ deps, params, query }) => files.serveDownload(deps, params.id, query),
  }),
  endpoint({
    method: "post",
    path: "/signedUrl/bcpAttachments",
    tag: "Files",
    summary: "Announce a file for a BCP and get a signed, expiring upload URL",
    permission: "attachment.bcp.manage",
    status: 201,
    body: bcpAttachmentRequestSchema,
    handler: ({ deps, user, body }) =>
      files.requestUpload(deps, user, {
        companyId: user.companyId,
        target: "BCP",
        ownerId: body.bcpId,
        fileName: body.fileName,
        contentType: body.contentType,
        size: body.size,
      }),
  }),
  endpoint({
    method: "get",
    path: "/signedUrl/bcpAttachments",
    tag: "Files",
    summary: "The files attached to a BCP",
    permission: "attachment.bcp.read",
    query: bcpQuery,
    handler: ({ deps, user, query }) => files.listAttachments(deps.db, user.companyId, "BCP", [query.bcpId]),
  }),
  endpoint({
    method: "get",
    path: "/signedUrl/bcpAttachments/{id}",
    tag: "Files",
    summary: "A signed, expiring download URL for a BCP attachment",
    permission: "attachment.bcp.read",
    params: idParams,
    handler: async ({ deps, user, params }) =>
      files.downloadUrl(deps, await files.loadAttachment(deps.db, user.companyId, "BCP", params.id)),
  }),
  endpoint({
    method: "post",
    path: "/signedUrl/bcpAttachments/{id}/complete",
    tag: "Files",
    summary: "Confirm an upload made straight to S3-compatible storage",
    permission: "attachment.bcp.manage",
    params: idParams,
    handler: async ({ deps, user, params }) =>
      files.completeUpload(deps, await files.loadAttachment(deps.db, user.companyId, "BCP", params.id)),
  }),
  endpoint({
    method: "delete",
    path: "/signedUrl/bcpAttachments/{id}",
    tag: "Files",
    summary: "Remove a BCP attachment",
    permission: "attachment.bcp.manage",
    params: idParams,
    handler: async ({ deps, user, params }) => {
      await files.loadAttachment(deps.db, user.companyId, "BCP", params.id);
      const rows = await files.deleteAttachmentRows(deps.db, user.companyId, "BCP", { ids: [params.id] });
      await files.purgeStored(rows);
      return { removed: true };
    },
  }),
];
