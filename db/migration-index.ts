import { readdirSync } from "node:fs";
import path from "node:path";

/** Where the migrations are: `NNNN-what-it-does.ts`, run in the order of their names. */
export const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, "migrations");

/** The migration files' names (without `.ts`), in the order they run: helpers and tests beside them are not migrations. */
export function migrationNames(folder = MIGRATIONS_FOLDER): string[] {
  return readdirSync(folder)
    .filter((name) => /^\d+-.+\.ts$/.test(name) && !name.endsWith(".test.ts"))
    .map((name) => name.replace(/\.ts$/, ""))
    .sort();
}

/** `0220-server-keys-and-email-changes` → `m0220ServerKeysAndEmailChanges`: an import's name. */
function importName(migration: string): string {
  const [number, ...words] = migration.split("-");
  return `m${number}${words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join("")}`;
}

/**
 * `db/migrations/index.ts` as `npm run db:migration-index` writes it from the folder: every
 * migration imported and listed by name, in order. Imported rather than read from the folder at
 * run time so they travel inside the server bundle and run the same from `npm start` and
 * `npm run db:migrate`; written rather than kept by hand so none is forgotten or misplaced
 * (db/migration-names.test.ts checks the file is what this writes).
 */
export function migrationIndexSource(names: readonly string[] = migrationNames()): string {
  return [
    "// Written by `npm run db:migration-index` from the files beside it (db/migration-index.ts): do not edit.",
    'import type { Migration } from "kysely";',
    ...names.map((name) => `import * as ${importName(name)} from "./${name}";`),
    "",
    "/** Every migration by name; Kysely runs them in the order of their names. */",
    "export const migrations: Record<string, Migration> = {",
    ...names.map((name) => `  "${name}": ${importName(name)},`),
    "};",
    "",
  ].join("\n");
}
