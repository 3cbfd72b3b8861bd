import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PutObjectCommand } from "@aws-sdk/client-s3";
import { createS3Client } from "~/platform/media/s3-storage.server";

/** The keys the site is given for the test bucket: s3rver's own, which it expects in every signature. */
export const S3_TEST_KEY = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } as const;

export interface RunningS3Server {
  /** http://127.0.0.1:<port>, for AWS_ENDPOINT_URL_S3. */
  endpoint: string;
  bucket: string;
  region: string;
  /** What a site server needs to keep its uploads in this bucket: MEDIA_BUCKET and the AWS_* variables. */
  env: Record<string, string>;
  /** Keys in the bucket under `prefix` ("media/", "files/"), sorted. */
  keys: (prefix?: string) => Promise<string[]>;
  /** Writes an object straight into the bucket (what a crashed upload would leave, say). */
  put: (key: string, bytes: Uint8Array) => Promise<void>;
  /** Backdates an object's LastModified (s3rver takes it from its file's mtime), as if written at `when`. */
  backdate: (key: string, when: Date) => Promise<void>;
  stop: () => Promise<void>;
}

/** s3rver keeps each object as `<dir>/<bucket>/<key>._S3rver_object`, beside its metadata. */
const OBJECT_SUFFIX = "._S3rver_object";

async function walk(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(entries.map((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)])));
  return nested.flat();
}

/**
 * An S3-speaking server for tests (s3rver, in a process of its own, on a random port over a
 * temporary folder), with one empty bucket: the site talks to it through the AWS SDK exactly as
 * to Amazon S3, MinIO or R2. Like the SMTP relay, the real storage lives outside the machine;
 * this stands in for it. Several site servers may share one (a load-balanced pair): pass `env`
 * to each.
 */
export async function startS3Server(options: { bucket?: string } = {}): Promise<RunningS3Server> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), "hotel-s3-"));
  const bucket = options.bucket ?? `hotel-media-${randomUUID().slice(0, 8)}`;
  const region = "us-east-1";
  const child = spawn(process.execPath, ["--openssl-legacy-provider", path.join(import.meta.dirname, "s3-server-process.mjs"), directory, bucket], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the S3 test server did not start in time:\n${output}`)), 30_000);
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /\{"port":(\d+)\}/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`the S3 test server exited with ${code}:\n${output}`));
    });
  });
  // A test run that ends without stop() (a crash, Ctrl+C) must not leave the server behind.
  const killOnExit = () => child.kill();
  process.once("exit", killOnExit);
  const endpoint = `http://127.0.0.1:${port}`;
  const bucketDir = path.join(directory, bucket);
  const client = createS3Client({ bucket, region, endpoint, credentials: S3_TEST_KEY });
  return {
    endpoint,
    bucket,
    region,
    env: {
      MEDIA_BUCKET: bucket,
      AWS_REGION: region,
      AWS_ENDPOINT_URL_S3: endpoint,
      AWS_ACCESS_KEY_ID: S3_TEST_KEY.accessKeyId,
      AWS_SECRET_ACCESS_KEY: S3_TEST_KEY.secretAccessKey,
    },
    keys: async (prefix = "") =>
      (await walk(bucketDir))
        .filter((file) => file.endsWith(OBJECT_SUFFIX))
        .map((file) => path.relative(bucketDir, file.slice(0, -OBJECT_SUFFIX.length)).split(path.sep).join("/"))
        .filter((key) => key.startsWith(prefix))
        .sort(),
    put: async (key, bytes) => {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes }));
    },
    backdate: async (key, when) => {
      await fs.utimes(path.join(bucketDir, ...key.split("/")) + OBJECT_SUFFIX, when, when);
    },
    stop: async () => {
      client.destroy();
      process.off("exit", killOnExit);
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
