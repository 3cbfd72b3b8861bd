import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { deferHydration, deferHydrationScript } from "./deferred-hydration.server";

/** Everything the transform lets out, decoded once at the end as a browser would. */
async function through(pieces: Buffer[]): Promise<string> {
  const out: Buffer[] = [];
  for await (const chunk of Readable.from(pieces).pipe(deferHydration())) out.push(chunk as Buffer);
  return Buffer.concat(out).toString("utf8");
}

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

  it("waits while the module script has not arrived whole, and leaves a script of another shape alone", () => {
    expect(deferHydrationScript(shell.slice(0, shell.indexOf("import(\"/assets/entry")))).toBeNull();
    const other = '<head></head><body><script type="module" async="">import("/x.js");</script></body>';
    expect(deferHydrationScript(other)).toBe(other);
  });

  it("rewrites a shell that arrives in small pieces, passing the rest through unchanged", async () => {
    const pieces: Buffer[] = [];
    for (let i = 0; i < shell.length; i += 37) pieces.push(Buffer.from(shell.slice(i, i + 37)));
    pieces.push(Buffer.from("<div>streamed later</div>"));
    const out = await through(pieces);
    expect(out).toBe(deferHydrationScript(shell) + "<div>streamed later</div>");
  });

  it("keeps a character whose bytes are split between chunks", async () => {
    const bytes = Buffer.from(shell.replace("Welcome", "Muli bwanji – Zikomo") + "<p>Lilongwe – Malawi</p>");
    const cut = bytes.indexOf(Buffer.from("–")) + 1;
    const last = bytes.lastIndexOf(Buffer.from("–")) + 2;
    const out = await through([bytes.subarray(0, cut), bytes.subarray(cut, last), bytes.subarray(last)]);
    expect(out).toContain("Muli bwanji – Zikomo");
    expect(out.endsWith("<p>Lilongwe – Malawi</p>")).toBe(true);
  });

  it("passes a page without a module script through whole", async () => {
    await expect(through([Buffer.from("<p>Not found</p>")])).resolves.toBe("<p>Not found</p>");
  });
});
