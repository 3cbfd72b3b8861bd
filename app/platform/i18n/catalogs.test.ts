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

describe("interface catalogues", () => {
  it("exist", () => {
    expect(files.length).toBeGreaterThan(0);
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
