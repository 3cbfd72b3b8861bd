import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";

/*
 * Every interface catalogue (`*.messages.json`) says the same things in both languages: the same
 * keys, the same placeholders, and ICU that compiles. A missing Chichewa message would show in
 * English; a misspelt placeholder would show as "{nigths}".
 */
const root = join(import.meta.dirname, "../../..");

function catalogueFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === "node_modules" || entry.name.startsWith(".") || entry.name === "build") return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return catalogueFiles(path);
    return entry.name.endsWith(".messages.json") ? [path] : [];
  });
}

function placeholders(message: string): string[] {
  return [...new Set([...message.matchAll(/\{\s*([A-Za-z0-9_]+)\s*[,}]/g)].map((m) => m[1]!))].sort();
}

const files = catalogueFiles(join(root, "app"));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Each `defineCatalog(…)` of the site: its namespace and the file it is in. */
function catalogueDefinitions(): { namespace: string | null; file: string }[] {
  return sourceFiles(join(root, "app")).flatMap((file) =>
    [...readFileSync(file, "utf8").matchAll(/\bdefineCatalog\(\s*([^,)]*)/g)]
      .filter((match) => !/^namespace\b/.test(match[1]!))
      .map((match) => ({ namespace: /^"([^"]+)"$/.exec(match[1]!.trim())?.[1] ?? null, file: relative(root, file) })),
  );
}

describe("interface catalogues", () => {
  it("exist", () => {
    expect(files.length).toBeGreaterThan(0);
  });

  // Keys are registered as `namespace.key`, once per namespace: a second catalogue under a
  // namespace already taken would silently show the first one's text (or its keys).
  it("each have a namespace of their own, written where the catalogue is defined", () => {
    const definitions = catalogueDefinitions();
    expect(definitions.length).toBeGreaterThanOrEqual(files.length - 5);
    expect(definitions.filter((d) => d.namespace === null).map((d) => d.file), "a namespace written as a string").toEqual([]);
    const byNamespace = new Map<string, typeof definitions>();
    for (const d of definitions) byNamespace.set(d.namespace!, [...(byNamespace.get(d.namespace!) ?? []), d]);
    const repeated = [...byNamespace].filter(([, found]) => found.length > 1).map(([namespace, found]) => `${namespace}: ${found.map((d) => d.file).join(", ")}`);
    expect(repeated).toEqual([]);
  });
  for (const file of files) {
    it(relative(root, file), () => {
      const catalog = JSON.parse(readFileSync(file, "utf8")) as { en: Record<string, string>; ny: Record<string, string> };
      expect(Object.keys(catalog).sort()).toEqual(["en", "ny"]);
      expect(Object.keys(catalog.ny).sort(), "the same keys in Chichewa").toEqual(Object.keys(catalog.en).sort());
      for (const [key, english] of Object.entries(catalog.en)) {
        const chichewa = catalog.ny[key]!;
        expect(chichewa.trim(), `${key} is written in Chichewa`).not.toBe("");
        expect(placeholders(chichewa), `${key} has the same placeholders`).toEqual(placeholders(english));
        expect(() => compileMessage(english), key).not.toThrow();
        expect(() => compileMessage(chichewa), key).not.toThrow();
      }
    });
  }
});
