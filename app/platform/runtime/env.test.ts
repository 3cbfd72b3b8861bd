import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, ENV_VARIABLES, envRules, loadEnv } from "./env.server";

/** The problems loadEnv reports for a source, one line per variable. */
function problemsOf(source: NodeJS.ProcessEnv): string[] {
  try {
    loadEnv(source);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe("configuration", () => {
  it("has working defaults for the embedded demo", () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.HOST).toBe("0.0.0.0");
    expect(env.NODE_ENV).toBe("production");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SEED_DEMO).toBe(true);
    expect(env.paths.sqliteFile).toBe(path.resolve("data/hotel.sqlite"));
  });

  it("treats an empty variable as unset", () => {
    const env = loadEnv({ PORT: "", HOST: "", DATA_DIR: "", PUBLIC_URL: "", LOG_LEVEL: "", SEED_DEMO: "" });
    expect(env).toMatchObject({ PORT: 3000, HOST: "0.0.0.0", DATA_DIR: "./data", PUBLIC_URL: undefined, LOG_LEVEL: "info", SEED_DEMO: true });
  });

  it("accepts a full, valid production configuration", () => {
    const env = loadEnv({
      NODE_ENV: "production",
      PORT: "8080",
      HOST: "::",
      DATA_DIR: "/var/lib/hotel",
      DATABASE_URL: "postgresql://hotel:pw@db.internal:5432/hotel",
      PUBLIC_URL: "https://www.umodzipark.mw/",
      SMTP_URL: "smtps://mailer:pw@smtp.umodzipark.mw:465",
      ADMIN_EMAIL: "gm@umodzipark.mw",
      ADMIN_PASSWORD: "Chamba-Lake-Malawi-42",
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
      VERBOSE: "1",
    });
    expect(env).toMatchObject({ PORT: 8080, HOST: "::", PUBLIC_URL: "https://www.umodzipark.mw", SEED_DEMO: false, VERBOSE: true });
  });

  it("reports one line per variable naming it and all of its rules", () => {
    const problems = problemsOf({
      NODE_ENV: "staging",
      PORT: "0x10",
      HOST: "not a host",
      DATABASE_URL: "mysql://x",
      PUBLIC_URL: "https://www.umodzipark.mw/rooms?x=1",
      SMTP_URL: "http://smtp.example.com",
      ADMIN_EMAIL: "not-an-email",
      ADMIN_PASSWORD: "short",
      SEED_DEMO: "yes",
      LOG_LEVEL: "loud",
      VERBOSE: "very",
    });
    expect(problems).toEqual([
      "NODE_ENV must be production, development or test (default production)",
      "PORT must be a whole number from 0 to 65535 (default 3000; 0 picks a free port)",
      `HOST must be ${envRules("HOST")}`,
      `DATABASE_URL must be ${envRules("DATABASE_URL")}`,
      "PUBLIC_URL must be an http:// or https:// origin without a path, query or login, such as https://www.example.com",
      `SMTP_URL must be ${envRules("SMTP_URL")}`,
      "ADMIN_EMAIL must be an email address, set together with ADMIN_PASSWORD",
      "ADMIN_PASSWORD must be 12–128 characters with an uppercase letter, a lowercase letter, a number and a special character, and not easy to guess; set together with ADMIN_EMAIL",
      `SEED_DEMO must be ${envRules("SEED_DEMO")}`,
      `LOG_LEVEL must be ${envRules("LOG_LEVEL")}`,
      `VERBOSE must be ${envRules("VERBOSE")}`,
    ]);
  });

  it("holds the administrator password to the staff rules, all stated at once", () => {
    // 8 characters satisfied the member rules; staff need 12.
    expect(problemsOf({ ADMIN_EMAIL: "gm@umodzipark.mw", ADMIN_PASSWORD: "Lilo-ng1" })).toEqual([
      `ADMIN_PASSWORD must be ${envRules("ADMIN_PASSWORD")}`,
    ]);
    expect(problemsOf({ ADMIN_EMAIL: "gm@umodzipark.mw", ADMIN_PASSWORD: "lilongwe-lake-42" })).toHaveLength(1);
    expect(problemsOf({ ADMIN_EMAIL: "gm@umodzipark.mw", ADMIN_PASSWORD: "Lilongwe-Lake-42" })).toEqual([]);
  });

  it("asks for ADMIN_EMAIL and ADMIN_PASSWORD together, saying which one is missing", () => {
    expect(problemsOf({ ADMIN_EMAIL: "gm@umodzipark.mw" })).toEqual([
      `ADMIN_PASSWORD must be ${envRules("ADMIN_PASSWORD")} (ADMIN_PASSWORD is not set)`,
    ]);
    expect(problemsOf({ ADMIN_PASSWORD: "Lilongwe-Lake-42" })).toEqual([`ADMIN_EMAIL must be ${envRules("ADMIN_EMAIL")} (ADMIN_EMAIL is not set)`]);
  });

  it("takes ports and URLs strictly", () => {
    for (const PORT of ["1e3", " 80", "-1", "65536", "true", "3000.5"]) expect(problemsOf({ PORT })).toHaveLength(1);
    expect(loadEnv({ PORT: "0" }).PORT).toBe(0);
    for (const PUBLIC_URL of ["www.example.com", "ftp://example.com", "https://example.com/hotel", "https://a:b@example.com", "https://example.com/#top"])
      expect(problemsOf({ PUBLIC_URL })).toHaveLength(1);
    for (const SMTP_URL of ["smtp.example.com:587", "mailto:x@example.com"]) expect(problemsOf({ SMTP_URL })).toHaveLength(1);
  });

  it("never echoes values in its errors (they may be passwords)", () => {
    const problems = problemsOf({
      ADMIN_EMAIL: "not-an-email",
      ADMIN_PASSWORD: "s3cret-Val!",
      DATABASE_URL: "mysql://hotel:db-s3cret@x",
      SMTP_URL: "http://mail:smtp-s3cret@x",
    });
    expect(problems).toHaveLength(4);
    for (const secret of ["s3cret-Val!", "db-s3cret", "smtp-s3cret"]) expect(problems.join("\n")).not.toContain(secret);
  });

  it("takes an S3 bucket with its region, an endpoint and a key pair, each checked on its own line", () => {
    const env = loadEnv({
      MEDIA_BUCKET: "umodzi-park-media",
      AWS_REGION: "eu-west-1",
      AWS_ENDPOINT_URL_S3: "https://minio.internal:9000",
      AWS_ACCESS_KEY_ID: "AKIAEXAMPLE",
      AWS_SECRET_ACCESS_KEY: "wJalr/XUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY",
    });
    expect(env).toMatchObject({ MEDIA_BUCKET: "umodzi-park-media", AWS_REGION: "eu-west-1", AWS_ENDPOINT_URL_S3: "https://minio.internal:9000" });
    // Unset: uploads stay in DATA_DIR; AWS_* alone (set for other tools) are no mistake.
    expect(loadEnv({}).MEDIA_BUCKET).toBeUndefined();
    expect(problemsOf({ AWS_REGION: "eu-west-1", AWS_ENDPOINT_URL_S3: "http://127.0.0.1:9000" })).toEqual([]);
    // Without keys the AWS SDK's other sources (a profile, an instance role) are used.
    expect(problemsOf({ MEDIA_BUCKET: "hotel-media", AWS_REGION: "auto" })).toEqual([]);

    expect(problemsOf({ MEDIA_BUCKET: "hotel-media" })).toEqual([`AWS_REGION must be ${envRules("AWS_REGION")} (AWS_REGION is not set)`]);
    for (const MEDIA_BUCKET of ["Hotel_Media", "ab", "s3://hotel-media", "hotel..media", "-hotel", "a".repeat(64)])
      expect(problemsOf({ MEDIA_BUCKET, AWS_REGION: "eu-west-1" }), MEDIA_BUCKET).toEqual([`MEDIA_BUCKET must be ${envRules("MEDIA_BUCKET")}`]);
    for (const AWS_ENDPOINT_URL_S3 of ["minio:9000", "ftp://minio", "https://key:secret@minio.internal", "https://minio.internal/?x=1"])
      expect(problemsOf({ AWS_ENDPOINT_URL_S3 }), AWS_ENDPOINT_URL_S3).toEqual([`AWS_ENDPOINT_URL_S3 must be ${envRules("AWS_ENDPOINT_URL_S3")}`]);
    expect(problemsOf({ AWS_REGION: "EU West" })).toEqual([`AWS_REGION must be ${envRules("AWS_REGION")}`]);
    expect(problemsOf({ AWS_ACCESS_KEY_ID: "AKIAEXAMPLE" })).toEqual([
      `AWS_SECRET_ACCESS_KEY must be ${envRules("AWS_SECRET_ACCESS_KEY")} (AWS_SECRET_ACCESS_KEY is not set)`,
    ]);
    const secret = "wJalr XUtnFEMI-s3cret";
    const problems = problemsOf({ AWS_SECRET_ACCESS_KEY: secret, AWS_ENDPOINT_URL_S3: "https://key:minio-s3cret@minio.internal" });
    expect(problems).toEqual([
      `AWS_ENDPOINT_URL_S3 must be ${envRules("AWS_ENDPOINT_URL_S3")}`,
      `AWS_SECRET_ACCESS_KEY must be ${envRules("AWS_SECRET_ACCESS_KEY")}`,
      `AWS_ACCESS_KEY_ID must be ${envRules("AWS_ACCESS_KEY_ID")} (AWS_ACCESS_KEY_ID is not set)`,
    ]);
    expect(problems.join("\n")).not.toMatch(/s3cret/);
  });

  it("takes PayChangu's two secrets together, defaults its API and never repeats a secret", () => {
    expect(loadEnv({}).PAYCHANGU_API_URL).toBe("https://api.paychangu.com");
    expect(loadEnv({ PAYCHANGU_API_URL: "http://127.0.0.1:9100/" }).PAYCHANGU_API_URL).toBe("http://127.0.0.1:9100");
    const both = loadEnv({ PAYCHANGU_SECRET_KEY: "sec-live-0123456789abcdef", PAYCHANGU_WEBHOOK_SECRET: "whsec-0123456789abcdef" });
    expect(both.PAYCHANGU_SECRET_KEY).toBe("sec-live-0123456789abcdef");
    const problems = problemsOf({ PAYCHANGU_SECRET_KEY: "sec-live-0123456789abcdef" });
    expect(problems).toEqual([`PAYCHANGU_WEBHOOK_SECRET must be ${envRules("PAYCHANGU_WEBHOOK_SECRET")} (PAYCHANGU_WEBHOOK_SECRET is not set)`]);
    expect(problemsOf({ PAYCHANGU_SECRET_KEY: "short key s3cret", PAYCHANGU_WEBHOOK_SECRET: "whsec-0123456789abcdef" }).join("\n")).not.toMatch(/s3cret/);
  });

  it("is documented in README's configuration table, every variable with all its rules", () => {
    const readme = fs.readFileSync(path.resolve(import.meta.dirname, "../../../README.md"), "utf8");
    for (const name of ENV_VARIABLES) {
      const row = readme.split("\n").find((line) => line.startsWith(`| \`${name}\` |`));
      expect(row, `README row for ${name}`).toBeDefined();
      expect(row).toContain(envRules(name));
    }
  });
});
