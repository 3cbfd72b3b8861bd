// npm run user:create -- --email a@b.mw --name "Chikondi Banda" --role editor
// Creates or updates a staff account. The password is read from STAFF_PASSWORD or asked
// for on the terminal, so it never lands in shell history.
import { parseArgs } from "node:util";
import { createInterface } from "node:readline/promises";
import { openDatabase } from "../app/platform/db/db.server";
import { loadEnv } from "../app/platform/runtime/env.server";
import { isAppError } from "../app/lib/errors";
import { upsertStaffUser } from "../app/platform/auth/users.server";
import { migrateToLatest } from "../app/platform/db/migrate.server";

const { values } = parseArgs({
  options: {
    email: { type: "string" },
    name: { type: "string" },
    role: { type: "string", default: "editor" },
  },
});

if (!values.email || !values.name || (values.role !== "admin" && values.role !== "editor")) {
  console.error('Usage: npm run user:create -- --email EMAIL --name "FULL NAME" [--role admin|editor]');
  process.exit(2);
}

async function askPassword(): Promise<string> {
  if (process.env.STAFF_PASSWORD) return process.env.STAFF_PASSWORD;
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await rl.question("Password (12+ characters): ");
  rl.close();
  return answer;
}

const env = loadEnv();
const handle = openDatabase({ databaseUrl: env.DATABASE_URL, sqliteFile: env.paths.sqliteFile });
try {
  await migrateToLatest(handle.db);
  const { user, created } = await upsertStaffUser(handle.db, {
    email: values.email,
    name: values.name,
    role: values.role,
    password: await askPassword(),
  });
  console.log(
    created
      ? `Created ${values.role} ${user.email} (id ${user.id}).`
      : `Updated ${values.role} ${user.email} (id ${user.id}); every login of this account was ended.`,
  );
} catch (error) {
  if (isAppError(error)) {
    console.error(error.errors ? Object.values(error.errors).flat().join("\n") : error.message);
    process.exitCode = 1;
  } else throw error;
} finally {
  await handle.close();
}
