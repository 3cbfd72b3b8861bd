import { describe, expect, it } from "vitest";
import { deferHydrationScript } from "./deferred-hydration.server";

// The shape React Router 7 writes: hints in the head, the module script at the end of the body.
const shell = [
  '<html><head><link rel="stylesheet" href="/assets/site.css"/>',
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n0nce"/>',
  '<link rel="modulepreload" href="/assets/jsx-runtime-B.js" nonce="n0nce"/>',
  '<link rel="modulepreload" href="/assets/root-C.js" nonce="n0nce"/>',
  '<link rel="modulepreload" href="/assets/home-D.js" nonce="n0nce"/>',
  '</head><body><main>Welcome</main>',
  '<script nonce="n0nce" type="module" async="">;\nimport * as route0 from "/assets/root-C.js";\nimport * as route1 from "/assets/home-D.js";\n',
  '  window.__reactRouterManifest = {"version":"1"};\n  window.__reactRouterRouteModules = {"root":route0,"home":route1};\n\nimport("/assets/entry.client-A.js");</script>',
  "<script>window.after = 1;</script></body></html>",
].join("");

describe("hydration after the first paint", () => {
  it("drops the head's module hints and fetches the same modules from the script, after the first paint", () => {
    const out = deferHydrationScript(shell)!;
    expect(out).not.toContain("modulepreload");
    expect(out).not.toMatch(/import \* as/);
    expect(out).toContain("<main>Welcome</main>");
    const script = /<script nonce="n0nce" type="module" async="">([\s\S]*?)<\/script>/.exec(out)![1]!;
    // Route modules and shared chunks in parallel; the entry, which hydrates, only after them.
    expect(script).toContain('const [route0, route1] = await Promise.all([import("/assets/root-C.js"), import("/assets/home-D.js"), import("/assets/jsx-runtime-B.js")]);');
    expect(script.indexOf("__reactRouterRouteModules")).toBeLessThan(script.indexOf('import("/assets/entry.client-A.js")'));
    expect(script.match(/entry\.client-A\.js/g)).toHaveLength(1);
    expect(script).toContain("requestAnimationFrame(() => setTimeout(start, 0));");
    expect(out).toContain("<script>window.after = 1;</script>");
  });

  it("answers null for a page without the module script, and leaves a script of another shape alone", () => {
    expect(deferHydrationScript(shell.slice(0, shell.indexOf("import(\"/assets/entry")))).toBeNull();
    const other = '<head></head><body><script type="module" async="">import("/x.js");</script></body>';
    expect(deferHydrationScript(other)).toBe(other);
  });
});
