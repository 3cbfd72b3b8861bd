// npm run db:migration-index — writes db/migrations/index.ts from the migration files (after adding one).
import { writeFileSync } from "node:fs";
import path from "node:path";
import { MIGRATIONS_FOLDER, migrationIndexSource, migrationNames } from "../db/migration-index";

writeFileSync(path.join(MIGRATIONS_FOLDER, "index.ts"), migrationIndexSource());
console.log(`db/migrations/index.ts lists ${migrationNames().length} migrations.`);
