import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";
import { compileCatalogs } from "./vite/compile-catalogs";

const alias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };
// Catalogues are compiled, and given their namespaces, as the build does (decision 042).
const plugins = [compileCatalogs()];

/**
 * Tests beside the code that drive real parts rather than one function: the whole demo seed with
 * its pictures, migrations raced by two processes, and the image pipeline (sharp encoding real
 * pictures, files on disk). They are no unit tests, so `test:unit` stays quick; `npm test` runs
 * them in the same vitest run as the unit tests.
 */
const INTEGRATION_TESTS = [
  "db/seed/seed-demo-content.test.ts",
  "db/seed/demo-image-cache.server.test.ts",
  "app/platform/db/migrate.server.test.ts",
  "app/platform/media/prepare-image.server.test.ts",
  "app/platform/media/store-image.server.test.ts",
  "app/platform/media/media-storage.server.test.ts",
  "app/platform/media/orphan-sweep.server.test.ts",
];

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        plugins,
        test: {
          name: "unit",
          setupFiles: ["tests/support/fail-on-console-error.ts"],
          include: ["app/**/*.test.ts", "db/**/*.test.ts", "server/**/*.test.ts", "vite/**/*.test.ts"],
          exclude: [...configDefaults.exclude, ...INTEGRATION_TESTS],
          environment: "node",
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        plugins,
        test: {
          name: "integration",
          setupFiles: ["tests/support/fail-on-console-error.ts"],
          include: INTEGRATION_TESTS,
          environment: "node",
          testTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        plugins,
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          globalSetup: ["tests/support/api-global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        resolve: { alias },
        plugins,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
