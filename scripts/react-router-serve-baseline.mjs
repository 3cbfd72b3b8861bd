// The baselines of `npm run bench`, each in a process of its own, started by scripts/bench.ts
// with the running site's DATA_DIR (and DATABASE_URL); prints `listening <port>` once ready.
//
// - Default (BASELINE=serve): React Router's default production server (`react-router-serve`
//   of @react-router/serve 7.18.4: express, compression, morgan "tiny", express.static,
//   @react-router/express) set up as that command sets it up, except that its request handler
//   gets our load context (the same services, database and build as the site), because the
//   hotel's loaders need it.
// - BASELINE=bare: the least any server can do to render a page afresh: node:http handing
//   every request straight to React Router's handler for the same build (no middleware, no
//   compression, no logging). What it serves per second bounds every server that renders
//   each page afresh, ours included.
//
// Not part of the site.
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequestHandler } from "@react-router/express";
import { createRequestListener } from "@react-router/node";
import compression from "compression";
import express from "express";
import morgan from "morgan";

process.env.NODE_ENV = process.env.NODE_ENV ?? "production";
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { pageRenderingParts } = await import(path.join(root, "build/server/index.js"));
const { build, services } = await pageRenderingParts();

function reactRouterServe() {
  const assetsBuildDirectory = path.resolve(root, "build/client");
  const app = express();
  app.disable("x-powered-by");
  app.use(compression());
  app.use(path.posix.join(build.publicPath, "assets"), express.static(path.join(assetsBuildDirectory, "assets"), { immutable: true, maxAge: "1y" }));
  app.use(build.publicPath, express.static(assetsBuildDirectory));
  app.use(express.static(path.join(root, "public"), { maxAge: "1h" }));
  app.use(morgan("tiny"));
  app.all(
    "*",
    createRequestHandler({
      build,
      mode: process.env.NODE_ENV,
      getLoadContext: (req) => ({ ...services, clientAddress: req.socket.remoteAddress ?? "unknown" }),
    }),
  );
  return app;
}

function bareHandler() {
  return createRequestListener({
    build,
    mode: process.env.NODE_ENV,
    getLoadContext: (_request, client) => ({ ...services, clientAddress: client.address ?? "unknown" }),
  });
}

const listener = process.env.BASELINE === "bare" ? bareHandler() : reactRouterServe();
const server = http.createServer(listener);
server.listen(Number(process.env.PORT ?? 0), process.env.HOST ?? "127.0.0.1", () => {
  console.log(`listening ${server.address().port}`);
});
for (const signal of ["SIGTERM", "SIGINT"]) process.once(signal, () => server.close(() => process.exit(0)));
