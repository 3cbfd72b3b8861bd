import { describe, expect, it } from "vitest";
import { AppError, fieldError } from "~/lib/errors";
import { loadEnv } from "~/platform/runtime/env.server";
import { SecretBoxError } from "~/platform/runtime/secret-box.server";
import { DatabaseFromNewerRelease } from "~/platform/db/migrate.server";
import { describeStartupFailure } from "./startup-errors";

const systemError = (code: string) => Object.assign(new Error(`connect ${code}`), { code });

describe("describeStartupFailure", () => {
  const postgres = loadEnv({ DATABASE_URL: "postgres://hotel:Pg-Secret-42@db.internal/hotel", DATA_DIR: "/srv/hotel" });
  const sqlite = loadEnv({ DATA_DIR: "/srv/hotel", PORT: "8080", HOST: "127.0.0.1" });

  it("names DATABASE_URL with host and port only, never the password", () => {
    expect(describeStartupFailure("database", systemError("ECONNREFUSED"), postgres)).toBe(
      "DATABASE_URL: could not connect to PostgreSQL at db.internal:5432 (ECONNREFUSED)",
    );
    // localhost resolves to ::1 and 127.0.0.1: Node reports both attempts at once.
    const both = Object.assign(new AggregateError([systemError("ECONNREFUSED"), systemError("ECONNREFUSED")]), {});
    expect(describeStartupFailure("database", both, postgres)).toContain("(ECONNREFUSED)");
    const auth = Object.assign(new Error('password authentication failed for user "hotel"'), { code: "28P01" });
    const line = describeStartupFailure("database", auth, postgres);
    expect(line).toBe('DATABASE_URL: PostgreSQL at db.internal:5432 refused the connection (28P01: password authentication failed for user "hotel")');
    expect(line).not.toContain("Pg-Secret-42");
    expect(describeStartupFailure("database", new Error("Connection terminated due to connection timeout"), postgres)).toBe(
      "DATABASE_URL: could not connect to PostgreSQL at db.internal:5432 (timed out)",
    );
  });

  it("names DATABASE_URL when its user may not create the tables", () => {
    const denied = Object.assign(new Error("permission denied for schema public"), { code: "42501" });
    const line = describeStartupFailure("database", denied, postgres);
    expect(line).toBe(
      "DATABASE_URL: the PostgreSQL user may not create or change the tables at db.internal:5432 (42501: permission denied for schema public); use a user that owns the database (ALTER DATABASE … OWNER TO …)",
    );
    expect(line).not.toContain("Pg-Secret-42");
  });

  it("names the database setting when the database is from a newer release", () => {
    const newer = new DatabaseFromNewerRelease(["9000-later"]);
    expect(describeStartupFailure("database", newer, postgres)).toMatch(/^DATABASE_URL: the database was migrated by a newer release of the site \(migration "9000-later" is unknown here\); run that release/);
    expect(describeStartupFailure("database", newer, sqlite)).toMatch(/^DATA_DIR: the database was migrated by a newer release/);
  });

  it("names DATA_DIR when the embedded database or media folder cannot be used", () => {
    expect(describeStartupFailure("database", systemError("EACCES"), sqlite)).toBe("DATA_DIR: could not keep the database and media in /srv/hotel (EACCES)");
    expect(describeStartupFailure("database", systemError("SQLITE_NOTADB"), sqlite)).toContain("(SQLITE_NOTADB)");
    expect(describeStartupFailure("database", systemError("SQLITE_READONLY_DIRECTORY"), sqlite)).toContain("(SQLITE_READONLY_DIRECTORY)");
    // A statement the schema refused is no fault of the folder: it keeps its stack trace.
    expect(describeStartupFailure("database", systemError("SQLITE_ERROR"), sqlite)).toBeUndefined();
  });

  it("names PORT or HOST when listening fails", () => {
    expect(describeStartupFailure("listen", systemError("EADDRINUSE"), sqlite)).toMatch(/^PORT: 8080 is already in use on 127\.0\.0\.1 \(EADDRINUSE\)/);
    expect(describeStartupFailure("listen", systemError("EACCES"), sqlite)).toMatch(/^PORT: /);
    expect(describeStartupFailure("listen", systemError("EADDRNOTAVAIL"), sqlite)).toMatch(/^HOST: cannot listen on 127\.0\.0\.1/);
  });

  it("names the administrator variable the password policy refused", () => {
    expect(describeStartupFailure("admin", fieldError("password", "This password is too common; please choose another"), sqlite)).toBe(
      "ADMIN_PASSWORD: This password is too common; please choose another",
    );
    expect(describeStartupFailure("admin", fieldError("email", "Enter a valid email address"), sqlite)).toBe("ADMIN_EMAIL: Enter a valid email address");
    expect(describeStartupFailure("admin", new AppError("conflict", "x"), sqlite)).toBe("ADMIN_PASSWORD: x");
  });

  it("names SECRETS_KEY when the stored two-step secrets do not open, never the key", () => {
    const line = describeStartupFailure("database", new SecretBoxError("a stored secret does not open with this SECRETS_KEY"), sqlite);
    expect(line).toMatch(/^SECRETS_KEY: a stored secret does not open with this SECRETS_KEY; start with the key/);
  });

  it("leaves bugs alone, so they keep their stack trace", () => {
    expect(describeStartupFailure("database", new TypeError("undefined is not a function"), postgres)).toBeUndefined();
    expect(describeStartupFailure("database", Object.assign(new Error("syntax error"), { code: "42601" }), postgres)).toBeUndefined();
    expect(describeStartupFailure("admin", new Error("boom"), sqlite)).toBeUndefined();
    expect(describeStartupFailure("listen", new Error("boom"), sqlite)).toBeUndefined();
  });
});
