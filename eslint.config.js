import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/**
 * One layer's imports: a file under `files` may not import from the `forbidden` folders of
 * app/, whether spelled `~/x/...` or relatively.
 */
function layerRule(files, forbidden, message, more = {}) {
  const patterns = forbidden.flatMap((folder) => [`~/${folder}/*`, `**/${folder}/*`]);
  const groups = [{ group: patterns, message }, ...(more.patterns ?? [])];
  return [{ files: [files], rules: { "no-restricted-imports": ["error", { patterns: groups }], ...more.rules } }];
}

/**
 * What app/lib may not reach: files, sockets, processes, databases, the network, metrics and
 * traces. It holds pure helpers (docs/decisions/028-layers.md); I/O lives in app/platform
 * (`platform/db`, `platform/runtime`, `platform/limits`).
 */
const PURE_HELPERS = {
  patterns: [
    {
      group: [
        "node:fs", "node:fs/*", "fs", "fs/*", "node:net", "net", "node:http", "node:https", "http", "https", "node:http2",
        "node:child_process", "child_process", "node:dns", "node:dgram", "node:tls", "node:worker_threads", "node:cluster",
        "better-sqlite3", "pg", "kysely", "prom-client", "@opentelemetry/*", "nodemailer", "@aws-sdk/*", "sharp", "@hono/node-server", "@hono/node-server/*",
      ],
      message: "app/lib holds pure helpers: files, the network, databases, metrics and traces belong in app/platform.",
    },
  ],
  rules: {
    "no-restricted-properties": ["error", { object: "process", property: "env", message: "app/lib reads no environment: settings come in as arguments (app/platform/runtime/env.server.ts reads them)." }],
    "no-restricted-globals": ["error", { name: "fetch", message: "app/lib makes no requests." }, { name: "XMLHttpRequest", message: "app/lib makes no requests." }],
  },
};

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "data/", "**/*.tmp.ts"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      // Everything the site says goes through its one logger (app/platform/runtime/log.server.ts), which writes
      // to stdout itself and needs no console either.
      "no-console": "error",
      // A feature's declaration adds its names to a shared type by `interface X extends Y {}`
      // (docs/decisions/053-feature-folders.md).
      "@typescript-eslint/no-empty-object-type": ["error", { allowInterfaces: "with-single-extends" }],
    },
  },
  // Imports run one way (docs/decisions/028-layers.md): lib ← platform ← components ← features ← routes.
  // server/, db/ and scripts/ sit on top and may import any layer.
  ...layerRule("app/lib/**", ["platform", "components", "features", "routes"], "app/lib is the bottom layer: it imports nothing from the site's other folders.", PURE_HELPERS),
  ...layerRule("app/platform/**", ["components", "features", "routes"], "app/platform is what the site is made of: it may import app/lib only."),
  ...layerRule("app/components/**", ["features", "routes"], "Shared components may import app/lib and app/platform, never a hotel feature."),
  ...layerRule("app/features/**", ["routes"], "Features never import routes."),
  {
    // Command-line scripts and the launcher talk to the terminal.
    files: ["scripts/**", "server.js"],
    rules: { "no-console": "off" },
  },
  {
    files: ["server.js", "scripts/**/*.mjs", "server/**/*.mjs"],
    languageOptions: { globals: { process: "readonly", console: "readonly", URL: "readonly" } },
  },
  {
    // Tests read loosely-typed JSON responses, and may print what they need (a page's console in a browser test).
    files: ["tests/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off", "@typescript-eslint/no-non-null-assertion": "off", "no-console": "off" },
  },
);
