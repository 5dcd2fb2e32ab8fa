import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { type Env, getConfig, getEnv } from "~/config.server";
import { type SignedOp, sign } from "./signing.server";
import type { SignedUrl, StorageKind, StorageSettings, StoredFile } from "./types";

export type { SignedUrl, StorageSettings, StoredFile };

export function storageSettings(env: Env = getEnv()): StorageSettings {
  const bucket = env.S3_BUCKET;
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    kind: bucket ? "s3" : "local",
    urlTtlSeconds: env.UPLOAD_URL_TTL_SECONDS,
    uploadDir: path.join(dataDir, "uploads"),
    secret: env.UPLOAD_SIGNING_SECRET || env.SESSION_SECRET || getConfig().sessionSecret,
    ...(bucket
      ? {
          s3: {
            bucket,
            endpoint: env.S3_ENDPOINT,
            region: env.S3_REGION,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            forcePathStyle: env.S3_FORCE_PATH_STYLE,
          },
        }
      : {}),
  };
}

/** Where a file's bytes live: one folder per company, one file per attachment id. */
export function storageKeyFor(companyId: string, fileId: string) {
  return `${companyId}/${fileId}`;
}

function localPath(settings: StorageSettings, key: string) {
  const full = path.resolve(settings.uploadDir, key);
  if (!full.startsWith(path.resolve(settings.uploadDir) + path.sep)) throw new Error("bad storage key");
  return full;
}

export async function writeLocal(settings: StorageSettings, key: string, bytes: Uint8Array) {
  const file = localPath(settings, key);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, bytes);
}

export function readLocal(settings: StorageSettings, key: string) {
  return readFile(localPath(settings, key));
}

export async function removeStored(settings: StorageSettings, storage: StorageKind, key: string) {
  if (storage === "local") {
    await rm(localPath(settings, key), { force: true });
    return;
  }
  const { s3Client } = await import("./s3.server");
  const { DeleteObjectCommand } = await import("@aws-sdk/client-s3");
  await s3Client(settings).send(new DeleteObjectCommand({ Bucket: settings.s3!.bucket, Key: key }));
}

/** A URL that uploads (PUT) or downloads (GET) one file until it expires. */
export async function signedUrl(
  settings: StorageSettings,
  appUrl: string,
  file: StoredFile,
  op: SignedOp,
  now: Date,
  storage: StorageKind,
): Promise<SignedUrl> {
  const expires = Math.floor(now.getTime() / 1000) + settings.urlTtlSeconds;
  const expiresAt = new Date(expires * 1000).toISOString();
  if (storage === "s3") {
    const { presign } = await import("./s3.server");
    return presign(settings, file, op, expiresAt);
  }
  const signature = sign(settings.secret, op, file.companyId, file.id, expires);
  const url = new URL(`${appUrl}/api/files/${file.id}/content`);
  url.searchParams.set("company", file.companyId);
  url.searchParams.set("expires", String(expires));
  url.searchParams.set("signature", signature);
  return {
    url: url.toString(),
    method: op === "put" ? "PUT" : "GET",
    headers: op === "put" ? { "content-type": file.contentType } : {},
    expiresAt,
  };
}
