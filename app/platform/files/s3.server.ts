import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import type { SignedOp } from "./signing.server";
import type { SignedUrl, StorageSettings, StoredFile } from "./types";

const clients = new Map<string, S3Client>();

/** One client per bucket settings; credentials come from the S3_* settings or the SDK's usual chain. */
export function s3Client(settings: StorageSettings): S3Client {
  const s3 = settings.s3;
  if (!s3) throw new Error("S3 storage is not configured (S3_BUCKET).");
  const key = JSON.stringify(s3);
  let client = clients.get(key);
  if (!client) {
    client = new S3Client({
      region: s3.region,
      endpoint: s3.endpoint,
      forcePathStyle: s3.forcePathStyle,
      // Without this the SDK signs a checksum of the (absent) body into every upload URL, so S3 refuses the real
      // bytes (they are not the empty body). A checksum only where the operation requires one.
      requestChecksumCalculation: "WHEN_REQUIRED",
      credentials:
        s3.accessKeyId && s3.secretAccessKey
          ? { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey }
          : undefined,
    });
    clients.set(key, client);
  }
  return client;
}

/** A presigned S3 URL: PUT with the announced type and length, or GET as a download. */
export async function presign(
  settings: StorageSettings,
  file: StoredFile,
  op: SignedOp,
  expiresAt: string,
): Promise<SignedUrl> {
  const client = s3Client(settings);
  const bucket = settings.s3!.bucket;
  const expiresIn = settings.urlTtlSeconds;
  if (op === "put") {
    const command = new PutObjectCommand({
      Bucket: bucket,
      Key: file.storageKey,
      ContentType: file.contentType,
      ContentLength: file.size,
    });
    // The type is signed too, so the URL cannot upload another kind of file.
    const url = await getSignedUrl(client, command, {
      expiresIn,
      signableHeaders: new Set(["content-type"]),
    });
    return { url, method: "PUT", headers: { "content-type": file.contentType }, expiresAt };
  }
  const command = new GetObjectCommand({
    Bucket: bucket,
    Key: file.storageKey,
    ResponseContentType: file.contentType,
    ResponseContentDisposition: `attachment; filename="${encodeURIComponent(file.fileName)}"`,
  });
  const url = await getSignedUrl(client, command, { expiresIn });
  return { url, method: "GET", headers: {}, expiresAt };
}

/** The size and type S3 holds for a key, or null when nothing was uploaded there. */
export async function storedHead(
  settings: StorageSettings,
  key: string,
): Promise<{ size: number | null; contentType: string | null } | null> {
  try {
    const head = await s3Client(settings).send(
      new HeadObjectCommand({ Bucket: settings.s3!.bucket, Key: key }),
    );
    return { size: head.ContentLength ?? null, contentType: head.ContentType ?? null };
  } catch {
    return null;
  }
}

/** The first `length` bytes of a stored object (to check what a file is without downloading it all). */
export async function storedStart(
  settings: StorageSettings,
  key: string,
  length: number,
): Promise<Uint8Array> {
  const object = await s3Client(settings).send(
    new GetObjectCommand({ Bucket: settings.s3!.bucket, Key: key, Range: `bytes=0-${length - 1}` }),
  );
  return (await object.Body?.transformToByteArray()) ?? new Uint8Array();
}
