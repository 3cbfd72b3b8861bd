import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import { FORM_ERRORS_KEY, fieldErrorsOf } from "~/lib/field-errors";
import { PasswordSchema, STAFF_PASSWORD_MIN } from "~/platform/auth/password-rules";

/**
 * An empty variable (`PORT=` in .env) means "not set", like a missing one, so a blank line
 * copied from .env.example falls back to the default instead of failing.
 */
const unsetWhenEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === "" ? undefined : v), schema.optional());

/** A whole number from `min` to `max` written in digits only: Number() would also take "0x10", "1e3" or " 80 ". */
const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(new RegExp(`^\\d{1,${String(max).length}}$`))
    .transform(Number)
    .pipe(z.number().min(min).max(max));

/** A listening address: an IP address or a host name. */
const listenHost = () => z.union([z.ipv4(), z.ipv6(), z.hostname()]);

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** An absolute http(s) URL without a login, query or fragment (a path is allowed). */
function isHttpUrlWithoutLogin(value: string): boolean {
  const url = parseUrl(value);
  return (
    url !== null &&
    (url.protocol === "http:" || url.protocol === "https:") &&
    url.username === "" &&
    url.password === "" &&
    !value.includes("?") &&
    !value.includes("#")
  );
}

/** An absolute http(s) URL that is nothing but an origin (a trailing "/" is tolerated). */
function isHttpOrigin(value: string): boolean {
  return isHttpUrlWithoutLogin(value) && parseUrl(value)?.pathname === "/";
}

function hasProtocol(value: string, protocols: string[]): boolean {
  const url = parseUrl(value);
  return url !== null && protocols.includes(url.protocol);
}

/**
 * Configuration comes only from the environment, checked once at start-up so a typo fails
 * loudly instead of at the first request. Each variable's description states all of its
 * rules: a failure prints `NAME must be <description>` as one line, and README's
 * configuration table repeats the same text (a unit test keeps them together).
 */
const EnvSchema = z
  .object({
    NODE_ENV: unsetWhenEmpty(z.enum(["production", "development", "test"]))
      .transform((v) => v ?? "production")
      .describe("production, development or test (default production)"),
    PORT: unsetWhenEmpty(wholeNumber(0, 65535))
      .transform((v) => v ?? 3000)
      .describe("a whole number from 0 to 65535 (default 3000; 0 picks a free port)"),
    HOST: unsetWhenEmpty(listenHost())
      .transform((v) => v ?? "0.0.0.0")
      .describe("an IP address or host name to listen on, such as 0.0.0.0, 127.0.0.1, :: or localhost (default 0.0.0.0)"),
    DATA_DIR: unsetWhenEmpty(z.string().regex(/^[^\p{Cc}]+$/u))
      .transform((v) => v ?? "./data")
      .describe("a folder path without control characters, writable by the server (default ./data)"),
    DATABASE_URL: unsetWhenEmpty(z.string().refine((v) => hasProtocol(v, ["postgres:", "postgresql:"]))).describe(
      "a postgres:// or postgresql:// URL of a reachable database (leave it unset for the embedded SQLite database in DATA_DIR)",
    ),
    PUBLIC_URL: unsetWhenEmpty(z.string().refine(isHttpOrigin))
      .transform((v) => (v === undefined ? undefined : new URL(v).origin))
      .describe("an http:// or https:// origin without a path, query or login, such as https://www.example.com"),
    SMTP_URL: unsetWhenEmpty(
      z.string().refine((v) => hasProtocol(v, ["smtp:", "smtps:"]) && parseUrl(v)?.hostname !== ""),
    ).describe("an smtp:// or smtps:// URL with a host, such as smtp://user:pass@smtp.example.com:587"),
    ADMIN_EMAIL: unsetWhenEmpty(z.email()).describe("an email address, set together with ADMIN_PASSWORD"),
    // The shared password rules plus the staff minimum; upsertStaffUser checks the rest
    // (common passwords) when it creates the account, and start() reports that as one line too.
    ADMIN_PASSWORD: unsetWhenEmpty(PasswordSchema.min(STAFF_PASSWORD_MIN)).describe(
      `${STAFF_PASSWORD_MIN}–128 characters with an uppercase letter, a lowercase letter, a number and a special character, and not easy to guess; set together with ADMIN_EMAIL`,
    ),
    /**
     * Seals the secrets the server must read back (staff two-step secrets) in the database,
     * and gives the key device cookies are signed with (decision 038). Kept outside the
     * database and its backups; changing it needs the old one (decision 024).
     */
    SECRETS_KEY: unsetWhenEmpty(z.string().min(32).regex(/^[^\p{Cc}]+$/u)).describe(
      "at least 32 characters without control characters, such as the output of openssl rand -base64 32 (default unset: two-step secrets are stored unsealed and device cookies are signed with a key kept in the database)",
    ),
    /** Only while changing SECRETS_KEY: the old key, whose sealed values are sealed again at start. */
    SECRETS_KEY_PREVIOUS: unsetWhenEmpty(z.string().min(32).regex(/^[^\p{Cc}]+$/u)).describe(
      "the SECRETS_KEY being replaced, set together with the new SECRETS_KEY for one start (default unset)",
    ),
    /**
     * Uploads (pictures, videos, PDFs, staff attachments) in an S3-compatible bucket instead of
     * DATA_DIR, so several servers share them (docs/decisions/036-object-storage.md).
     */
    MEDIA_BUCKET: unsetWhenEmpty(z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/).refine((v) => !v.includes(".."))).describe(
      "an S3 bucket name of 3–63 lowercase letters, digits, dots and hyphens (default unset: uploads are kept in DATA_DIR)",
    ),
    AWS_REGION: unsetWhenEmpty(z.string().regex(/^[a-z0-9][a-z0-9-]{0,62}$/)).describe(
      "the bucket's region, such as eu-west-1 (auto for Cloudflare R2, us-east-1 for MinIO); required with MEDIA_BUCKET",
    ),
    AWS_ENDPOINT_URL_S3: unsetWhenEmpty(z.string().refine(isHttpUrlWithoutLogin)).describe(
      "an http:// or https:// URL of an S3-compatible service, without a login, query or fragment, such as http://127.0.0.1:9000 (default unset: Amazon S3)",
    ),
    AWS_ACCESS_KEY_ID: unsetWhenEmpty(z.string().regex(/^[^\p{Cc}\s]+$/u)).describe(
      "an access key ID without spaces, set together with AWS_SECRET_ACCESS_KEY (default unset: the AWS SDK's other sources, such as AWS_PROFILE or an instance role)",
    ),
    AWS_SECRET_ACCESS_KEY: unsetWhenEmpty(z.string().regex(/^[^\p{Cc}\s]+$/u)).describe(
      "the secret of AWS_ACCESS_KEY_ID, without spaces, set together with it",
    ),
    /** "false" skips the demo content (rooms, teams, offers...) on an empty database. */
    SEED_DEMO: unsetWhenEmpty(z.enum(["true", "false"]))
      .transform((v) => v !== "false")
      .describe("true or false (default true: an empty database gets the hotel's demo content)"),
    LOG_LEVEL: unsetWhenEmpty(z.enum(["debug", "info", "warn", "error", "silent"]))
      .transform((v) => v ?? "info")
      .describe("debug, info, warn, error or silent (default info)"),
    /** Pages rendered at once; beyond it a page not stored is refused at once (docs/decisions/039-request-path.md). */
    RENDER_LIMIT: unsetWhenEmpty(wholeNumber(1, 1000)).describe("a whole number from 1 to 1000 (default twice the number of CPU cores, at least 4)"),
    /** Seconds between reads of the agencies' calendars, over the settings' minutes (docs/decisions/062-calendar-import.md). */
    CHANNEL_POLL_SECONDS: unsetWhenEmpty(wholeNumber(0, 86_400)).describe(
      "a whole number of seconds from 0 to 86400, 0 for no automatic reads (default unset: every channelPollMinutes of the settings, 15 by default)",
    ),
    /**
     * Private addresses the agencies' calendars may be read from (docs/decisions/070-outbound-addresses.md):
     * by default the server reads a calendar only from the public internet, so a feed's address
     * cannot reach this machine, the hotel's network or a cloud's metadata service.
     */
    CALENDAR_FEED_PRIVATE_RANGES: unsetWhenEmpty(z.string().refine((v) => parseAddressRanges(v) !== "invalid"))
      .transform((v) => (v === undefined ? undefined : (parseAddressRanges(v) as AddressRange[])))
      .describe(
        "a comma-separated list of IP addresses and CIDR ranges such as 10.20.0.0/16,127.0.0.1 that calendar feeds may be read from although they are not public (default unset: public addresses only)",
      ),
    /** Seconds between looks for deposits whose time to pay has passed (docs/decisions/068-deposit-deadlines.md). */
    DEPOSIT_DEADLINE_SECONDS: unsetWhenEmpty(wholeNumber(0, 86_400)).describe("a whole number of seconds from 0 to 86400, 0 for never (default 300)"),
    /** Prometheus metrics on a port of their own (docs/decisions/049-metrics-and-traces.md). */
    METRICS_PORT: unsetWhenEmpty(wholeNumber(0, 65535)).describe("a whole number from 0 to 65535 (default unset: no separate metrics port; 0 picks a free port)"),
    METRICS_HOST: unsetWhenEmpty(listenHost())
      .transform((v) => v ?? "127.0.0.1")
      .describe("an IP address or host name to listen on for METRICS_PORT (default 127.0.0.1: this machine only)"),
    /** Lets a scraper read /metrics on the site's own port; without it that address is a 404. */
    METRICS_TOKEN: unsetWhenEmpty(z.string().min(32).max(256).regex(/^[\x21-\x7e]+$/)).describe(
      "32–256 printable ASCII characters without spaces, such as the output of openssl rand -hex 32 (default unset: /metrics on the site's port answers 404)",
    ),
    /** Read by the launcher (server.js), which loads tracing before the server's modules when it is set. */
    OTEL_EXPORTER_OTLP_ENDPOINT: unsetWhenEmpty(z.string().refine(isHttpUrlWithoutLogin)).describe(
      "an http:// or https:// URL of an OpenTelemetry collector's OTLP/HTTP endpoint, without a login, query or fragment, such as http://127.0.0.1:4318 (default unset: no traces)",
    ),
    /** Of those, what one visitor's address may hold at once; beyond it that address is answered 429 (docs/decisions/051-fair-renders.md). */
    RENDER_LIMIT_PER_ADDRESS: unsetWhenEmpty(wholeNumber(1, 1000)).describe("a whole number from 1 to 1000 (default a quarter of RENDER_LIMIT, rounded up)"),
    /** Read by the launcher (server.js) before the build; listed here so a typo is reported. */
    VERBOSE: unsetWhenEmpty(z.enum(["1", "0", "true", "false"]))
      .transform((v) => v === "1" || v === "true")
      .describe("1, 0, true or false (default 0: the build's output goes to build/build.log)"),
    /**
     * Online deposits through PayChangu (DECISIONS §12, docs/decisions/065-paychangu-contract.md):
     * without both secrets the settings cannot ask for a deposit. Never logged, never sent to a browser.
     */
    PAYCHANGU_SECRET_KEY: unsetWhenEmpty(z.string().min(16).max(256).regex(/^[\x21-\x7e]+$/)).describe(
      "PayChangu's secret API key, 16–256 printable ASCII characters without spaces, set together with PAYCHANGU_WEBHOOK_SECRET (default unset: no online deposits)",
    ),
    PAYCHANGU_WEBHOOK_SECRET: unsetWhenEmpty(z.string().min(16).max(256).regex(/^[\x21-\x7e]+$/)).describe(
      "PayChangu's webhook secret, 16–256 printable ASCII characters without spaces, set together with PAYCHANGU_SECRET_KEY",
    ),
    PAYCHANGU_API_URL: unsetWhenEmpty(z.string().refine(isHttpUrlWithoutLogin))
      .transform((v) => (v ?? "https://api.paychangu.com").replace(/\/+$/, ""))
      .describe("an http:// or https:// URL without a login, query or fragment (default https://api.paychangu.com)"),
    TRUST_PROXY: unsetWhenEmpty(z.string().refine((v) => parseTrustProxy(v) !== "invalid"))
      .transform((v) => (v === undefined ? undefined : (parseTrustProxy(v) as TrustProxy | undefined)))
      .describe(
        "a number of proxy hops from 1 to 10, or a comma-separated list of IP addresses and CIDR ranges such as 10.0.0.0/8,127.0.0.1 (default unset: X-Forwarded-For is ignored)",
      ),
  })
  .refine((env) => env.SECRETS_KEY !== undefined || env.SECRETS_KEY_PREVIOUS === undefined, { path: ["SECRETS_KEY_PREVIOUS"] })
  .refine((env) => env.ADMIN_EMAIL !== undefined || env.ADMIN_PASSWORD === undefined, { path: ["ADMIN_EMAIL"] })
  .refine((env) => env.ADMIN_PASSWORD !== undefined || env.ADMIN_EMAIL === undefined, { path: ["ADMIN_PASSWORD"] })
  .refine((env) => env.AWS_REGION !== undefined || env.MEDIA_BUCKET === undefined, { path: ["AWS_REGION"] })
  .refine((env) => env.AWS_ACCESS_KEY_ID !== undefined || env.AWS_SECRET_ACCESS_KEY === undefined, { path: ["AWS_ACCESS_KEY_ID"] })
  .refine((env) => env.AWS_SECRET_ACCESS_KEY !== undefined || env.AWS_ACCESS_KEY_ID === undefined, { path: ["AWS_SECRET_ACCESS_KEY"] })
  .refine((env) => env.PAYCHANGU_SECRET_KEY !== undefined || env.PAYCHANGU_WEBHOOK_SECRET === undefined, { path: ["PAYCHANGU_SECRET_KEY"] })
  .refine((env) => env.PAYCHANGU_WEBHOOK_SECRET !== undefined || env.PAYCHANGU_SECRET_KEY === undefined, { path: ["PAYCHANGU_WEBHOOK_SECRET"] });

/** Which forwarded addresses to believe (see TRUST_PROXY). */
export type TrustProxy = { hops: number } | { ranges: AddressRange[] };

/** One IP address or CIDR range of a list in a variable. */
export type AddressRange = { address: string; prefix: number; family: "ipv4" | "ipv6" };

export function parseTrustProxy(value: string | undefined): TrustProxy | undefined | "invalid" {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops >= 1 && hops <= 10 ? { hops } : "invalid";
  }
  const ranges = parseAddressRanges(text);
  return ranges === "invalid" ? "invalid" : { ranges };
}

/** "10.0.0.0/8, 127.0.0.1" as ranges; "invalid" for anything else, an empty list included. */
export function parseAddressRanges(text: string): AddressRange[] | "invalid" {
  const ranges: AddressRange[] = [];
  for (const part of text.split(",").map((p) => p.trim()).filter(Boolean)) {
    const [address = "", prefixText] = part.split("/");
    const version = isIP(address);
    if (version === 0) return "invalid";
    const family = version === 4 ? "ipv4" : "ipv6";
    const max = version === 4 ? 32 : 128;
    const prefix = prefixText === undefined ? max : /^\d+$/.test(prefixText) ? Number(prefixText) : -1;
    if (prefix < 0 || prefix > max) return "invalid";
    ranges.push({ address, prefix, family });
  }
  return ranges.length > 0 ? ranges : "invalid";
}

export type Env = z.infer<typeof EnvSchema> & {
  /** Absolute paths derived from DATA_DIR. */
  paths: { dataDir: string; sqliteFile: string; mediaDir: string; filesDir: string; outboxDir: string };
  isProduction: boolean;
  /** Served from the sources through Vite (npm run dev): no CSP, which Vite's injected scripts would break. */
  isDevelopment: boolean;
};

/** Every variable the server reads, in the order of EnvSchema (README lists the same). */
export const ENV_VARIABLES = Object.keys(EnvSchema.shape) as (keyof typeof EnvSchema.shape)[];

/** The rules of one variable, as README and the start-up error state them. */
export function envRules(name: string): string | undefined {
  return (EnvSchema.shape as Record<string, z.ZodType>)[name]?.description;
}

/**
 * A configuration a person has to fix. `problems` holds one line per variable, naming it and
 * all of its rules, never its value (it may be a password or a URL with one). The launcher
 * prints them without a stack trace: the trace would only hide the line that matters.
 */
export class ConfigError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join("\n")}`);
    this.name = "ConfigError";
    this.problems = problems;
  }
}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    // Issues of one variable collapse into its one line; a variable without a description
    // (a newly added one) still gets one line from zod's messages.
    const problems = Object.entries(fieldErrorsOf(parsed.error)).map(([key, messages]) => {
      const name = key === FORM_ERRORS_KEY ? "configuration" : key;
      const rules = envRules(name);
      const unset = source[name] === undefined || source[name] === "";
      if (!rules) return `${name}: ${[...new Set(messages)].join("; ")}`;
      return `${name} must be ${rules}${unset ? ` (${name} is not set)` : ""}`;
    });
    throw new ConfigError(problems);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    ...env,
    paths: {
      dataDir,
      sqliteFile: path.join(dataDir, "hotel.sqlite"),
      mediaDir: path.join(dataDir, "media"),
      filesDir: path.join(dataDir, "files"),
      outboxDir: path.join(dataDir, "outbox"),
    },
    isProduction: env.NODE_ENV === "production",
    isDevelopment: env.NODE_ENV === "development",
  };
}
