import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { namespaceOf } from "../../../vite/compile-catalogs";
import { defineCatalog } from "./catalog";

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

/** The files that call `defineCatalog(…)` with a namespace of their own instead of their file's. */
function handNamedCatalogues(): string[] {
  return sourceFiles(join(root, "app"))
    .filter((file) => /\bdefineCatalog\(\s*["'`]/.test(readFileSync(file, "utf8")))
    .map((file) => relative(root, file));
}

describe("interface catalogues", () => {
  it("exist", () => {
    expect(files.length).toBeGreaterThan(0);
  });

  // Keys are registered as `namespace.key`, once per namespace: a second catalogue under a
  // namespace already taken would replace the first one's text. The build names each catalogue
  // after its file's path, so two cannot share one, and no code names one itself.
  it("each have the namespace of their file's path, and no code names one", () => {
    const namespaces = files.map((file) => namespaceOf(file));
    expect(namespaces).toContain("features/callbacks/callbacks");
    expect(new Set(namespaces).size).toBe(files.length);
    expect(handNamedCatalogues()).toEqual([]);
  });

  it("are given their namespace by the build, as tests load them too", async () => {
    const { callbackWords } = await import("~/features/callbacks/callback-words");
    expect(callbackWords.namespace).toBe("features/callbacks/callbacks");
    // Outside the build (the route config read through tsx), each still gets one of its own.
    const unbuilt = [defineCatalog({ en: { hello: "Hello" } }), defineCatalog({ en: { hello: "Hi" } })];
    expect(unbuilt[0]!.namespace).not.toBe(unbuilt[1]!.namespace);
    expect(unbuilt.map((words) => words.t("en", "hello"))).toEqual(["Hello", "Hi"]);
  });

  // The back-office is in English for now (DECISIONS §10): its catalogues say so in their name
  // and hold no Chichewa; every other catalogue holds both languages.
  it("hold both languages, except the back-office's, which hold English only", () => {
    const languagesOf = (file: string) => Object.keys(JSON.parse(readFileSync(file, "utf8")) as object).sort();
    const wrong = files.filter((file) => languagesOf(file).join() !== (file.endsWith("-staff.messages.json") ? "en" : "en,ny"));
    expect(wrong.map((file) => relative(root, file))).toEqual([]);
  });

  for (const file of files) {
    it(relative(root, file), () => {
      const catalog = JSON.parse(readFileSync(file, "utf8")) as { en: Record<string, string>; ny?: Record<string, string> };
      for (const english of Object.values(catalog.en)) expect(() => compileMessage(english), english).not.toThrow();
      if (!catalog.ny) return;
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
