// Starts the hotel site. `npm start` builds first when the build is missing or older than
// the sources, then serves pages, /api and media from one process. NODE_ENV=development
// serves straight from the sources through Vite instead (npm run dev).
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runQuietly } from "./scripts/run-quietly.mjs";

const root = path.dirname(fileURLToPath(import.meta.url));
const serverBundle = path.join(root, "build/server/index.js");

function newestSourceTime() {
  let newest = 0;
  const visit = (p) => {
    const stat = fs.statSync(p, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(p)) if (!name.startsWith(".")) visit(path.join(p, name));
    } else if (!p.endsWith(".test.ts")) newest = Math.max(newest, stat.mtimeMs);
  };
  for (const p of ["app", "server", "db", "package.json", "vite.config.ts", "react-router.config.ts"]) visit(path.join(root, p));
  return newest;
}

// `npm start -- --verbose` or VERBOSE=1 shows the build's whole output instead of one line.
const verbose = process.argv.includes("--verbose") || ["1", "true"].includes(process.env.VERBOSE ?? "");

async function buildIfNeeded() {
  const built = fs.statSync(serverBundle, { throwIfNoEntry: false });
  if (built && built.mtimeMs >= newestSourceTime()) return;
  const status = await runQuietly({
    label: built ? "Building the site (sources changed)" : "Building the site",
    command: process.execPath,
    args: [path.join(root, "node_modules/@react-router/dev/bin.js"), "build"],
    cwd: root,
    logFile: path.join(root, "build/build.log"),
    verbose,
  });
  if (status !== 0) process.exit(status);
}

async function startDevelopment() {
  const { createServer } = await import("vite");
  const { getRequestListener } = await import("@hono/node-server");
  const vite = await createServer({ root, server: { middlewareMode: true }, appType: "custom" });
  const { loadEnv } = await vite.ssrLoadModule("./app/platform/runtime/env.server.ts");
  const { createServices, ensureAdmin, seedIfWanted } = await vite.ssrLoadModule("./server/services.ts");
  const { configureLog } = await vite.ssrLoadModule("./app/platform/runtime/log.server.ts");
  let env;
  try {
    env = loadEnv();
  } catch (error) {
    // Same as production: one line per variable, no stack trace.
    if (error?.name !== "ConfigError") throw error;
    console.error(error.problems.join("\n"));
    process.exit(1);
  }
  configureLog({ level: env.LOG_LEVEL });
  const { services } = await createServices(env);
  const { demoLogin } = await ensureAdmin(services);
  if (demoLogin) console.log(`Demo administrator (shown only this once): ${demoLogin.email} / ${demoLogin.password}`);
  await seedIfWanted(services);
  const build = () => vite.ssrLoadModule("virtual:react-router/server-build");
  const server = http.createServer((req, res) =>
    vite.middlewares(req, res, async () => {
      // Loaded per request so edits to the server code apply without a restart.
      const { createServerApp } = await vite.ssrLoadModule("./server/app.ts");
      getRequestListener(createServerApp(services, build).fetch)(req, res);
    }),
  );
  server.listen(env.PORT, env.HOST, () => console.log(`Development server on http://localhost:${env.PORT}`));
}

// Optional local configuration (see .env.example); real environment variables win.
if (fs.existsSync(path.join(root, ".env"))) process.loadEnvFile(path.join(root, ".env"));

// Traces only when asked for: loaded before the server's modules, so the libraries they follow
// (node:http, pg, the AWS SDK) are patched as they load; without the variable no tracer,
// exporter or instrumentation is loaded. A malformed URL is left to the configuration check, which names it.
if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT && URL.canParse(process.env.OTEL_EXPORTER_OTLP_ENDPOINT)) {
  const { startTracing } = await import("./server/tracing.mjs");
  startTracing();
}

if (process.env.NODE_ENV === "development") {
  await startDevelopment();
} else {
  // Unset means production, for the site's settings (app/platform/runtime/env.server.ts) and, set here before
  // the server bundle loads them, for React and the other libraries, which otherwise run their
  // development builds: about half as many pages rendered per second, with checks meant for a desk.
  if (!process.env.NODE_ENV) process.env.NODE_ENV = "production";
  await buildIfNeeded();
  const { start } = await import(serverBundle);
  await start({ clientDir: path.join(root, "build/client") });
}
