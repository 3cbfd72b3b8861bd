import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * No two modules of the site import each other, directly or round a longer loop, types
 * included (docs/decisions/028-layers.md). A loop makes the order modules run in decide what
 * a value is when read (an import still undefined), ties two files so neither can move without
 * the other, and keeps the script chunks from splitting where the pages do. Two modules that
 * share a type put it in a module of its own (toast-entry.ts, advert-types.ts,
 * event-plan-types.ts); a page's root data is typed where it is read (use-site-data.ts) and
 * checked where it is made (root.tsx, `satisfies`). A dynamic `import()` is a boundary, as it
 * is for the bundler, and is not followed.
 */

const root = path.resolve(import.meta.dirname, "..");
const FOLDERS = ["app", "server", "db", "scripts"];
/** `import … from "x"`, `import "x"`, `export … from "x"`, type-only ones included. */
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?:[^'";]*?\s+from\s+)?["']([^"']+)["']/gm;

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" || entry.name.startsWith(".") ? [] : sourceFiles(full);
    return /\.(ts|tsx|mts)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The site's module an import names (`~/` is app/), or null for a package, a stylesheet or a catalogue. */
function resolveImport(from: string, specifier: string): string | null {
  const bare = specifier.replace(/\?.*$/, "");
  const base = bare.startsWith("~/") ? path.join(root, "app", bare.slice(2)) : bare.startsWith(".") ? path.resolve(path.dirname(from), bare) : null;
  if (base === null || /\.(json|css|svg|woff2)$/.test(base)) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")]) {
    if (/\.(ts|tsx|mts)$/.test(candidate) && fs.statSync(candidate, { throwIfNoEntry: false })?.isFile()) return candidate;
  }
  return null;
}

/** Each loop in a graph of imports (its strongly connected groups of two or more, or a module importing itself). */
export function importLoops(imports: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const order = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[][] = [];
  const visit = (module: string): void => {
    order.set(module, next);
    lowest.set(module, next);
    next += 1;
    stack.push(module);
    onStack.add(module);
    for (const imported of imports.get(module) ?? []) {
      if (!imports.has(imported)) continue;
      if (!order.has(imported)) {
        visit(imported);
        lowest.set(module, Math.min(lowest.get(module)!, lowest.get(imported)!));
      } else if (onStack.has(imported)) lowest.set(module, Math.min(lowest.get(module)!, order.get(imported)!));
    }
    if (lowest.get(module) !== order.get(module)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== module);
    if (group.length > 1 || imports.get(module)?.includes(module)) loops.push(group.sort());
  };
  for (const module of imports.keys()) if (!order.has(module)) visit(module);
  return loops;
}

describe("import loops", () => {
  it("finds a loop of two, a longer one and a module importing itself, and no loop where imports run one way", () => {
    const graph = new Map<string, string[]>([
      ["a", ["b"]],
      ["b", ["a", "c"]],
      ["c", ["d"]],
      ["d", ["e"]],
      ["e", ["c"]],
      ["f", ["f"]],
      ["g", ["a", "c"]],
    ]);
    expect(importLoops(graph)).toEqual(expect.arrayContaining([["a", "b"], ["c", "d", "e"], ["f"]]));
    expect(importLoops(graph)).toHaveLength(3);
    expect(importLoops(new Map([["a", ["b"]], ["b", ["c"]], ["c", []]]))).toEqual([]);
  });

  it("finds none among the site's modules", () => {
    const files = FOLDERS.flatMap((folder) => sourceFiles(path.join(root, folder)));
    expect(files.length).toBeGreaterThan(500);
    const graph = new Map(
      files.map((file) => [
        file,
        [...fs.readFileSync(file, "utf8").matchAll(STATIC_IMPORT)].map((match) => resolveImport(file, match[1]!)).filter((module) => module !== null),
      ]),
    );
    // The reader sees the site's imports: root.tsx's own.
    expect(graph.get(path.join(root, "app/root.tsx"))).toContain(path.join(root, "app/components/use-site-data.ts"));
    const loops = importLoops(graph).map((loop) => loop.map((file) => path.relative(root, file)).join(" ↔ "));
    expect(loops).toEqual([]);
  });
});
