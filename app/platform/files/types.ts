/** Where a file's bytes are kept: the local disk or an S3-compatible store. */
export type StorageKind = "local" | "s3";

/** Settings of the file store, read from the environment when first needed. */
export interface StorageSettings {
  kind: StorageKind;
  /** Seconds a signed URL stays valid. */
  urlTtlSeconds: number;
  /** Local store: folder of the files and the HMAC secret. */
  uploadDir: string;
  secret: string;
  s3?: {
    bucket: string;
    endpoint?: string;
    region: string;
    accessKeyId?: string;
    secretAccessKey?: string;
    forcePathStyle: boolean;
  };
}

export interface SignedUrl {
  url: string;
  method: "PUT" | "GET";
  headers: Record<string, string>;
  expiresAt: string;
}

export interface StoredFile {
  id: string;
  companyId: string;
  storageKey: string;
  fileName: string;
  contentType: string;
  size: number;
}
