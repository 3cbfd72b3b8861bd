import { describe, expect, it } from "vitest";
import { describeBucketFailure } from "./bucket-errors.server";

const minio = { bucket: "hotel-media", region: "us-east-1", endpoint: "http://minio.internal:9000" };
const aws = { bucket: "hotel-media", region: "eu-west-1" };
/** An error as the AWS SDK throws it: a name and the HTTP status in $metadata. */
const sdkError = (name: string, status: number) => Object.assign(new Error(name), { name, $metadata: { httpStatusCode: status } });

describe("a bucket that cannot be used at start-up", () => {
  it("is one line naming the variable to fix", () => {
    expect(describeBucketFailure(sdkError("NotFound", 404), minio)).toBe(
      'MEDIA_BUCKET: the bucket "hotel-media" does not exist at minio.internal:9000; create it or correct MEDIA_BUCKET',
    );
    expect(describeBucketFailure(sdkError("Forbidden", 403), aws)).toBe(
      'MEDIA_BUCKET: Amazon S3 (eu-west-1) refused access to the bucket "hotel-media" (403); check AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY and what the key may do',
    );
    expect(describeBucketFailure(sdkError("PermanentRedirect", 301), aws)).toBe(
      'AWS_REGION: the bucket "hotel-media" is not in eu-west-1; set AWS_REGION to the bucket\'s region',
    );
    expect(describeBucketFailure(Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }), minio)).toBe(
      "AWS_ENDPOINT_URL_S3: could not reach the object storage at minio.internal:9000 (ECONNREFUSED)",
    );
    expect(describeBucketFailure(Object.assign(new Error("timeout"), { name: "TimeoutError" }), aws)).toBe(
      "MEDIA_BUCKET: the object storage at Amazon S3 (eu-west-1) did not answer (timed out)",
    );
    const noKey = Object.assign(new Error("Could not load credentials from any providers"), { name: "CredentialsProviderError" });
    expect(describeBucketFailure(noKey, aws)).toMatch(/^AWS_ACCESS_KEY_ID: no credentials for the bucket were found/);
    expect(describeBucketFailure(sdkError("InternalError", 500), minio)).toBe(
      'MEDIA_BUCKET: the bucket "hotel-media" at minio.internal:9000 could not be used (500 InternalError: InternalError)',
    );
  });
});
