import path from "node:path";
import { type Kysely, sql } from "kysely";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createThrowawayDatabase } from "../tests/support/start-server";
import { migratedTestDatabase } from "../tests/support/test-database";
import { SQLITE_CHANGE_COUNTS } from "../app/platform/db/change-watch.server";
import type { Database } from "../app/platform/db/db-schema";
import { type DatabaseHandle, openDatabase } from "../app/platform/db/db.server";
import { migrateToLatest } from "../app/platform/db/migrate.server";

/**
 * The queries are typed by `app/platform/db/db-schema.ts` and the tables are made by the migrations;
 * nothing but this test says they agree. A column added by a migration and not declared is
 * invisible to the code, one declared and never migrated fails only when a query reaches it,
 * and a column declared non-null that the database leaves nullable lets a null through where
 * the compiler promised a value. So both engines are migrated afresh and compared, table by
 * table and column by column, with the declaration as the compiler reads it.
 */

type ValueKind = "text" | "number";
interface ColumnFacts {
  nullable: boolean;
  kind: ValueKind;
}
type Tables = Map<string, Map<string, ColumnFacts>>;

/** Tables of the machinery rather than of the site: Kysely's migration log and SQLite's change counts. */
const INTERNAL_TABLES = new Set(["kysely_migration", "kysely_migration_lock", SQLITE_CHANGE_COUNTS]);

const SCHEMA_FILE = path.resolve(import.meta.dirname, "../app/platform/db/db-schema.ts");

/**
 * The `Database` interface as the compiler sees it: each table's columns, whether the value a
 * select returns may be null, and whether it is text or a number. `ColumnType<S, I, U>` and
 * `Generated<S>` are read through their select type, as Kysely does.
 */
function declaredTables(): Tables {
  // The features' tables join the interface from their own files (declaration merging).
  const featureTables = ts.sys.readDirectory(path.resolve(import.meta.dirname, "../app/features"), [".ts"]).filter((file) => file.endsWith(".tables.ts"));
  const program = ts.createProgram([SCHEMA_FILE, ...featureTables], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    baseUrl: path.resolve(import.meta.dirname, ".."),
    paths: { "~/*": ["./app/*"] },
  });
  const checker = program.getTypeChecker();
  const file = program.getSourceFile(SCHEMA_FILE);
  const database = file?.statements.find((s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === "Database");
  if (!database) throw new Error("app/platform/db/db-schema.ts has no Database interface");
  const tables: Tables = new Map();
  for (const table of checker.getPropertiesOfType(checker.getTypeAtLocation(database))) {
    const columns = new Map<string, ColumnFacts>();
    for (const column of checker.getPropertiesOfType(checker.getTypeOfSymbol(table))) {
      let type = checker.getTypeOfSymbol(column);
      const select = type.getProperty("__select__");
      if (select) type = checker.getTypeOfSymbol(select);
      const members = type.isUnion() ? type.types : [type];
      const values = members.filter((t) => !(t.flags & ts.TypeFlags.Null));
      const kinds = new Set(values.map((t) => (t.flags & ts.TypeFlags.NumberLike ? "number" : t.flags & ts.TypeFlags.StringLike ? "text" : checker.typeToString(t))));
      const [kind] = kinds;
      if (kinds.size !== 1 || (kind !== "text" && kind !== "number")) {
        throw new Error(`${table.name}.${column.name}: declared as ${checker.typeToString(type)}, which is neither text nor a number`);
      }
      columns.set(column.name, { nullable: values.length < members.length, kind });
    }
    tables.set(table.name, columns);
  }
  return tables;
}

/** What a column's declared SQL type reads back as (pg parses int8 to a number, db.server.ts). */
function kindOfSqlType(sqlType: string): ValueKind | string {
  const type = sqlType.toLowerCase();
  if (/^(integer|int|int4|int8|bigint|smallint|real|double precision|numeric)$/.test(type)) return "number";
  if (/^(text|character varying|varchar.*)$/.test(type)) return "text";
  return type;
}

async function sqliteTables(db: Kysely<Database>): Promise<Tables> {
  const { rows: names } = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table' and name not like 'sqlite\\_%' escape '\\' order by name
  `.execute(db);
  const tables: Tables = new Map();
  for (const { name } of names) {
    if (INTERNAL_TABLES.has(name)) continue;
    const { rows } = await sql<{ name: string; type: string; notnull: number; pk: number }>`select * from pragma_table_info(${name})`.execute(db);
    // An INTEGER PRIMARY KEY is the rowid and never null, though SQLite reports no NOT NULL.
    const neverNull = (c: (typeof rows)[number]) => c.notnull === 1 || (c.pk > 0 && c.type.toLowerCase() === "integer");
    tables.set(name, new Map(rows.map((c) => [c.name, { nullable: !neverNull(c), kind: kindOfSqlType(c.type) as ValueKind }])));
  }
  return tables;
}

async function postgresTables(db: Kysely<Database>): Promise<Tables> {
  const { rows } = await sql<{ table_name: string; column_name: string; is_nullable: string; data_type: string }>`
    select c.table_name, c.column_name, c.is_nullable, c.data_type
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
     where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
     order by c.table_name, c.ordinal_position
  `.execute(db);
  const tables: Tables = new Map();
  for (const row of rows) {
    if (INTERNAL_TABLES.has(row.table_name)) continue;
    const columns = tables.get(row.table_name) ?? new Map<string, ColumnFacts>();
    columns.set(row.column_name, { nullable: row.is_nullable === "YES", kind: kindOfSqlType(row.data_type) as ValueKind });
    tables.set(row.table_name, columns);
  }
  return tables;
}

/** Every disagreement between the declaration and the database, one readable line each. */
function differences(declared: Tables, actual: Tables): string[] {
  const found: string[] = [];
  for (const table of declared.keys()) if (!actual.has(table)) found.push(`${table}: declared, but no migration creates it`);
  for (const [table, columns] of actual) {
    const expected = declared.get(table);
    if (!expected) {
      found.push(`${table}: in the database, but not declared in Database`);
      continue;
    }
    for (const column of expected.keys()) if (!columns.has(column)) found.push(`${table}.${column}: declared, but not in the database`);
    for (const [column, real] of columns) {
      const said = expected.get(column);
      if (!said) {
        found.push(`${table}.${column}: in the database, but not declared`);
        continue;
      }
      if (said.kind !== real.kind) found.push(`${table}.${column}: declared as ${said.kind}, stored as ${real.kind}`);
      if (said.nullable !== real.nullable) {
        found.push(`${table}.${column}: declared ${said.nullable ? "nullable" : "never null"}, but the database ${real.nullable ? "allows null" : "says NOT NULL"}`);
      }
    }
  }
  return found;
}

describe("app/platform/db/db-schema.ts describes the tables the migrations make", () => {
  const declared = declaredTables();

  it("reads the declaration: every table with its columns, nullability and kind", () => {
    // Guards the reading itself: an empty or misread declaration would agree with nothing.
    expect(declared.get("users")?.get("id")).toEqual({ nullable: false, kind: "number" });
    expect(declared.get("users")?.get("deactivated_at")).toEqual({ nullable: true, kind: "text" });
    expect(declared.get("sessions")?.get("kind")).toEqual({ nullable: false, kind: "text" });
    expect(declared.get("promotions")?.get("fee")).toEqual({ nullable: false, kind: "number" });
    expect(declared.get("promotions")?.get("message")).toEqual({ nullable: false, kind: "text" });
  });

  describe("on SQLite", () => {
    const database = migratedTestDatabase("db-schema-sqlite");

    it("has exactly the declared tables and columns, with the declared nullability", async () => {
      expect(differences(declared, await sqliteTables(database.db))).toEqual([]);
    });
  });

  describe("on PostgreSQL", () => {
    let throwaway: { url: string; drop: () => Promise<void> } | undefined;
    let handle: DatabaseHandle | undefined;

    // No PostgreSQL is a failure, never a skip: CI must not pass without checking this engine.
    beforeAll(async () => {
      throwaway = await createThrowawayDatabase();
      handle = openDatabase({ databaseUrl: throwaway.url, sqliteFile: "" });
      await migrateToLatest(handle.db);
    });
    afterAll(async () => {
      await handle?.close();
      await throwaway?.drop();
    });

    it("has exactly the declared tables and columns, with the declared nullability", async () => {
      expect(differences(declared, await postgresTables(handle!.db))).toEqual([]);
    });
  });
});
