import path from "node:path";
import { serve } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { type AppLoadContext, createRequestHandler, type ServerBuild } from "react-router";
import type { AppServices } from "~/lib/app-context";
import { loadEnv } from "~/lib/env.server";
import { mediaResponse } from "~/features/media/serve-media.server";
import { migrationsAreCurrent } from "../db/migrate.server";
import type { ApiEnv } from "./api/api-route";
import { createApiRouter } from "./api/api-router";
import { limitPageBodies } from "./body-limits";
import { clientAddress } from "./client-address";
import { pageUploadAllowance } from "./page-uploads";
import { toPublicOrigin } from "./public-origin";
import { cacheHeaders, contentEtag, pageFormsOnly, requestLog, sameOriginWrites, securityHeaders } from "./security";
import { createServices, ensureAdmin, jsonLog, seedIfWanted, startHousekeeping } from "./services";

type BuildSource = ServerBuild | (() => Promise<ServerBuild>);

/**
 * The one HTTP application: health checks, media and the JSON API on a lean Hono router,
 * ahead of React Router's page handler. Both faces call the same domain functions with the
 * same services.
 */
export function createServerApp(services: AppServices, build: BuildSource, options: { clientDir?: string } = {}) {
  const app = new Hono<ApiEnv>();
  const mode = services.env.isProduction ? "production" : "development";
  const handlePage = createRequestHandler(build, mode);

  app.use(toPublicOrigin(services.env));
  app.use(async (c, next) => {
    c.set("services", services);
    await next();
  });
  app.use(requestLog(services.env.LOG_LEVEL));
  app.use(securityHeaders(services.env));

  app.get("/livez", (c) => c.json({ status: "ok" }));
  app.get("/readyz", async (c) => {
    const checks = { database: false, migrations: false, media: false };
    try {
      checks.migrations = await migrationsAreCurrent(services.db);
      checks.database = true;
    } catch {
      // database unreachable: both stay false
    }
    checks.media = await services.storage.checkWritable().catch(() => false);
    const ready = Object.values(checks).every(Boolean);
    return c.json({ status: ready ? "ready" : "unavailable", checks }, ready ? 200 : 503);
  });

  app.on(["GET", "HEAD"], "/media/:file", (c) => mediaResponse(services.storage, c.req.param("file"), c.req.raw));

  app.use(sameOriginWrites(services.env));
  app.use(compress());
  // API routes set their own body limits, after their access check (api-route.ts).
  app.use("/api/*", cacheHeaders(services.env), contentEtag);

  // Old clients fetch this before posting; the session cookie is SameSite and writes are
  // origin-checked, so there is no token to hand out.
  app.get("/sanctum/csrf-cookie", (c) => c.body(null, 204));
  app.route("/api", createApiRouter());

  if (options.clientDir) {
    const root = path.relative(process.cwd(), options.clientDir) || ".";
    app.use(
      "/assets/*",
      serveStatic({ root, onFound: (_p, c) => c.header("Cache-Control", "public, max-age=31536000, immutable") }),
    );
    app.use("*", serveStatic({ root, onFound: (_p, c) => c.header("Cache-Control", "public, max-age=3600") }));
  }

  app.use("*", cacheHeaders(services.env), contentEtag);
  app.use("*", limitPageBodies(pageUploadAllowance), pageFormsOnly);
  app.all("*", (c) => {
    const loadContext: AppLoadContext = { ...services, clientAddress: clientAddress(c) };
    return handlePage(c.req.raw, loadContext);
  });
  return app;
}

/** Start-up: configuration, database, admin, demo content, then listen; SIGTERM drains and exits. */
export async function start(options: { build?: BuildSource; clientDir: string }): Promise<void> {
  const env = loadEnv();
  if (!env.PUBLIC_URL) {
    jsonLog("PUBLIC_URL is not set: absolute links are made only for localhost requests; set it to the site's public https address for a public deployment");
  }
  const { services, close } = await createServices(env);
  await ensureAdmin(services);
  await seedIfWanted(services);
  startHousekeeping(services);

  const build = options.build ?? (() => import("virtual:react-router/server-build") as unknown as Promise<ServerBuild>);
  const app = createServerApp(services, build, { clientDir: options.clientDir });

  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    const host = env.HOST === "0.0.0.0" || env.HOST === "::" ? "localhost" : env.HOST;
    jsonLog("listening", { url: `http://${host}:${info.port}`, port: info.port });
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    jsonLog("shutting down", { signal });
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(() => {
      void close().finally(() => process.exit(0));
    });
    // Idle keep-alive connections would otherwise hold the close for their full timeout.
    if ("closeIdleConnections" in server) server.closeIdleConnections();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}
