import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { compileCatalogs } from "./compile-catalogs";

/**
 * What scripts run through vite-node need of the build (`npm run user:create`, `npm run bench`): the `~/` alias,
 * the catalogues compiled and named, and `import.meta.glob` (vite-node's own). Not the site's
 * plugins (React Router, the browser's chunks), which only slow a script's start.
 */
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("../app", import.meta.url)) } },
  plugins: [compileCatalogs()],
});
