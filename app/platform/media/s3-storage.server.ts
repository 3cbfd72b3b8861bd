import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import type { Env } from "~/platform/runtime/env.server";
import { BucketUnavailable, type BucketPlace, describeBucketFailure } from "./bucket-errors.server";
import { assertSafeMediaName, isSafeMediaName, type MediaStorage } from "./media-storage.server";

/** The bucket and how to reach it; credentials come from the SDK's own chain unless given (tests). */
export interface BucketSettings extends BucketPlace {
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** MEDIA_BUCKET and its AWS_* companions, or null when uploads stay on the local disk. */
export function bucketSettingsFrom(env: Env): BucketSettings | null {
  if (!env.MEDIA_BUCKET || !env.AWS_REGION) return null;
  return { bucket: env.MEDIA_BUCKET, region: env.AWS_REGION, ...(env.AWS_ENDPOINT_URL_S3 ? { endpoint: env.AWS_ENDPOINT_URL_S3 } : {}) };
}

/**
 * One client for both prefixes. Credentials are left to the SDK's chain (AWS_ACCESS_KEY_ID and
 * AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN, AWS_PROFILE, a container or instance role), as every
 * AWS tool reads them. A custom endpoint (MinIO, R2, Ceph) gets path-style addresses
 * (`endpoint/bucket/key`): those services rarely have a DNS name per bucket.
 */
export function createS3Client(settings: BucketSettings): S3Client {
  // Node 20 is this site's floor on purpose (decision 006); the SDK's warning about later
  // releases needing Node 22 would be a plain-text line in the JSON log at every start.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // A storage that stops answering must not hold requests (or /readyz) for minutes.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
    maxAttempts: 3,
  });
}

/** Fails with one line naming what to fix when the bucket cannot be reached or used. */
export async function checkBucket(client: S3Client, settings: BucketPlace, timeoutMs = 15_000): Promise<void> {
  try {
    await client.send(new HeadBucketCommand({ Bucket: settings.bucket }), { abortSignal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new BucketUnavailable(describeBucketFailure(error, settings));
  }
}

function isMissing(error: unknown): boolean {
  const name = error instanceof Error ? error.name : "";
  const status = (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
  return name === "NoSuchKey" || name === "NotFound" || status === 404;
}

/** The whole size from `Content-Range: bytes 0-9/2048`. */
function totalSize(contentRange: string | undefined, fallback: number): number {
  const total = contentRange?.match(/\/(\d+)$/)?.[1];
  return total === undefined ? fallback : Number(total);
}

/**
 * Files under `prefix` (`media/`, `files/`) in the bucket: the same flat names as on disk, so a
 * backup or a move between disk and bucket is a plain copy. A PutObject is atomic, so nothing
 * half-written is ever seen or left behind.
 */
export function createS3Storage(client: S3Client, bucket: string, prefix: string): MediaStorage {
  const key = (file: string) => {
    assertSafeMediaName(file);
    return `${prefix}${file}`;
  };
  return {
    kind: "bucket",

    async put(file, bytes) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key(file), Body: bytes, ContentLength: bytes.byteLength }));
    },

    async get(file, range) {
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: key(file), ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }),
        );
        if (!answer.Body) return null;
        return {
          body: answer.Body.transformToWebStream() as ReadableStream<Uint8Array>,
          size: totalSize(answer.ContentRange, answer.ContentLength ?? 0),
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async head(file) {
      try {
        const answer = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key(file) }));
        return { name: file, size: answer.ContentLength ?? 0, modifiedAt: answer.LastModified ?? new Date(0) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(file) {
      // S3 answers 204 for a key that is not there: deleting twice is no error.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key(file) }));
    },

    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(prefix.length) ?? "";
          // Keys this site did not write (a folder marker, a nested key) are none of its business.
          if (!isSafeMediaName(name)) continue;
          yield { name, size: object.Size ?? 0, modifiedAt: object.LastModified ?? new Date(0) };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },

    async sweepTemporary() {
      return 0;
    },

    async checkWritable() {
      // A look at the bucket, not a test write: load balancers ask /readyz every few seconds,
      // and each write would be a billed request.
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }), { abortSignal: AbortSignal.timeout(5_000) });
        return true;
      } catch {
        return false;
      }
    },
  };
}

/** Pictures and other files in one bucket, under `media/` and `files/` as under DATA_DIR. */
export async function openBucketStorage(settings: BucketSettings): Promise<{ storage: MediaStorage; files: MediaStorage; close: () => void }> {
  const client = createS3Client(settings);
  try {
    await checkBucket(client, settings);
  } catch (error) {
    client.destroy();
    throw error;
  }
  return {
    storage: createS3Storage(client, settings.bucket, "media/"),
    files: createS3Storage(client, settings.bucket, "files/"),
    close: () => client.destroy(),
  };
}
