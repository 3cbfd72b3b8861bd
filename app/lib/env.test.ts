import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadEnv } from "./env.server";

describe("configuration", () => {
  it("has working defaults for the embedded demo", () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SEED_DEMO).toBe(true);
    expect(env.paths.sqliteFile).toBe(path.resolve("data/hotel.sqlite"));
  });

  it("fails loudly on invalid values, naming the variable", () => {
    expect(() => loadEnv({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL must be a postgres/);
    expect(() => loadEnv({ ADMIN_EMAIL: "a@b.mw" })).toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD together/);
  });

  it("never echoes secret values in its errors", () => {
    expect.assertions(1);
    try {
      loadEnv({ ADMIN_EMAIL: "not-an-email", ADMIN_PASSWORD: "s3cret-Value!" });
    } catch (error) {
      expect(String(error)).not.toContain("s3cret-Value!");
    }
  });
});
