// The baseline of `npm run bench`: React Router's default production server
// (`react-router-serve` of @react-router/serve 7.18.4: express, compression, morgan "tiny",
// express.static, @react-router/express) set up as that command sets it up, except that its
// request handler gets our load context (the same services, database and build as the site),
// because the hotel's loaders need it. Not part of the site; started by scripts/bench.ts with
// the running site's DATA_DIR (and DATABASE_URL), prints `listening <port>` once ready.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import morgan from "morgan";

process.env.NODE_ENV = process.env.NODE_ENV ?? "production";
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { pageRenderingParts } = await import(path.join(root, "build/server/index.js"));
const { build, services } = await pageRenderingParts();
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
const server = app.listen(Number(process.env.PORT ?? 0), process.env.HOST ?? "127.0.0.1", () => {
  console.log(`listening ${server.address().port}`);
});
for (const signal of ["SIGTERM", "SIGINT"]) process.once(signal, () => server.close(() => process.exit(0)));
