import { reactRouter } from "@react-router/dev/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { browserZod } from "./vite/browser-zod";
import { compileCatalogs } from "./vite/compile-catalogs";
import { createScriptChunks, leanPreload, precompressAssets } from "./server/delivery/build";

// The server build's entry is our own HTTP app (server/app.ts): it mounts the JSON API,
// media and health checks ahead of React Router's handler, so one bundle serves everything.
export default defineConfig(({ isSsrBuild, command }) => ({
  resolve: {
    alias: [
      { find: "~", replacement: fileURLToPath(new URL("./app", import.meta.url)) },
      // React Router 7's package exports name only its development build, warnings and checks
      // included (remix-run/react-router#14102); a built site takes the production one, for
      // the pages' code and the server alike. Both entries share one copy of the router.
      ...(command === "build"
        ? [
            { find: /^react-router$/, replacement: fileURLToPath(new URL("./node_modules/react-router/dist/production/index.mjs", import.meta.url)) },
            { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL("./node_modules/react-router/dist/production/dom-export.mjs", import.meta.url)) },
          ]
        : []),
    ],
  },
  build: {
    // React Router writes the pages' `modulepreload` links itself; Vite's own preloading helper
    // would add a kilobyte to every page for the few scripts loaded on demand.
    modulePreload: false,
    rollupOptions: isSsrBuild
      ? { input: "./server/app.ts" }
      : // A few larger files rather than many small ones (server/delivery/script-chunks.ts).
        { output: { manualChunks: createScriptChunks() } },
  },
  plugins: [compileCatalogs(), browserZod(), leanPreload(), reactRouter(), precompressAssets()],
}));
