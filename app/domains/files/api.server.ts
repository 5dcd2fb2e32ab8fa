import { z } from "zod";
import { endpoint } from "~/api/endpoint.server";
import { attachmentAnswer } from "./answers";
import * as files from "./service.server";

const signedQuery = z.object({
  company: z.string().max(64),
  expires: z.coerce.number().int(),
  signature: z.string().max(200),
});
const idParams = z.object({ id: z.uuid() });

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
];
