// npm run bench — speed and weight budgets that depend on the machine, kept out of npm test.
// Needs a build (npm run build) and Chromium. Prints each figure against its budget and
// exits non-zero when one is exceeded.
import { spawn } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import sharp from "sharp";
import { migrateToLatest } from "../app/platform/db/migrate.server";
import { RegisterSchema } from "../app/platform/auth/schema";
import { registerMember } from "../app/platform/auth/users.server";
import { openDatabase } from "../app/platform/db/db.server";
import { prepareImage } from "../app/platform/media/prepare-image.server";
import { languageOfPath } from "../app/platform/i18n/language";
import { CHROMIUM_PATH, launchChromium } from "../tests/support/browser";
import { pageCookie } from "../tests/support/page-session";
import { publicPagePaths } from "../tests/support/public-pages";
import { type RunningServer, startServer } from "../tests/support/start-server";
import { bytesOnTheWire, overload, rawGet, startBareNode, startNginx, throughput } from "./bench-platform";
import { ATTACKS, successRate, underAttack } from "./bench-fair-renders";

const results: { name: string; value: number; unit: string; budget: number; lowerIsBetter: boolean }[] = [];
const record = (name: string, value: number, unit: string, budget: number, lowerIsBetter = true) =>
  results.push({ name, value: Math.round(value * 10) / 10, unit, budget, lowerIsBetter });

async function photoLike(width: number, height: number): Promise<Buffer> {
  // Blurred noise compresses like a photograph, unlike a flat fill.
  return sharp({ create: { width, height, channels: 3, background: "#777777", noise: { type: "gaussian", mean: 128, sigma: 40 } } })
    .blur(4)
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function benchImagePipeline() {
  const input = await photoLike(1600, 1067);
  await prepareImage(input); // warm the codecs
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    await prepareImage(input);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  record("image pipeline, 1600×1067 JPEG → 9 variants (median)", times[2]!, "ms", 1500);
}

/**
 * Registration must not tell who has an account by its timing: an existing email takes about
 * as long as a new one (median of 5 each, within 2× either way).
 */
async function benchRegistrationTiming() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "bench-users-"));
  const handle = openDatabase({ sqliteFile: path.join(dir, "db.sqlite") });
  try {
    await migrateToLatest(handle.db);
    const password = "Zikomo-Kwambiri-77";
    const time = async (email: string) => {
      const started = performance.now();
      await registerMember(handle.db, RegisterSchema.parse({ name: "Chisomo Banda", email, password, password_confirmation: password })).catch(() => undefined);
      return performance.now() - started;
    };
    await time("owner@example.com");
    const fresh: number[] = [];
    const existing: number[] = [];
    for (let i = 0; i < 5; i++) {
      fresh.push(await time(`new-${i}@example.com`));
      existing.push(await time("owner@example.com"));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[2]!;
    const ratio = median(fresh) / median(existing);
    record("registration: new vs existing email time (larger ÷ smaller)", Math.max(ratio, 1 / ratio), "×", 2);
  } finally {
    await handle.close();
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** Visitors' lists come from the list cache (docs/decisions/013-list-cache.md), plain and gzip. */
async function benchLists(base: string) {
  for (const path of ["/api/rooms", "/api/events"]) {
    record(`GET ${path} (plain)`, await throughput(base + path, { "accept-encoding": "identity" }), "req/s", 5000, false);
    record(`GET ${path} (gzip)`, await throughput(base + path, { "accept-encoding": "gzip" }), "req/s", 5000, false);
  }
}

/** The stored home page as sent to a browser that accepts gzip: its own bytes, for the baselines. */
async function storedHomePage(base: string): Promise<{ identity: Buffer; gzip: Buffer }> {
  await rawGet(`${base}/`); // stored by this first visit
  const gzip = await rawGet(`${base}/`, { "accept-encoding": "gzip" });
  const identity = await rawGet(`${base}/`, { "accept-encoding": "identity" });
  if (gzip.headers["x-render-cache"] !== "hit" || gzip.headers["content-encoding"] !== "gzip") throw new Error("the home page is not served from the render cache");
  return { identity: identity.body, gzip: gzip.body };
}

/**
 * The request path against the platform, in one run (docs/decisions/039-request-path.md):
 * nginx `gzip_static` and bare node:http sending the stored home page's own gzip bytes, beside
 * the site's stored home page, /livez and the cached API lists. Each target is measured twice,
 * alternately (the machine's other work shifts all alike), and the mean counts.
 */
async function benchPlatform(base: string) {
  const page = await storedHomePage(base);
  const nginx = await startNginx(page);
  const bare = await startBareNode(page.gzip);
  const gzip = { "accept-encoding": "gzip" };
  const targets: Record<string, { url: string; headers: Record<string, string> }> = {
    home: { url: `${base}/`, headers: gzip },
    livez: { url: `${base}/livez`, headers: gzip },
    rooms: { url: `${base}/api/rooms`, headers: gzip },
    events: { url: `${base}/api/events`, headers: gzip },
    bare: { url: bare.url, headers: gzip },
    bareLivez: { url: `${bare.url}livez`, headers: gzip },
    ...(nginx ? { nginx: { url: nginx.url, headers: gzip } } : {}),
    // A Facebook click and a campaign link shared on WhatsApp: the stored pages, parameters dropped.
    tracked: { url: `${base}/?fbclid=IwAR0abc123&utm_source=facebook`, headers: gzip },
    accommodation: { url: `${base}/accomodationService`, headers: gzip },
    accommodationTracked: { url: `${base}/accomodationService?utm_source=whatsapp&utm_medium=social`, headers: gzip },
  };
  await rawGet(`${base}/accomodationService`); // stored by this first visit
  const runs: Record<string, number[]> = {};
  try {
    for (let round = 0; round < 2; round++) {
      for (const [name, target] of Object.entries(targets)) (runs[name] ??= []).push(await throughput(target.url, target.headers));
    }
  } finally {
    await Promise.all([nginx?.stop(), bare.stop()]);
  }
  const rps = (name: string) => runs[name]!.reduce((a, b) => a + b, 0) / runs[name]!.length;
  const figure = (name: string) => `${Math.round(rps(name))} req/s`;
  const share = (name: string, of: string) => (rps(name) / rps(of)) * 100;
  if (nginx) {
    record(`GET / stored (gzip) ${figure("home")} vs nginx gzip_static ${figure("nginx")}: share`, share("home", "nginx"), "%", 35, false);
  } else {
    console.log("nginx is not installed (apt-get install -y nginx-light): the stored page against nginx is left out");
  }
  console.log(`GET / stored (gzip) ${figure("home")} vs bare node:http, same bytes, ${figure("bare")}: ${Math.round(share("home", "bare"))} %`);
  record(`GET /?fbclid=…&utm_source=… ${figure("tracked")} vs GET / ${figure("home")}: share`, share("tracked", "home"), "%", 50, false);
  record(
    `GET /accomodationService?utm_source=… ${figure("accommodationTracked")} vs without ${figure("accommodation")}: share`,
    share("accommodationTracked", "accommodation"),
    "%",
    50,
    false,
  );
  record(`GET /livez ${figure("livez")} vs bare node:http, same JSON, ${figure("bareLivez")}: share`, share("livez", "bareLivez"), "%", 50, false);
  record(`GET /api/rooms (gzip) ${figure("rooms")} vs /livez ${figure("livez")}: share`, share("rooms", "livez"), "%", 60, false);
  record(`GET /api/events (gzip) ${figure("events")} vs /livez ${figure("livez")}: share`, share("events", "livez"), "%", 60, false);
}

/**
 * Fair under overload: 50 connections asking for fresh renders (a signed-in member's home
 * page) while 5 others read the stored home page. Renders beyond the limit are refused at once
 * with 503 and Retry-After (docs/decisions/039-request-path.md), so what is served stays quick
 * and nobody waits long; the stored page goes on being served.
 */
async function benchOverload(base: string) {
  const member = await signedInMember(base);
  // The member's home page, and their dashboard (their own reservations and club membership).
  for (const [page, label] of [["/", "overload"], ["/dashboard", "overload /dashboard"]] as const) {
    const [fresh, stored] = await Promise.all([overload(`${base}${page}`, member, 50, 10), overload(`${base}/`, {}, 5, 10)]);
    console.log(
      `50 connections asking for fresh renders of ${page} for 10 s: ${fresh.served} served, ${fresh.refused} refused with 503 or 429 ` +
        `(${fresh.refusedWithRetryAfter} with Retry-After), ${fresh.errors} errors, slowest served ${Math.round(fresh.servedMax)} ms; ` +
        `stored page meanwhile: ${stored.served} served, p99 ${stored.servedP99} ms`,
    );
    record(`${label}: p99 of fresh renders served`, fresh.servedP99, "ms", 1000);
    record(`${label}: longest wait for any answer`, fresh.longestWait, "ms", 2000);
    record(`${label}: requests that waited over 2 s`, fresh.over2s, "", 0);
    record(`${label}: stored page p99 meanwhile`, stored.servedP99, "ms", 1000);
    record(`${label}: stored page requests not answered 200 meanwhile`, stored.refused + stored.errors, "", 0);
  }
}

/** Until the demo content is in and the home page is stored (an overload run alone starts on a fresh server). */
async function homePageStored(base: string) {
  for (let attempt = 0; attempt < 600; attempt++) {
    if ((await fetch(`${base}/readyz`)).status === 200) {
      await storedHomePage(base);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the server was never ready");
}

/**
 * Fair renders (docs/decisions/051-fair-renders.md): from a second address, a signed-in
 * member's /dashboard and a guest's /booking while one address floods the site at 32
 * connections with junk session cookies, junk bearers, random unknown paths or case spellings
 * of a page. A server of its own that believes one proxy hop, so X-Forwarded-For tells the two
 * addresses apart; RENDER_LIMIT is the machine's default.
 */
async function benchFairRenders() {
  const server = await startServer({ engine: "sqlite", env: { LOG_LEVEL: "warn", TRUST_PROXY: "1" } });
  try {
    const member = await signedInMember(server.url);
    for (const attack of ATTACKS) {
      // Both pages stored or warm before the flood, as on a site already visited.
      for (const path of ["/booking", "/dashboard", "/accomodationService"]) await (await fetch(server.url + path, { headers: { cookie: path === "/dashboard" ? member.cookie : "" } })).arrayBuffer();
      const figures = await underAttack(server.url, attack, member.cookie);
      console.log(
        `fair renders, ${attack.name} from one address at 32 connections: /dashboard ${figures.dashboard.succeeded}/${figures.dashboard.sent}, ` +
          `/booking ${figures.booking.succeeded}/${figures.booking.sent} from another; the flood's answers ${JSON.stringify(figures.attackerStatuses)}`,
      );
      record(`fair renders, ${attack.name}: a member's /dashboard succeeding`, successRate(figures.dashboard), "%", 95, false);
      record(`fair renders, ${attack.name}: a guest's /booking succeeding`, successRate(figures.booking), "%", 95, false);
    }
  } finally {
    await server.stop();
  }
}

/**
 * A baseline on the site's own build, database and services (scripts/react-router-serve-baseline.mjs),
 * in a process of its own: React Router's default production server (react-router-serve), or
 * "bare", React Router's handler alone behind node:http.
 */
async function startBaseline(server: RunningServer, kind: "serve" | "bare"): Promise<{ url: string; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, "react-router-serve-baseline.mjs")], {
    env: {
      PATH: process.env.PATH ?? "",
      BASELINE: kind,
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: server.dataDir,
      LOG_LEVEL: "warn",
      ...(server.databaseUrl ? { DATABASE_URL: server.databaseUrl } : {}),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  // morgan logs every request to stdout, as react-router-serve does; read and dropped.
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`react-router-serve baseline did not start:\n${output}`)), 60_000);
    child.stdout?.on("data", (chunk: Buffer) => {
      const match = (output += chunk.toString()).match(/listening (\d+)/);
      if (match) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${match[1]}`);
      }
      if (output.length > 10_000) output = output.slice(-1000);
    });
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`react-router-serve baseline exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/** Pages rendered afresh: a signed-in visitor gets one (the render cache is for anonymous visitors only). */
const FRESH_RENDER_PAGES = ["/", "/accomodationService"];

const MEMBER_PASSWORD = "Zikomo-Kwambiri-77";

/** A member signed in through the login page, as a browser would be: the cookie header to send. */
async function signedInMember(base: string): Promise<{ cookie: string }> {
  const email = `bench-${Date.now().toString(36)}@example.com`;
  const body = JSON.stringify({ name: "Thoko Mwale", email, password: MEMBER_PASSWORD, password_confirmation: MEMBER_PASSWORD });
  const registered = await fetch(`${base}/api/register`, { method: "POST", headers: { "content-type": "application/json" }, body });
  if (registered.status !== 201) throw new Error(`registering the bench member: ${registered.status}`);
  return { cookie: await pageCookie(base, email, MEMBER_PASSWORD) };
}

/**
 * A fresh render by the site against React Router's default server rendering the same page
 * from the same build and database, in the same run. Each server is measured twice,
 * alternately (the machine's other work shifts all alike), and the mean is reported.
 *
 * The third server, React Router's handler alone on node:http, shows the most any server can
 * reach while it renders each page afresh: loading the data, React's render and the hydration
 * data are the same work in every one of them (decision 014).
 */
async function benchFreshRender(server: RunningServer) {
  const member = await signedInMember(server.url);
  const serve = await startBaseline(server, "serve");
  const bare = await startBaseline(server, "bare");
  try {
    for (const page of FRESH_RENDER_PAGES) {
      for (const base of [server.url, serve.url, bare.url]) {
        const response = await fetch(base + page, { headers: member });
        if (response.status !== 200) throw new Error(`${base}${page}: ${response.status}`);
        await response.text();
      }
      const ours: number[] = [];
      const theirs: number[] = [];
      const least: number[] = [];
      for (let round = 0; round < 2; round++) {
        // Ten at once against RENDER_LIMIT (4 on two cores): the rest are refused, and what is served counts.
        ours.push(await throughput(server.url + page, member, { refusals: "allowed", addresses: "one per connection" }));
        theirs.push(await throughput(serve.url + page, member));
        least.push(await throughput(bare.url + page, member));
      }
      const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
      const figures = (values: number[]) => values.map(Math.round).join("/");
      if (page === "/") record("GET / rendered afresh (a signed-in member)", mean(ours), "req/s", 150, false);
      record(
        `GET ${page} rendered afresh: ours ${figures(ours)} req/s; react-router-serve ${figures(theirs)} req/s; ratio`,
        mean(ours) / mean(theirs),
        "×",
        3,
        false,
      );
      console.log(
        `GET ${page}, React Router's handler alone on node:http: ${figures(least)} req/s, ${(mean(least) / mean(theirs)).toFixed(2)}× react-router-serve: ` +
          "the most a server that renders every request can reach",
      );
    }
  } finally {
    await Promise.all([serve.stop(), bare.stop()]);
  }
}

async function benchPages(server: RunningServer) {
  const base = server.url;
  await benchFreshRender(server);

  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    let jsBytes = 0;
    let totalBytes = 0;
    page.on("requestfinished", async (request) => {
      const sizes = await request.sizes().catch(() => null);
      if (!sizes) return;
      const bytes = sizes.responseBodySize + sizes.responseHeadersSize;
      totalBytes += bytes;
      if (request.resourceType() === "script") jsBytes += sizes.responseBodySize;
    });
    await page.goto(base + "/", { waitUntil: "networkidle" });
    record("home: JavaScript transferred", jsBytes / 1024, "KB", 130);
    record("home: everything transferred (390 px phone)", totalBytes / 1024, "KB", 350);
  } finally {
    await browser.close();
  }
}

/** What Chromium sends for a page's module script, with brotli and gzip offered as over HTTPS. */
const SCRIPT_REQUEST_HEADERS = {
  "User-Agent": "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
  Accept: "*/*",
  "Accept-Encoding": "br, gzip",
  "Accept-Language": "en-GB,en;q=0.9",
  "Sec-Fetch-Dest": "script",
  "Sec-Fetch-Mode": "cors",
  "Sec-Fetch-Site": "same-origin",
};

/**
 * The home page's JavaScript as it crosses the wire to a phone (decision 045): every script
 * Chromium fetches for the page, asked for again with `Accept-Encoding: br, gzip` (Chromium
 * offers brotli only over HTTPS, and the bench server is plain HTTP), bodies and headers counted.
 */
async function benchScriptsOnTheWire(base: string) {
  const browser = await launchChromium();
  const scripts = new Set<string>();
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.add(request.url());
    });
    await page.goto(base + "/", { waitUntil: "networkidle" });
  } finally {
    await browser.close();
  }
  let bytes = 0;
  const encodings = new Map<string, number>();
  for (const url of scripts) {
    const answer = await bytesOnTheWire(url, SCRIPT_REQUEST_HEADERS);
    bytes += answer.bytes;
    encodings.set(answer.encoding ?? "identity", (encodings.get(answer.encoding ?? "identity") ?? 0) + 1);
  }
  console.log(`home: ${scripts.size} scripts, encodings ${[...encodings].map(([name, count]) => `${name} ×${count}`).join(", ")}`);
  record("home: JavaScript on the wire with Accept-Encoding: br, gzip (bodies and headers)", bytes / 1024, "KiB", 125);
}

/**
 * One public path per template (tests/support/public-pages.ts; one vacancy stands for all), in
 * English: a Chichewa page is the same template with other words (decision 042).
 */
async function publicTemplates(base: string): Promise<string[]> {
  const byTemplate = new Map<string, string>();
  for (const pathname of publicPagePaths(await (await fetch(`${base}/sitemap.xml`)).text())) {
    if (languageOfPath(pathname) !== "en") continue;
    const segments = pathname.split("/").filter(Boolean);
    const template = segments.length > 1 ? `/${segments[0]}/:id` : pathname;
    if (!byTemplate.has(template)) byTemplate.set(template, pathname);
  }
  return [...byTemplate.values()];
}

/** The two ways a guest can get a public page: as it is, or light (docs/decisions/044-light-mode.md). */
const LIGHTHOUSE_MODES = {
  normal: {},
  light: { "Save-Data": "on" },
} as const satisfies Record<string, Record<string, string>>;
type LighthouseMode = keyof typeof LIGHTHOUSE_MODES;

/** Lighthouse mobile performance every public template must reach, in either mode (issue 20). */
const LIGHTHOUSE_BUDGET = 95;

/** Runs per template and mode: one run's score moves by several points with the machine's load. */
const LIGHTHOUSE_RUNS = 5;

/**
 * What to measure: every public template (and the Chichewa home page, /ny) in both modes, unless
 * LIGHTHOUSE_PATHS (comma-separated paths) or LIGHTHOUSE_MODES ("normal", "light") narrow it
 * while iterating on one page. LIGHTHOUSE_RUNS changes the number of runs, LIGHTHOUSE_JSON a
 * folder that gets each template's median report (for its main-thread breakdown and trace).
 */
async function lighthouseTargets(base: string): Promise<{ paths: string[]; modes: LighthouseMode[] }> {
  const paths = process.env.LIGHTHOUSE_PATHS?.split(",").map((p) => p.trim()).filter(Boolean) ?? [...(await publicTemplates(base)), "/ny"];
  const modes = (process.env.LIGHTHOUSE_MODES?.split(",").map((m) => m.trim()) ?? Object.keys(LIGHTHOUSE_MODES)) as LighthouseMode[];
  for (const mode of modes) if (!(mode in LIGHTHOUSE_MODES)) throw new Error(`LIGHTHOUSE_MODES: unknown mode ${mode} (normal, light)`);
  return { paths, modes };
}

/**
 * Lighthouse (mobile: a mid-range phone on slow 4G, simulated) on every public template, as
 * it is and in light mode (`Save-Data: on`). Each template is run five times and the median
 * counts; a run Lighthouse itself reports as broken (NO_NAVSTART and the like) is run again.
 * Total blocking time is what moves with the machine's other work: the load average is printed
 * beside the figures.
 */
async function benchLighthouse(base: string) {
  const { paths, modes } = await lighthouseTargets(base);
  const runsWanted = Number(process.env.LIGHTHOUSE_RUNS ?? LIGHTHOUSE_RUNS);
  const jsonDir = process.env.LIGHTHOUSE_JSON;
  if (jsonDir) await fs.mkdir(jsonDir, { recursive: true });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost"],
  });
  try {
    // One throwaway visit, so the first template is not measured on a cold server and browser.
    await lighthouse(`${base}/`, { port: chrome.port, onlyCategories: ["performance"], logLevel: "error" });
    for (const mode of modes) {
      for (const pathname of paths) {
        const runs: { score: number; tbt: number; lcp: number; report: unknown }[] = [];
        for (let attempt = 0; runs.length < runsWanted && attempt < runsWanted * 2; attempt++) {
          const result = await lighthouse(base + pathname, {
            port: chrome.port,
            onlyCategories: ["performance"],
            logLevel: "error",
            extraHeaders: LIGHTHOUSE_MODES[mode],
          });
          const lhr = result?.lhr;
          const score = lhr?.categories.performance?.score;
          if (!lhr || lhr.runtimeError || typeof score !== "number") continue;
          runs.push({
            score: score * 100,
            tbt: lhr.audits["total-blocking-time"]?.numericValue ?? 0,
            lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? 0,
            report: jsonDir ? lhr : null,
          });
        }
        if (runs.length === 0) throw new Error(`Lighthouse could not measure ${pathname} (${mode})`);
        runs.sort((a, b) => a.score - b.score);
        const median = runs[Math.floor(runs.length / 2)]!;
        if (jsonDir) {
          const file = `${mode}-${pathname.replace(/[^a-zA-Z0-9]+/g, "_") || "_"}.json`;
          await fs.writeFile(path.join(jsonDir, file), JSON.stringify(median.report));
        }
        const load = os.loadavg()[0]!.toFixed(2);
        record(
          `Lighthouse mobile ${mode} ${pathname} (median of ${runs.map((r) => Math.round(r.score)).join("/")}; LCP ${Math.round(median.lcp)} ms, TBT ${Math.round(median.tbt)} ms; load ${load})`,
          Math.round(median.score),
          "points",
          LIGHTHOUSE_BUDGET,
          false,
        );
        console.log(results.at(-1)!.name);
      }
    }
  } finally {
    chrome.kill();
  }
}

// `npm run bench -- render` measures only the fresh page renders against React Router's server;
// `npm run bench -- lighthouse` only Lighthouse on every public template, both modes (about an hour;
// LIGHTHOUSE_PATHS=/,/events LIGHTHOUSE_MODES=normal for a few);
// `npm run bench -- platform` only the request path against nginx and node:http, and overload;
// `npm run bench -- overload` only the overload; `npm run bench -- wire` only the home page's
// JavaScript on the wire.
// `npm run bench -- fairness` only the pages of a second address under four floods from one.
const only = process.argv[2];
if (only === "fairness") {
  await benchFairRenders();
  report();
}
if (!only) {
  await benchImagePipeline();
  await benchRegistrationTiming();
}
// At the production log level: one request line each, written to a pipe as under a supervisor;
// behind a balancer that names each visitor's address (the fresh renders come from many).
const server = await startServer({ engine: "sqlite", env: { LOG_LEVEL: "info", TRUST_PROXY: "1" }, keepOutput: 64 * 1024 });
try {
  if (only === "render") {
    await benchFreshRender(server);
  } else if (only === "platform") {
    await benchPlatform(server.url);
    await benchOverload(server.url);
  } else if (only === "lighthouse") {
    await benchLighthouse(server.url);
  } else if (only === "overload") {
    await homePageStored(server.url);
    await benchOverload(server.url);
  } else if (only === "wire") {
    await benchScriptsOnTheWire(server.url);
  } else {
    await benchLists(server.url);
    await benchPlatform(server.url);
    await benchOverload(server.url);
    await benchPages(server);
    await benchScriptsOnTheWire(server.url);
  }
} finally {
  await server.stop();
}
if (!only) await benchFairRenders();
report();

/** Each figure against its budget; exits non-zero when one is exceeded. */
function report(): never {
  let failed = false;
  for (const r of results) {
    const ok = r.lowerIsBetter ? r.value <= r.budget : r.value >= r.budget;
    failed ||= !ok;
    console.log(`${ok ? "✔" : "✖"} ${r.name}: ${r.value} ${r.unit} (budget ${r.lowerIsBetter ? "≤" : "≥"} ${r.budget})`);
  }
  process.exit(failed ? 1 : 0);
}
