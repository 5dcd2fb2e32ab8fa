import { createHash } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import type { ApiDeps, Principal } from "~/api/context.server";
import { ApiError, badRequest, conflict, notFound } from "~/api/errors.server";
import type { Db, Tx } from "~/platform/db/client.server";
import { companyRow } from "~/platform/db/company-rows.server";
import { verify } from "~/platform/files/signing.server";
import {
  readLocal,
  removeStored,
  type StorageSettings,
  signedUrl,
  storageKeyFor,
  storageSettings,
  writeLocal,
} from "~/platform/files/storage.server";
import { readCapped } from "~/shared/read-capped.server";
import {
  type AttachmentTarget,
  contentMatchesType,
  FILE_MESSAGES,
  MAX_ATTACHMENT_BYTES,
  normalisedContentType,
} from "./rules";
import { attachments } from "./schema.server";

type Row = typeof attachments.$inferSelect;

let settingsCache: StorageSettings | undefined;
/** The file store's settings; tests may replace them. */
export function fileStorage(): StorageSettings {
  settingsCache ??= storageSettings();
  return settingsCache;
}
export function setFileStorage(settings: StorageSettings | undefined) {
  settingsCache = settings;
}

/** What the API answers for an attachment: never its storage key. */
export function attachmentView(row: Row) {
  return {
    id: row.id,
    target: row.target,
    ownerId: row.ownerId,
    sectionId: row.sectionId,
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
    status: row.status,
    sha256: row.sha256,
    createdAt: row.createdAt.toISOString(),
    uploadedAt: row.uploadedAt?.toISOString() ?? null,
  };
}
export type AttachmentView = ReturnType<typeof attachmentView>;

/** Records a pending attachment and answers the signed URL its bytes go to. Access is checked by the caller. */
export async function requestUpload(
  deps: ApiDeps,
  user: Principal,
  input: {
    companyId: string;
    target: AttachmentTarget;
    ownerId: string;
    sectionId?: string | null;
    fileName: string;
    contentType: string;
    size: number;
  },
) {
  const contentType = normalisedContentType(input.fileName, input.contentType);
  if (!contentType) throw badRequest(FILE_MESSAGES.typeNotAllowed, { file: [FILE_MESSAGES.typeNotAllowed] });
  const settings = fileStorage();
  const id = crypto.randomUUID();
  const storageKey = storageKeyFor(input.companyId, id);
  const [row] = await deps.db
    .insert(attachments)
    .values({
      id,
      companyId: input.companyId,
      target: input.target,
      ownerId: input.ownerId,
      sectionId: input.sectionId ?? null,
      fileName: input.fileName,
      contentType,
      size: input.size,
      storage: settings.kind,
      storageKey,
      uploadedBy: user.id,
    })
    .returning();
  const upload = await signedUrl(settings, deps.appUrl, row!, "put", deps.now(), row!.storage);
  return { attachment: attachmentView(row!), upload };
}

function refused() {
  return new ApiError(403, "URL_INVALID", FILE_MESSAGES.urlInvalid);
}

interface SignedQuery {
  company: string;
  expires: number;
  signature: string;
}

async function signedRow(deps: ApiDeps, fileId: string, query: SignedQuery, op: "put" | "get") {
  const settings = fileStorage();
  const valid = verify(
    settings.secret,
    { op, companyId: query.company, fileId, expires: query.expires, signature: query.signature },
    deps.now(),
  );
  if (!valid) throw refused();
  const row = await companyRow(deps.db, attachments, query.company, fileId);
  if (row?.storage !== "local") throw refused();
  return { row, settings };
}

/** The local store's upload: a signed PUT of exactly the announced bytes, once. */
export async function receiveUpload(deps: ApiDeps, fileId: string, query: SignedQuery, request: Request) {
  const { row, settings } = await signedRow(deps, fileId, query, "put");
  if (row.status !== "PENDING") throw conflict(FILE_MESSAGES.urlInvalid);
  const declared = Number(request.headers.get("content-length") ?? row.size);
  if (declared > MAX_ATTACHMENT_BYTES) throw new ApiError(413, "TOO_LARGE", FILE_MESSAGES.tooLarge);
  const sizeMismatch = () => badRequest(FILE_MESSAGES.sizeMismatch, { file: [FILE_MESSAGES.sizeMismatch] });
  const bytes = await readCapped(request, row.size, sizeMismatch);
  if (bytes.byteLength !== row.size) throw sizeMismatch();
  const sent = request.headers.get("content-type");
  if (sent && normalisedContentType(row.fileName, sent) !== row.contentType) {
    throw new ApiError(415, "UNSUPPORTED_TYPE", FILE_MESSAGES.typeNotAllowed);
  }
  if (!contentMatchesType(row.contentType, bytes)) {
    throw new ApiError(415, "UNSUPPORTED_TYPE", FILE_MESSAGES.contentMismatch, {
      file: [FILE_MESSAGES.contentMismatch],
    });
  }
  await writeLocal(settings, row.storageKey, bytes);
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  const [updated] = await deps.db
    .update(attachments)
    .set({ status: "UPLOADED", sha256, uploadedAt: deps.now() })
    .where(and(eq(attachments.id, row.id), eq(attachments.status, "PENDING")))
    .returning();
  if (!updated) throw conflict(FILE_MESSAGES.urlInvalid);
  return attachmentView(updated);
}

/** The local store's download: the bytes as they were uploaded, as an attachment. */
export async function serveDownload(deps: ApiDeps, fileId: string, query: SignedQuery) {
  const { row, settings } = await signedRow(deps, fileId, query, "get");
  if (row.status !== "UPLOADED") throw notFound(FILE_MESSAGES.notUploaded);
  const bytes = await readLocal(settings, row.storageKey);
  return new Response(new Uint8Array(bytes), {
    status: 200,
    headers: {
      "content-type": row.contentType,
      "content-length": String(bytes.byteLength),
      "content-disposition": `attachment; filename*=UTF-8''${encodeURIComponent(row.fileName)}`,
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store",
    },
  });
}

/** One attachment of the caller's company (404 otherwise). */
export async function loadAttachment(db: Db | Tx, companyId: string, target: AttachmentTarget, id: string) {
  const [row] = await db
    .select()
    .from(attachments)
    .where(and(eq(attachments.id, id), eq(attachments.companyId, companyId), eq(attachments.target, target)));
  if (!row) throw notFound();
  return row;
}

/** For S3 uploads: the client says it is done, and the stored size is checked before the file counts. */
export async function completeUpload(deps: ApiDeps, row: Row) {
  if (row.status === "UPLOADED") return attachmentView(row);
  if (row.storage === "local")
    throw badRequest(FILE_MESSAGES.notUploaded, { file: [FILE_MESSAGES.notUploaded] });
  const { storedHead, storedStart } = await import("~/platform/files/s3.server");
  const head = await storedHead(fileStorage(), row.storageKey);
  if (head?.size !== row.size) {
    throw badRequest(FILE_MESSAGES.sizeMismatch, { file: [FILE_MESSAGES.sizeMismatch] });
  }
  // Bytes sent straight to the bucket are checked like local ones (the type they were sent as, and the first
  // 4 KB) before the file counts: the signed type is enforced by the bucket, but not by every S3-compatible one.
  const sentType = head.contentType ? normalisedContentType(row.fileName, head.contentType) : row.contentType;
  if (
    sentType !== row.contentType ||
    !contentMatchesType(row.contentType, await storedStart(fileStorage(), row.storageKey, 4096))
  ) {
    await removeStored(fileStorage(), "s3", row.storageKey);
    throw new ApiError(415, "UNSUPPORTED_TYPE", FILE_MESSAGES.contentMismatch, {
      file: [FILE_MESSAGES.contentMismatch],
    });
  }
  const [updated] = await deps.db
    .update(attachments)
    .set({ status: "UPLOADED", uploadedAt: deps.now() })
    .where(eq(attachments.id, row.id))
    .returning();
  return attachmentView(updated!);
}

export async function downloadUrl(deps: ApiDeps, row: Row) {
  if (row.status !== "UPLOADED") throw notFound(FILE_MESSAGES.notUploaded);
  const download = await signedUrl(fileStorage(), deps.appUrl, row, "get", deps.now(), row.storage);
  return { attachment: attachmentView(row), download };
}

export async function listAttachments(
  db: Db | Tx,
  companyId: string,
  target: AttachmentTarget,
  ownerIds: string[],
) {
  if (ownerIds.length === 0) return [];
  const rows = await db
    .select()
    .from(attachments)
    .where(
      and(
        eq(attachments.companyId, companyId),
        eq(attachments.target, target),
        inArray(attachments.ownerId, ownerIds),
        eq(attachments.status, "UPLOADED"),
      ),
    )
    .orderBy(attachments.createdAt);
  return rows.map(attachmentView);
}

/** Deletes attachment rows inside the caller's transaction; answers what to remove from storage afterwards. */
export async function deleteAttachmentRows(
  tx: Db | Tx,
  companyId: string,
  target: AttachmentTarget,
  where: { ids?: string[]; ownerId?: string; sectionId?: string },
) {
  const conditions = [eq(attachments.companyId, companyId), eq(attachments.target, target)];
  if (where.ids)
    conditions.push(inArray(attachments.id, where.ids.length ? where.ids : [crypto.randomUUID()]));
  if (where.ownerId) conditions.push(eq(attachments.ownerId, where.ownerId));
  if (where.sectionId) conditions.push(eq(attachments.sectionId, where.sectionId));
  return tx
    .delete(attachments)
    .where(and(...conditions))
    .returning();
}

/** Removes stored bytes after the rows are gone; a missing file is not an error. */
export async function purgeStored(rows: Row[]) {
  const settings = fileStorage();
  await Promise.all(
    rows.map((r) =>
      removeStored(settings, r.storage, r.storageKey).catch((error) =>
        console.error("[files] could not remove", r.storageKey, error),
      ),
    ),
  );
}
