import { randomUUID } from "node:crypto";
import path from "node:path";
import { openDatabase } from "~/platform/db/db.server";
import { upsertStaffUser } from "~/platform/auth/users.server";
import { loginAs } from "./api-client";

export const STAFF_TEST_PASSWORD = "Mlongoti-Wobiriwira-2026!";

/**
 * A fresh editor (or admin) account and its API token. Staff accounts are made by an
 * administrator's command, not by self-registration, so the test writes it the way
 * `npm run user:create` does, into the running server's own database.
 */
export async function createStaffAccount(
  server: { url: string; dataDir: string; databaseUrl?: string },
  role: "editor" | "admin",
): Promise<{ email: string; token: string }> {
  const handle = openDatabase({ databaseUrl: server.databaseUrl, sqliteFile: path.join(server.dataDir, "hotel.sqlite") });
  const email = `${role}-${randomUUID().slice(0, 8)}@hotel.test`;
  try {
    await upsertStaffUser(handle.db, { name: role === "editor" ? "Thoko Editor" : "Second Admin", email, password: STAFF_TEST_PASSWORD, role });
  } finally {
    await handle.close();
  }
  return { email, token: await loginAs(server.url, email, STAFF_TEST_PASSWORD) };
}
