import { readFileSync } from "node:fs";
import type { Plugin } from "vite";

/**
 * Zod's classic schemas carry their JSON Schema generator with them (every schema has a
 * `toJSONSchema()` method, and its `minLength`/`maxLength` getters read through it): about
 * 47 KB of code, 10 KB on the wire, in every page with a form. The browser only parses with the
 * shared schemas; the server alone reads their limits (`form-limits.server.ts`) and nothing
 * asks for a JSON Schema. So the browser build takes, for those two modules, stand-ins with the
 * same exports whose functions say where they are missing if ever called. The stand-ins are
 * made from the real modules' export lists, so a Zod upgrade that adds or renames an export
 * still builds.
 */
const SERVER_ONLY = /\/node_modules\/zod\/v4\/core\/(to-json-schema|json-schema-processors)\.js$/;

const MISSING = `function missing() { throw new Error("Zod's JSON Schema is not in the browser build (vite/browser-zod.ts)"); }`;

/** The names a module exports: `export function x`, `export const x`, `export { a as b }`. */
export function exportedNames(source: string): string[] {
  const names = new Set<string>();
  for (const found of source.matchAll(/^export\s+(?:async\s+)?(?:function\*?|const|let|var|class)\s+([\w$]+)/gm)) names.add(found[1]!);
  for (const found of source.matchAll(/^export\s*\{([^}]*)\}/gm)) {
    for (const part of found[1]!.split(",")) {
      const name = part.trim().split(/\s+as\s+/).pop();
      if (name) names.add(name);
    }
  }
  return [...names];
}

/** A module with the same exports, each a function that throws when called. */
export function standIn(source: string): string {
  const lines = [MISSING];
  for (const name of exportedNames(source)) {
    if (name === "allProcessors") lines.push(`export const allProcessors = {};`);
    // Called as each schema is made; only the method it returns would do the work.
    else if (/^create\w*Method$/.test(name)) lines.push(`export const ${name} = () => missing;`);
    else lines.push(`export const ${name} = missing;`);
  }
  return lines.join("\n");
}

export function browserZod(): Plugin {
  return {
    name: "hotel:browser-zod",
    enforce: "pre",
    load(id, options) {
      if (options?.ssr || !SERVER_ONLY.test(id.split("?")[0]!)) return null;
      return standIn(readFileSync(id.split("?")[0]!, "utf8"));
    },
  };
}
