import fs from "node:fs/promises";
import { renderMessage } from "~/platform/i18n/answer-messages";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadEnv } from "~/platform/runtime/env.server";
import type { AppServices } from "~/platform/app-context";
import { verifyPassword } from "~/platform/auth/password.server";
import { USERTYPE } from "~/platform/auth/roles";
import { changePassword, getUserByEmail } from "~/platform/auth/users.server";
import { createLogger } from "~/platform/runtime/log.server";
import { createServices, ensureAdmin, startHousekeeping, startOrphanSweep } from "./services";

describe("start-up services", () => {
  let dir: string;
  let services: AppServices;
  let close: () => Promise<void>;
  const logged: { level: string; msg: string; fields: Record<string, unknown> }[] = [];
  const log = createLogger({
    level: "debug",
    write: (line) => {
      const { time: _time, level, msg, ...fields } = JSON.parse(line) as { time: string; level: string; msg: string };
      logged.push({ level, msg, fields });
    },
  });
  const ADMIN = { email: "gm@hotel.test", password: "Gold-Teal-Lilongwe-2026!" };

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "services-"));
    const env = loadEnv({ DATA_DIR: dir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: "silent" });
    ({ services, close } = await createServices(env, log, {
      rateLimits: {
        loginPerEmailAndAddress: { limit: 5, windowMs: 60_000 },
        loginPerAddress: { limit: 20, windowMs: 60_000 },
        loginPerAccount: { limit: 10, windowMs: 60_000 },
        loginPerDevice: { limit: 5, windowMs: 60_000 },
        register: { limit: 2, windowMs: 60_000 },
        publicForms: { limit: 1, windowMs: 60_000 },
        contact: { limit: 5, windowMs: 60_000 },
        passwordReset: { limit: 1, windowMs: 60_000 },
        emailChangePerAccount: { limit: 5, windowMs: 3_600_000 },
        emailChangePerAddress: { limit: 20, windowMs: 3_600_000 },
        acknowledgementsPerRecipient: { limit: 3, windowMs: 3_600_000 },
        depositCheckoutsPerStay: { limit: 5, windowMs: 3_600_000 },
        depositCheckoutsPerAddress: { limit: 10, windowMs: 600_000 },
      },
    }));
  });

  afterAll(async () => {
    await close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it("ADMIN_EMAIL + ADMIN_PASSWORD create the administrator once and never rewrite its password", async () => {
    await ensureAdmin(services, log);
    expect(logged.at(-1)).toEqual({ level: "info", msg: "administrator created", fields: { email: ADMIN.email } });
    const admin = (await getUserByEmail(services.db, ADMIN.email))!;
    expect(admin.usertype).toBe(USERTYPE.admin);

    // Changed later (in the back-office), then the site restarts with the same environment.
    await changePassword(services.db, admin.id, "Kasungu-Hills-Dawn-31");
    await ensureAdmin(services, log);
    expect(logged.at(-1)).toEqual({ level: "info", msg: "administrator exists", fields: { email: ADMIN.email } });
    const after = (await getUserByEmail(services.db, ADMIN.email))!;
    expect(await verifyPassword(after.password_hash, "Kasungu-Hills-Dawn-31")).toBe(true);
    expect(await verifyPassword(after.password_hash, ADMIN.password)).toBe(false);
  });

  it("hands out the rate limits it was given", async () => {
    await services.rateLimits.register.hit("1.2.3.4");
    await services.rateLimits.register.hit("1.2.3.4");
    await expect(services.rateLimits.register.hit("1.2.3.4")).rejects.toSatisfy((error: Error) => /^Too many attempts, try again in \d+ seconds$/.test(renderMessage(error.message, "en")));
    await services.rateLimits.publicForms.hit("1.2.3.4");
    await expect(services.rateLimits.publicForms.hit("1.2.3.4")).rejects.toThrow();
  });

  it("warns at start while enrolled staff's two-step secrets are stored without SECRETS_KEY", async () => {
    expect(logged.some((l) => l.msg.startsWith("SECRETS_KEY is not set"))).toBe(false);
    const admin = (await getUserByEmail(services.db, ADMIN.email))!;
    await services.db.insertInto("two_step").values({ user_id: admin.id, secret: "JBSWY3DPEHPK3PXP", enabled_at: null, last_used_step: null, created_at: new Date().toISOString() }).execute();
    // A second process on the same data folder starts, as after a restart.
    const again = await createServices(loadEnv({ DATA_DIR: dir, LOG_LEVEL: "silent" }), log);
    await again.close();
    expect(logged.find((l) => l.msg.startsWith("SECRETS_KEY is not set"))).toMatchObject({ level: "warn", fields: { count: 1 } });
    await services.db.deleteFrom("two_step").execute();
  });

  it("sweeps expired sessions at once and then on a timer that can be stopped", async () => {
    const stop = startHousekeeping(services, log, 20);
    await expect.poll(() => logged.filter((l) => l.msg === "expired sessions swept").length).toBeGreaterThanOrEqual(2);
    stop();
    expect(logged.find((l) => l.msg === "expired sessions swept")?.fields).toEqual({ sessions: 0, accessTokens: 0, refreshTokens: 0, passwordResetLinks: 0, pendingSignIns: 0, emailChanges: 0 });
    expect(logged.filter((l) => l.level === "error")).toEqual([]);
  });

  it("sweeps stored files without a record at once and then on a timer that can be stopped", async () => {
    const stop = startOrphanSweep(services, log, 20);
    await expect.poll(() => logged.filter((l) => l.msg === "stored files without a record swept").length).toBeGreaterThanOrEqual(2);
    stop();
    expect(logged.find((l) => l.msg === "stored files without a record swept")).toEqual({
      level: "info",
      msg: "stored files without a record swept",
      fields: { pictures: 0, files: 0, temporary: 0, storage: "disk" },
    });
    expect(logged.filter((l) => l.level === "error")).toEqual([]);
  });
});
