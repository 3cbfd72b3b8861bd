import type { Plugin } from "vite";

const PRELOAD_HELPER = "\0vite/preload-helper.js";

/**
 * Vite wraps every `import()` of the browser build in a helper that preloads the imported
 * file's own imports and stylesheets (1 KB gzip, in the file every page loads). React Router
 * preloads the pages' scripts itself and Vite's module preloading is off (vite.config.ts), so
 * what is left for the helper is a stylesheet an on-demand file may bring. This one does that,
 * and says so on failure the way Vite's does (`vite:preloadError`, which a page may handle).
 */
export function leanPreload(): Plugin {
  let base = "/";
  return {
    name: "hotel:lean-preload",
    enforce: "pre",
    configResolved(config) {
      base = config.base;
    },
    load(id, options) {
      if (options?.ssr || id !== PRELOAD_HELPER) return null;
      return {
        code: `const base = ${JSON.stringify(base)};
function stylesheet(href) {
  if (document.querySelector('link[rel="stylesheet"][href="' + href + '"]')) return;
  return new Promise((resolve, reject) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    link.onload = resolve;
    link.onerror = () => reject(new Error("Unable to preload CSS for " + href));
    document.head.appendChild(link);
  });
}
function failed(error) {
  const event = new Event("vite:preloadError", { cancelable: true });
  event.payload = error;
  window.dispatchEvent(event);
  if (!event.defaultPrevented) throw error;
}
export const __vitePreload = (load, deps) =>
  Promise.all((deps || []).filter((dep) => dep.endsWith(".css")).map((dep) => stylesheet(base + dep)))
    .then(() => load(), failed)
    .catch(failed);`,
        moduleSideEffects: false,
      };
    },
  };
}
