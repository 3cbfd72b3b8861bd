import { createServer as createHttpServer, type RequestListener, type Server, type ServerOptions } from "node:http";
import { isatty } from "node:tty";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { type AppLoadContext, createRequestHandler, type ServerBuild } from "react-router";
import type { AppServices } from "~/platform/app-context";
import { ConfigError, type Env, loadEnv } from "~/platform/runtime/env.server";
import { configureLog, createLogger, flushLog, log, loggedPath, writeOutput } from "~/platform/runtime/log.server";
import type { ChangeNotifications } from "~/platform/db/change-watch.server";
import { tableChangesOf } from "~/platform/db/table-changes.server";
import { mediaResponse } from "~/platform/media/serve-media.server";
import { storedList } from "~/platform/records/list-cache.server";
import { fileResponse } from "~/platform/files/serve-file.server";
import { migrationsAreCurrent } from "~/platform/db/migrate.server";
import type { ApiEnv } from "~/platform/http/api-route";
import { createApiRouter } from "./api/api-router";
import { limitPageBodies } from "~/platform/http/body-limits";
import { headLikeGet } from "./head-like-get";
import { afterAnswerOf } from "~/platform/http/after-answer";
import { clientAddress } from "~/platform/http/client-address";
import { pageUploadAllowance } from "./page-uploads";
import { mountSitemap } from "./sitemap";
import { spellingRedirects } from "./spelling-redirects";
import { toPublicOrigin } from "./public-origin";
import { rememberCurrencyChoice } from "./currency-choice";
import { chooseLanguage, languageRoutes } from "./language-choice";
import { type AnswerAtOnce, answerAtOnce, createRenderCache, defaultRenderLimit, limitRenders, serveBuiltFiles } from "./delivery";
import { type DeclaredAt, declaredParameters, pageQueryParameters } from "./query-parameters";
import { anonymousUnlessSignedIn } from "./anonymous-unless-signed-in";
import { canonicalSpellingRedirects, canonicalSpellings } from "./canonical-spelling";
import { createLiveCredentials } from "~/platform/auth/live-credentials.server";
import { clientClosed, CLIENT_CLOSED_STATUS, requestLog } from "./request-log";
import { prepareConnectionDrain } from "./connection-drain";
import { alwaysSentHeaders, cacheHeaders, contentEtag, pageFormsOnly, sameOriginWrites, securityHeaders } from "./security";
import { createServices, ensureAdmin, seedIfWanted, startHousekeeping, startOrphanSweep } from "./services";
import { startupOutput } from "./startup-banner";
import { describeStartupFailure, type StartupStep } from "./startup-errors";
import { startEmailWorker } from "~/platform/email/email-worker.server";
import { startChannelFeedPoller } from "~/features/channel-calendars/calendar-import.server";
import { configureFeedReach } from "~/features/channel-calendars/calendar-feed-reach.server";
import { startDepositDeadlines } from "~/features/payments/deposit-deadlines.server";
import { startVipExpiryReminders } from "~/features/vip/expiry-reminders.server";
import { startTenderNotices } from "~/features/tenders/tender-notices.server";
import { answersInPageLanguage } from "./answers-in-page-language";
import { databaseOutageAs503 } from "./database-outage-pages";
import { DATABASE_RETRY_AFTER_SECONDS, databaseUnavailableError, isDatabaseUnavailable } from "~/platform/db/database-unavailable";
import { httpMetrics, markServedStatic } from "./http-metrics";
import { collectProcessMetrics, metricsOnSitePort, serveMetricsPort } from "./metrics-endpoint";
import { reportConnectionUse, reportOutboxQueue } from "~/platform/runtime/metrics.server";
import { outboxQueue } from "~/platform/email/outbox.server";
import { flushTraces } from "~/platform/runtime/traced.server";

type BuildSource = ServerBuild | (() => Promise<ServerBuild>);

/**
 * Shutdown on SIGTERM (docs/decisions/037-several-instances.md): idle keep-alive connections
 * are closed after `idleMs` (time for a request already on the wire to arrive and be
 * answered), requests being answered get `answersMs` to finish, and whatever is still pending
 * at `hardCapMs` is abandoned: inside the 10 s `docker stop` and most process managers allow.
 */
const SHUTDOWN = { idleMs: 500, answersMs: 8_000, hardCapMs: 9_500 };

/**
 * React Router's page handler. Given a function for the build, React Router loads it and
 * rebuilds its route table on every request, which development needs (the code changes under
 * it) and production pays for on every page: there, the build is loaded once, on first use.
 */
function pageHandler(build: BuildSource, mode: "production" | "development"): (request: Request, context: AppLoadContext) => Promise<Response> {
  // Outages become 503 refusals first, so the language wrapper puts their message in the page's language.
  const wrap = (loaded: ServerBuild) => answersInPageLanguage(databaseOutageAs503(loaded));
  if (typeof build !== "function") return createRequestHandler(wrap(build), mode);
  if (mode === "development") return createRequestHandler(async () => wrap(await build()), mode);
  let handler: Promise<ReturnType<typeof createRequestHandler>> | undefined;
  return async (request, context) => {
    handler ??= build().then(
      (loaded) => createRequestHandler(wrap(loaded), mode),
      (error: unknown) => {
        handler = undefined;
        throw error;
      },
    );
    return (await handler)(request, context);
  };
}

/**
 * The query parameters each page declares (query-parameters.ts), from the same build as the
 * pages: read once in production, afresh in development, where the code changes under it.
 */
function queryDeclarations(build: BuildSource, mode: "production" | "development"): () => Promise<ReturnType<typeof declaredParameters>> {
  return builtOnce(build, mode, declaredParameters);
}

/** Something worked out from the build once (every time in development, where the build changes). */
function builtOnce<T>(build: BuildSource, mode: "production" | "development", make: (build: ServerBuild) => T): () => Promise<T> {
  const load = typeof build === "function" ? build : () => Promise.resolve(build);
  if (mode === "development") return () => load().then(make);
  let made: Promise<T> | undefined;
  return () =>
    (made ??= load().then(make, (error: unknown) => {
      made = undefined;
      throw error;
    }));
}

/**
 * The one HTTP application: health checks, media and the JSON API on a lean Hono router,
 * ahead of React Router's page handler. Both faces call the same domain functions with the
 * same services.
 */
export function createServerApp(
  services: AppServices,
  build: BuildSource,
  options: {
    clientDir?: string;
    seeded?: () => boolean;
    followingOtherWriters?: () => boolean;
    changeNotifications?: () => ChangeNotifications;
  } = {},
) {
  const app = new Hono<ApiEnv>();
  const mode = services.env.isProduction ? "production" : "development";
  const handlePage = pageHandler(build, mode);
  // Anonymous pages rendered once until the next write (docs/decisions/014-render-cache.md);
  // off in development, where the code itself changes under it.
  const alwaysSent = alwaysSentHeaders(services.env);
  // Every address no page has shares one stored page-not-found (docs/decisions/051-fair-renders.md).
  const unknownPaths = builtOnce(build, mode, (built) => {
    const routes = languageRoutes(built);
    // React Router's own address, where the browser fetches the routes of the links it meets
    // (lazy route discovery): no page of ours answers it, yet it is no page-not-found.
    const manifestPath = built.routeDiscovery?.manifestPath ?? "/__manifest";
    return (pathname: string) => pathname !== manifestPath && !routes.isAnswered(pathname);
  });
  const renderCache = services.env.isDevelopment ? null : createRenderCache({ ready: options.seeded, alwaysSent, unknownPaths });
  // Stored pages are rendered afresh after a write to a table they may show, ours or another
  // server's or script's (reported by the database watch, platform/db/change-watch.server.ts).
  const tableChanges = tableChangesOf(services.db);
  if (renderCache) tableChanges?.onChange(renderCache.tablesChanged);

  app.use(toPublicOrigin(services.env));
  app.use(httpMetrics());
  app.use(async (c, next) => {
    c.set("services", services);
    await next();
  });
  app.use(requestLog());
  app.use(securityHeaders(services.env));
  // Before the query parameters are trimmed: the language switch's `?lang=` is consumed here.
  app.use(chooseLanguage(builtOnce(build, mode, languageRoutes), { secure: services.env.PUBLIC_URL?.startsWith("https://") === true }));
  const declarations = queryDeclarations(build, mode);
  // The same declarations for the path answered at once, which cannot wait for a promise: known
  // once the build is loaded (production only: there is no stored page in development).
  let declaredNow: DeclaredAt | undefined;
  const declaredAt = () => {
    if (!declaredNow && mode === "production") void declarations().then((loaded) => (declaredNow = loaded), () => {});
    return declaredNow;
  };
  app.use(pageQueryParameters(declarations));
  // Outside the render cache, so a stored page answering `?currency=` still remembers the choice.
  app.use(rememberCurrencyChoice({ secure: services.env.PUBLIC_URL?.startsWith("https://") === true }));
  if (renderCache && !tableChanges) app.use(renderCache.invalidateOnWrites);
  // A made-up session cookie or bearer is an anonymous visitor's: the stored page (051).
  app.use(anonymousUnlessSignedIn(createLiveCredentials(services.db, services.env)));
  if (renderCache) app.use(renderCache.serveStored);

  app.get("/livez", (c) => c.json({ status: "ok" }));
  // For Prometheus through the site's own address: only with the token (metrics-endpoint.ts).
  if (services.env.METRICS_TOKEN) app.get("/metrics", metricsOnSitePort(services.env.METRICS_TOKEN));
  app.get("/readyz", async (c) => {
    // seed: the demo content is filled in after the server starts listening.
    // otherWriters: other processes' writes reach our caches (change-watch.server.ts); while
    // not, a load balancer should send visitors to a server whose pages are current. On
    // PostgreSQL that is the change-notification connection, reported beside the checks
    // (docs/decisions/037-several-instances.md).
    // Both read at one moment: the connection can drop while the checks below await.
    const changeNotifications = options.changeNotifications?.();
    const checks = {
      database: false,
      migrations: false,
      media: false,
      seed: options.seeded?.() ?? true,
      otherWriters: options.followingOtherWriters?.() ?? true,
    };
    try {
      checks.migrations = await migrationsAreCurrent(services.db);
      checks.database = true;
    } catch {
      // database unreachable: both stay false
    }
    // "media": both upload stores, pictures and other files (videos, PDFs): folders, or the bucket.
    const writable = await Promise.all([services.storage.checkWritable(), services.files.checkWritable()]).catch(() => [false]);
    checks.media = writable.every(Boolean);
    const ready = Object.values(checks).every(Boolean);
    return c.json({ status: ready ? "ready" : "unavailable", checks, ...(changeNotifications ? { changeNotifications } : {}) }, ready ? 200 : 503);
  });

  app.on(["GET", "HEAD"], "/media/:file", (c) => mediaResponse(services.storage, c.req.param("file"), c.req.raw));
  // The last segment is the download name, for a readable address; the row decides what is sent.
  app.on(["GET", "HEAD"], ["/files/:file", "/files/:file/:name"], (c) => fileResponse(services, c.req.param("file"), c.req.raw, "public"));
  app.on(["GET", "HEAD"], ["/staff-files/:file", "/staff-files/:file/:name"], (c) => fileResponse(services, c.req.param("file"), c.req.raw, "staff"));

  // Public pages: correct spellings redirect to SPEC's paths; sitemap and robots.txt.
  app.use(spellingRedirects());
  // Every other spelling of a page's address (case, a trailing slash) to the route's own (051).
  app.use(canonicalSpellingRedirects(builtOnce(build, mode, canonicalSpellings)));
  mountSitemap(app, services);

  app.use(sameOriginWrites(services.env));
  // The build's scripts and styles, compressed at build time and chosen by Accept-Encoding
  // (delivery/built-files.ts): ahead of the compression middleware, which would only gzip them again.
  if (options.clientDir) app.use(serveBuiltFiles(options.clientDir, { onServed: markServedStatic }));
  app.use(headLikeGet);
  app.use(compress());
  // API routes set their own body limits, after their access check (api-route.ts).
  app.use("/api/*", cacheHeaders(), contentEtag);

  // Old clients fetch this before posting; the session cookie is SameSite and writes are
  // origin-checked, so there is no token to hand out.
  app.get("/sanctum/csrf-cookie", (c) => c.body(null, 204));
  app.route("/api", createApiRouter());

  app.use("*", cacheHeaders(), contentEtag);
  app.use("*", limitPageBodies(pageUploadAllowance), pageFormsOnly);
  if (renderCache) app.use("*", renderCache.storeRendered);
  const renderLimit = services.env.RENDER_LIMIT ?? defaultRenderLimit();
  app.use("*", limitRenders(renderLimit, { perAddress: services.env.RENDER_LIMIT_PER_ADDRESS }));
  app.all("*", async (c) => {
    const loadContext: AppLoadContext = {
      ...services,
      clientAddress: clientAddress(c),
      afterAnswer: afterAnswerOf(c),
      keepPageUnshared: () => renderCache?.doNotStore(c),
    };
    // A HEAD is answered as the GET it stands for (Hono drops the body), so it carries the
    // page's own Content-Type, ETag and caching headers; React Router's HEAD answer has none.
    const request = c.req.method === "HEAD" ? new Request(c.req.raw, { method: "GET" }) : c.req.raw;
    const response = await handlePage(request, loadContext);
    // A page refused for a database outage asks the visitor to come back as the API does: React
    // Router passes a thrown refusal's headers only through a route's own `headers` export.
    if (response.status === 503 && !response.headers.has("Retry-After")) response.headers.set("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
    return response;
  });
  // What no handler caught (the API answers its own, api-router.ts): one log line instead of
  // Hono's console.error, unless the client had already gone (the request log's 499).
  app.onError((error, c) => {
    if (clientClosed(c)) return new Response(null, { status: CLIENT_CLOSED_STATUS });
    if (isDatabaseUnavailable(error)) {
      const unavailable = databaseUnavailableError();
      return c.text(unavailable.message, 503, { ...unavailable.headers, "Cache-Control": "no-store" });
    }
    log.error("request failed", { method: c.req.method, path: loggedPath(c.req.url), error });
    return c.text("Internal Server Error", 500);
  });
  // /livez, stored pages and built public lists, answered on Node's own objects before the app (delivery/answer-at-once.ts).
  return Object.assign(app, { answerAtOnce: answerAtOnce({ env: services.env, alwaysSent, renderCache, declaredAt, storedList: (key, language) => storedList(services.db, key, language) }) });
}

/**
 * Node's HTTP server, answering what it can at once and handing the rest to the app. With
 * PUBLIC_URL, the request reaches the Node adapter addressed to the public origin (an absolute
 * request target, which the adapter takes as the URL), so `toPublicOrigin` finds nothing to
 * change and no request is built twice.
 */
function serverAnsweringAtOnce(answer: AnswerAtOnce, env: Pick<Env, "PUBLIC_URL">): typeof createHttpServer {
  const origin = env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : null;
  return ((serverOptions: ServerOptions, listener: RequestListener) =>
    createHttpServer(serverOptions, (req, res) => {
      if (answer(req, res)) return;
      if (origin && req.url?.startsWith("/")) req.url = origin + req.url;
      listener(req, res);
    })) as typeof createHttpServer;
}

/**
 * For `npm run bench` only: the page build and the same services the site runs with, so React
 * Router's default server (scripts/react-router-serve-baseline.mjs) can render the same pages
 * from the same database for the side-by-side speed figure.
 */
export async function pageRenderingParts(): Promise<{ build: ServerBuild; services: AppServices; close: () => Promise<void> }> {
  const env = loadEnv();
  const { services, close } = await createServices(env, createLogger({ level: "silent", write: () => {} }));
  const build = (await import("virtual:react-router/server-build")) as unknown as ServerBuild;
  return { build, services, close };
}

/** Ends a start that cannot go on: one line per problem on stderr, no stack trace, exit code 1. */
function refuseToStart(problems: string[]): never {
  process.stderr.write(problems.map((p) => `${p}\n`).join(""));
  process.exit(1);
}

/** Runs one start-up step; a failure a person fixes in the configuration ends the start as one line. */
async function startupStep<T>(step: StartupStep, env: Env, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const problem = describeStartupFailure(step, error, env);
    if (problem) refuseToStart([problem]);
    throw error;
  }
}

/**
 * Start-up: configuration, database, administrator, then listen at once; the demo content
 * (seconds of picture encoding) fills in behind, and /readyz says 503 until it is done.
 * SIGTERM drains and exits.
 */
export async function start(options: { build?: BuildSource; clientDir: string }): Promise<void> {
  let env: Env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof ConfigError) refuseToStart(error.problems);
    throw error;
  }
  configureLog({ level: env.LOG_LEVEL });
  // A crash is one more JSON line, with its stack, before Node prints it and exits; the lines
  // logged before it are written out on the way (log.server.ts hooks the exit).
  process.on("uncaughtExceptionMonitor", (error, origin) => log.error("the server stopped on an unexpected error", { origin, error }));
  const { services, close, followingOtherWriters, changeNotifications, connectionUse } = await startupStep("database", env, () => createServices(env));
  // Read when Prometheus scrapes (docs/decisions/049-metrics-and-traces.md).
  reportConnectionUse(connectionUse);
  reportOutboxQueue(() => outboxQueue(services.db));
  if (env.METRICS_PORT !== undefined || env.METRICS_TOKEN) collectProcessMetrics();
  const metricsServer = env.METRICS_PORT === undefined ? null : await startupStep("metrics", env, () => serveMetricsPort(env.METRICS_PORT!, env.METRICS_HOST));
  const { demoLogin } = await startupStep("admin", env, () => ensureAdmin(services));
  if (!env.PUBLIC_URL) {
    log.warn("PUBLIC_URL is not set: absolute links are made only for localhost requests; set it to the site's public https address for a public deployment");
  }
  const stopHousekeeping = startHousekeeping(services);
  const stopOrphanSweep = startOrphanSweep(services);
  const stopEmailWorker = startEmailWorker(services);
  const stopVipReminders = startVipExpiryReminders(services);
  // Followers of a tender hear of each addendum and closing change (docs/decisions/040-tenders.md).
  const stopTenderNotices = startTenderNotices(services);
  // Agencies' calendars, each read by one instance per round (docs/decisions/062-calendar-import.md),
  // only from public addresses and those the operator allowed (docs/decisions/070-outbound-addresses.md).
  configureFeedReach({ privateRanges: env.CALENDAR_FEED_PRIVATE_RANGES, ownOrigins: env.PUBLIC_URL ? [env.PUBLIC_URL] : [] });
  const stopChannelFeedPoller = startChannelFeedPoller(services, { everyMs: env.CHANNEL_POLL_SECONDS === undefined ? undefined : env.CHANNEL_POLL_SECONDS * 1000 });
  // Deposits whose time to pay has passed, each acted on once whichever instance finds it (docs/decisions/068-deposit-deadlines.md).
  const stopDepositDeadlines = startDepositDeadlines({ db: services.db, env }, { everyMs: env.DEPOSIT_DEADLINE_SECONDS === undefined ? undefined : env.DEPOSIT_DEADLINE_SECONDS * 1000 });

  const build = options.build ?? (() => import("virtual:react-router/server-build") as unknown as Promise<ServerBuild>);
  let seed: "pending" | "done" | "failed" = env.SEED_DEMO ? "pending" : "done";
  const seedAbort = new AbortController();
  let seeding: Promise<void> = Promise.resolve();
  const app = createServerApp(services, build, { clientDir: options.clientDir, seeded: () => seed === "done", followingOtherWriters, changeNotifications });

  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST, createServer: serverAnsweringAtOnce(app.answerAtOnce, env) }, (info) => {
    server.off("error", onListenError);
    const host = env.HOST === "0.0.0.0" || env.HOST === "::" ? "localhost" : env.HOST;
    const url = `http://${host}:${info.port}`;
    // nodeEnv: what React and the other libraries chose their builds by.
    log.always("listening", { url, port: info.port, pid: process.pid, nodeEnv: process.env.NODE_ENV });
    const output = startupOutput({ terminal: isatty(1), url, demoLogin, seeding: env.SEED_DEMO });
    if (output) writeOutput(output);
    // The demo's agency calendar is served here, at this address: its feeds may read it.
    configureFeedReach({ ownOrigins: [url] });
    seeding = seedIfWanted(services, seedAbort.signal, env.PUBLIC_URL ?? url).then(
      () => {
        seed = "done";
      },
      (error: unknown) => {
        if (seedAbort.signal.aborted) return;
        // The site keeps serving what it has; /readyz stays 503 so an operator notices.
        seed = "failed";
        log.error("demo content failed", { error });
      },
    );
  });
  const onListenError = (error: Error) => {
    const problem = describeStartupFailure("listen", error, env);
    if (!problem) throw error;
    void close().finally(() => refuseToStart([problem]));
  };
  server.on("error", onListenError);

  const connections = prepareConnectionDrain(server as Server, { idleMs: SHUTDOWN.idleMs });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    // Stops taking connections before anything else (before this line is even written), so a
    // load balancer sends the next request elsewhere (docs/decisions/037-several-instances.md).
    const drained = connections.drain(SHUTDOWN.answersMs);
    metricsServer?.close();
    log.always("shutting down", { signal });
    // Past this the process ends whatever is still pending: an orchestrator's kill follows soon.
    setTimeout(() => process.exit(1), SHUTDOWN.hardCapMs).unref();
    // The seed stops after the table it is writing, so the database is closed under nobody.
    seedAbort.abort();
    stopEmailWorker();
    stopVipReminders();
    stopHousekeeping();
    stopOrphanSweep();
    stopTenderNotices();
    stopChannelFeedPoller();
    stopDepositDeadlines();
    const { cut } = await drained;
    if (cut > 0) log.warn("answers cut at shutdown: their requests took longer than the time allowed", { cut, allowedMs: SHUTDOWN.answersMs });
    await seeding.catch(() => {});
    await close().catch((error: unknown) => log.error("closing the database failed at shutdown", { error }));
    await flushTraces().catch((error: unknown) => log.warn("sending the last traces failed at shutdown", { error }));
    await flushLog();
    process.exit(cut > 0 ? 1 : 0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}
