/** Where the bucket lives, for messages: the endpoint's host and port, or Amazon S3 and its region. */
export interface BucketPlace {
  bucket: string;
  region: string;
  endpoint?: string;
}

/**
 * The bucket cannot be used at start-up. The message is one line naming the variable to fix
 * (`MEDIA_BUCKET: the bucket "hotel-media" does not exist at minio.internal:9000; …`), never a key.
 */
export class BucketUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BucketUnavailable";
  }
}

export function describePlace(place: BucketPlace): string {
  if (!place.endpoint) return `Amazon S3 (${place.region})`;
  try {
    return new URL(place.endpoint).host;
  } catch {
    return "the configured endpoint";
  }
}

/** Node's system error code (ECONNREFUSED, ENOTFOUND…), also when wrapped in an AggregateError. */
function systemCode(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && /^E[A-Z]+$/.test(code)) return code;
  const first = (error as { errors?: unknown[] }).errors?.[0];
  return first === undefined ? undefined : systemCode(first);
}

/**
 * Turns the failure of a first look at the bucket (HeadBucket) into the line a person acts on.
 * The SDK's errors carry a name and the HTTP status in `$metadata`; a network failure carries
 * Node's code; a missing key comes from the SDK's credential chain.
 */
export function describeBucketFailure(error: unknown, place: BucketPlace): string {
  const where = describePlace(place);
  const bucket = JSON.stringify(place.bucket);
  const name = error instanceof Error ? error.name : "";
  const status = (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
  const code = systemCode(error);
  if (name === "CredentialsProviderError")
    return "AWS_ACCESS_KEY_ID: no credentials for the bucket were found; set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (or give the server an AWS profile or role)";
  if (status === 404 || name === "NoSuchBucket") return `MEDIA_BUCKET: the bucket ${bucket} does not exist at ${where}; create it or correct MEDIA_BUCKET`;
  if (status === 403)
    return `MEDIA_BUCKET: ${where} refused access to the bucket ${bucket} (403); check AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY and what the key may do`;
  if (status === 301 || name === "PermanentRedirect") return `AWS_REGION: the bucket ${bucket} is not in ${place.region}; set AWS_REGION to the bucket's region`;
  const variable = place.endpoint ? "AWS_ENDPOINT_URL_S3" : "MEDIA_BUCKET";
  if (code) return `${variable}: could not reach the object storage at ${where} (${code})`;
  if (name === "TimeoutError" || name === "AbortError") return `${variable}: the object storage at ${where} did not answer (timed out)`;
  const detail = error instanceof Error ? `${name}: ${error.message}` : String(error);
  return `MEDIA_BUCKET: the bucket ${bucket} at ${where} could not be used (${status ? `${status} ` : ""}${detail})`;
}
