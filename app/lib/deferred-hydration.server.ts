/**
 * React Router's page shell asks for every script module at once: `<link rel="modulepreload">`
 * hints in the head and a module script whose static imports fetch the route modules while the
 * page is still being read. On a phone over slow mobile data those ~130 KB share the line with
 * the stylesheet, the font and the hero picture, so the first paint and the largest picture
 * wait for code the page does not need to be read (docs/decisions/027-hydration-after-first-paint.md).
 *
 * This rewrites the rendered page so the same modules are asked for just after the first paint, all
 * in parallel as before (dynamic imports of the route modules and of every chunk they share),
 * and hydration follows. The client entry comes last, as React Router's own script has it:
 * it hydrates as soon as it runs, so it must find the route modules in place.
 */
const PRELOAD = /<link rel="modulepreload" href="([^"]+)"(?: nonce="[^"]*")?\/>/g;
const MODULE_SCRIPT = /(<script(?: nonce="[^"]*")? type="module" async="">)([\s\S]*?)(<\/script>)/;
const STATIC_IMPORT = /import \* as (route\d+) from "([^"]+)";/g;
const ENTRY_IMPORT = /import\("([^"]+)"\);\s*$/;

/** The page with its hydration deferred, or null when it has no module script (nothing to defer). */
export function deferHydrationScript(html: string): string | null {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return null;
  const body = script[2]!;
  const entry = ENTRY_IMPORT.exec(body)?.[1];
  const routes = [...body.matchAll(STATIC_IMPORT)].map((m) => ({ name: m[1]!, href: m[2]! }));
  // A script of another shape (a future React Router) is left as it is rather than broken.
  if (!entry || routes.length === 0) return html;
  const routeHrefs = new Set(routes.map((r) => r.href));
  // Shared chunks carry no side effect of their own; the entry does (it hydrates), so it waits.
  const chunks = [...new Set([...html.matchAll(PRELOAD)].map((m) => m[1]!))].filter((href) => href !== entry && !routeHrefs.has(href));
  const rest = body.replace(STATIC_IMPORT, "").trim();
  const deferred = [
    "const start = async () => {",
    `const [${routes.map((r) => r.name).join(", ")}] = await Promise.all([${[...routes.map((r) => r.href), ...chunks].map((href) => `import(${JSON.stringify(href)})`).join(", ")}]);`,
    rest,
    "};",
    // requestAnimationFrame runs just before the first paint; the timeout lands just after it.
    "requestAnimationFrame(() => setTimeout(start, 0));",
  ].join("\n");
  return html.replace(PRELOAD, "").replace(MODULE_SCRIPT, (_all, open: string, _body: string, close: string) => open + deferred + close);
}
