import { readFileSync } from "node:fs";
import { relative } from "node:path";
import { fileURLToPath } from "node:url";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import type { Plugin } from "vite";

type Source = Record<string, Record<string, string>>;

const CATALOG = /\.messages\.json$/;
/** A catalogue as the browser build imports it: decides which language's text to fetch. */
const CATALOG_ID = "\0catalog:";
/** One language of a catalogue: `\0catalog-language:ny:/…/home.messages.json.js`. */
const LANGUAGE_PART_ID = "\0catalog-language:";
const BROWSER_LANGUAGE = fileURLToPath(new URL("../app/platform/i18n/browser-language.ts", import.meta.url));
const APP = fileURLToPath(new URL("../app/", import.meta.url));

/**
 * A catalogue's namespace is its file's path under app/, without `.messages.json`
 * (`features/callbacks/callbacks`): unique because two files cannot share a path, and nobody
 * writes it, so nobody can write it twice. Its messages' ids are `namespace.key`.
 */
export function namespaceOf(file: string): string {
  return relative(APP, file.split("?")[0]!).split("\\").join("/").replace(CATALOG, "");
}

/** Every message of one language compiled; in Chichewa a message not written yet is the English one. */
export function compiledLanguage(source: Source, language: string): Record<string, unknown> {
  const messages = { ...(language === "en" ? {} : source.en), ...source[language] };
  return Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, compileMessage(message)]));
}

/** The id of one language's part of a catalogue file, as the browser build names it. */
export function languagePartId(language: string, file: string): string {
  return `${LANGUAGE_PART_ID}${language}:${file}.js`;
}

/** The catalogue file and language of a language part's id, or null for any other id. */
export function languagePartOf(id: string): { language: string; file: string } | null {
  if (!id.startsWith(LANGUAGE_PART_ID)) return null;
  const rest = id.slice(LANGUAGE_PART_ID.length, -".js".length);
  const colon = rest.indexOf(":");
  return { language: rest.slice(0, colon), file: rest.slice(colon + 1) };
}

/** The id the browser build gives a catalogue file. */
export function catalogId(file: string): string {
  return `${CATALOG_ID}${file}.js`;
}

/**
 * The interface text catalogues, `*.messages.json` (decision 042).
 *
 * - Every build (and every test run) gives a catalogue its namespace, from its path (namespaceOf).
 * - Every build compiles their ICU messages, so pages ship Lingui's small runtime without its
 *   message parser.
 * - The browser build gives each page the text of its own language only (decision 047): a
 *   catalogue becomes a module that fetches its English or its Chichewa part, as the page's
 *   `<html lang>` says, before anything renders (a top-level `await`; the parts are preloaded
 *   with the page, server/…). Each part is a module of its own that the script chunks group
 *   (server/delivery/script-chunks.ts): the site-wide catalogues' parts in `site-en` and `site-ny`.
 * - The server build and the development server keep both languages in one module.
 */
export function compileCatalogs(): Plugin {
  let splitByLanguage = false;
  return {
    name: "hotel:compile-catalogs",
    enforce: "pre",
    configResolved(config) {
      splitByLanguage = config.command === "build";
    },
    async resolveId(source, importer, options) {
      if (source.startsWith(LANGUAGE_PART_ID)) return source;
      if (!splitByLanguage || options.ssr || !CATALOG.test(source) || !importer || importer.startsWith("\0")) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved ? catalogId(resolved.id) : null;
    },
    load(id) {
      if (id.startsWith(CATALOG_ID)) {
        const file = id.slice(CATALOG_ID.length, -".js".length);
        this.addWatchFile(file);
        const part = (language: string) => `(await import(${JSON.stringify(languagePartId(language, file))})).default`;
        const namespace = JSON.stringify(namespaceOf(file));
        return [
          `import { browserLanguage } from ${JSON.stringify(BROWSER_LANGUAGE)};`,
          `export default browserLanguage === "ny" ? { namespace: ${namespace}, ny: ${part("ny")} } : { namespace: ${namespace}, en: ${part("en")} };`,
        ].join("\n");
      }
      const part = languagePartOf(id);
      if (part) {
        const source = JSON.parse(readFileSync(part.file, "utf8")) as Source;
        // JSON.parse of a string literal: faster to start than the same object as code.
        return `export default JSON.parse(${JSON.stringify(JSON.stringify(compiledLanguage(source, part.language)))});`;
      }
      return null;
    },
    transform(code, id) {
      if (!id.split("?")[0]!.endsWith(".messages.json")) return null;
      const source = JSON.parse(code) as Source;
      const compiled = Object.fromEntries(Object.keys(source).map((language) => [language, compiledLanguage(source, language)]));
      return { code: JSON.stringify({ namespace: namespaceOf(id), ...compiled }), map: null };
    },
  };
}
