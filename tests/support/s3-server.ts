import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";

/** The fixed key pair the local S3-compatible server accepts (its documented defaults). */
const ACCESS_KEY = "S3RVER";

/**
 * A real S3-compatible server on loopback, on a free port, keeping its objects in a temporary folder. Keel talks to
 * it exactly as to a bucket: signed requests from the SDK, presigned URLs fetched over HTTP.
 * `env` is what to give parseEnv so the app's own settings point at it.
 */
export async function startS3Server(bucket = "keel-test") {
  const directory = mkdtempSync(path.join(tmpdir(), "keel-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      S3_FORCE_PATH_STYLE: "true",
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
