// The platform baselines of `npm run bench`: what nginx and bare node:http do with the same bytes
// the site sends, measured in the same run on the same machine. Not part of the site.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs/promises";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One GET as sent on the wire, body not decoded (fetch would gunzip it). */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on("error", reject);
      })
      .on("error", reject);
  });
}

export interface Throughput {
  /** Requests answered per second (mean over the run). */
  rps: number;
  non2xx: number;
  errors: number;
}

/**
 * Keep-alive load from 10 connections for a few seconds: the 2xx answers per second. Any other
 * answer or error fails the bench, except, with `refusals: "allowed"`, the site's 503 for
 * renders beyond RENDER_LIMIT and 429 beyond one address's share of them (fresh renders: what
 * is served per second is the figure).
 */
export async function throughput(url: string, headers: Record<string, string> = {}, options: { refusals?: "allowed"; addresses?: "one per connection" } = {}): Promise<number> {
  const duration = 5;
  let connection = 0;
  // Visitors, not one machine: each connection through the balancer from an address of its own
  // (X-Forwarded-For, for a server started with TRUST_PROXY=1), so one address's share of the
  // renders (decision 051) does not stand in for the site's capacity.
  const setupClient =
    options.addresses === "one per connection" ? (client: autocannon.Client) => client.setHeaders({ ...headers, "x-forwarded-for": `10.20.0.${++connection}` }) : undefined;
  const run = await autocannon({ url, connections: 10, duration, headers, ...(setupClient ? { setupClient } : {}) });
  const refused = options.refusals === "allowed" ? (run.statusCodeStats?.["503"]?.count ?? 0) + (run.statusCodeStats?.["429"]?.count ?? 0) : 0;
  if (run.non2xx > refused || run.errors > 0) throw new Error(`${url}: ${run.non2xx} non-2xx answers, ${run.errors} errors`);
  return refused > 0 ? run["2xx"] / duration : run.requests.average;
}

export interface Baseline {
  url: string;
  stop: () => Promise<void>;
}

function freePort(): number {
  return 20000 + Math.floor(Math.random() * 20000);
}

async function waitUntilAnswering(url: string, headers: Record<string, string>): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const answered = await rawGet(url, headers).then(
      (r) => r.status === 200,
      () => false,
    );
    if (answered) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * nginx as it is run in production: one worker (node is one process), access log off,
 * keep-alive, and `gzip_static` sending the precompressed file. The folder and files must be
 * readable by nginx's worker, which runs as another user when the master runs as root
 * (mkdtemp makes 0700 folders). Null when nginx is not installed.
 */
export async function startNginx(page: { identity: Buffer; gzip: Buffer }): Promise<Baseline | null> {
  const binary = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((candidate) => spawnSync(candidate, ["-v"]).status === 0);
  if (!binary) return null;
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "hotel-bench-nginx-"));
  await fs.chmod(dir, 0o755);
  await fs.writeFile(path.join(dir, "index.html"), page.identity, { mode: 0o644 });
  await fs.writeFile(path.join(dir, "index.html.gz"), page.gzip, { mode: 0o644 });
  const port = freePort();
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((kind) => `${kind}_temp_path ${dir}/${kind};`).join(" ");
  const config = `daemon off; worker_processes 1; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  access_log off; ${temp}
  types { text/html html; } default_type text/html;
  keepalive_requests 1000000; keepalive_timeout 65;
  gzip_static on;
  server { listen 127.0.0.1:${port}; root ${dir}; location / { index index.html; } }
}`;
  await fs.writeFile(path.join(dir, "nginx.conf"), config);
  const child = spawn(binary, ["-c", path.join(dir, "nginx.conf"), "-p", dir], { stdio: "ignore" });
  const url = `http://127.0.0.1:${port}/`;
  await waitUntilAnswering(url, { "accept-encoding": "gzip" });
  const sent = await rawGet(url, { "accept-encoding": "gzip" });
  if (sent.headers["content-encoding"] !== "gzip" || !sent.body.equals(page.gzip)) throw new Error("nginx is not sending the precompressed page");
  return {
    url,
    stop: async () => {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGQUIT");
      await exited;
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * node:http and nothing else, sending the page's gzip bytes from memory (and, at /livez, the
 * same small JSON as the site's): the most a Node server can do.
 */
const BARE_NODE = `
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
const body = fs.readFileSync(process.env.BODY_FILE);
const headers = { "content-type": "text/html; charset=utf-8", "content-encoding": "gzip", "content-length": body.length, etag: '"bare"' };
const live = Buffer.from(JSON.stringify({ status: "ok" }));
const liveHeaders = { "content-type": "application/json", "content-length": live.length };
const server = http.createServer((req, res) => {
  if (req.url === "/livez") { res.writeHead(200, liveHeaders); res.end(live); return; }
  res.writeHead(200, headers); res.end(body);
});
server.keepAliveTimeout = 65000;
server.listen(0, "127.0.0.1", () => console.log("listening " + server.address().port));
process.once("SIGTERM", () => process.exit(0));
`;

export async function startBareNode(gzip: Buffer): Promise<Baseline> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "hotel-bench-node-"));
  const bodyFile = path.join(dir, "index.html.gz");
  await fs.writeFile(bodyFile, gzip);
  const child = spawn(process.execPath, ["--input-type=module", "-e", BARE_NODE], { env: { PATH: process.env.PATH ?? "", BODY_FILE: bodyFile }, stdio: ["ignore", "pipe", "inherit"] });
  const port = await new Promise<string>((resolve, reject) => {
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      const match = (output += chunk.toString()).match(/listening (\d+)/);
      if (match) resolve(match[1]!);
    });
    child.once("exit", (code) => reject(new Error(`bare node:http exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: async () => {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

export interface OverloadRun {
  served: number;
  refused: number;
  /** Refusals that carried Retry-After. */
  refusedWithRetryAfter: number;
  errors: number;
  servedP99: number;
  servedMax: number;
  /** The longest any request waited for its answer, whatever the answer (ms). */
  longestWait: number;
  /** Requests that waited more than 2 s for any answer. */
  over2s: number;
}

/**
 * Many connections asking at once (each asks again as soon as it is answered): what was
 * served and how fast, what was refused, and the longest any request waited.
 */
export async function overload(url: string, headers: Record<string, string>, connections: number, duration: number): Promise<OverloadRun> {
  const waits: number[] = [];
  const servedWaits: number[] = [];
  let refusedWithRetryAfter = 0;
  const run = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration,
        headers,
        timeout: 20,
        setupClient: (client) => {
          // At run time the parser's record (status and the flat list of header names and values),
          // not the object @types/autocannon describes.
          client.on("headers", ((response: { statusCode: number; headers: string[] }) => {
            if ((response.statusCode === 503 || response.statusCode === 429) && response.headers.some((h, i) => i % 2 === 0 && h.toLowerCase() === "retry-after")) refusedWithRetryAfter++;
          }) as unknown as (headers: http.IncomingHttpHeaders) => void);
        },
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    instance.on("response", (_client, status, _bytes, ms) => {
      waits.push(ms);
      if (status >= 200 && status < 300) servedWaits.push(ms);
    });
  });
  // What was served, not every answer: refusals are quick and would hide slow pages in the histogram.
  servedWaits.sort((a, b) => a - b);
  const servedP99 = servedWaits.length > 0 ? servedWaits[Math.min(servedWaits.length - 1, Math.floor(servedWaits.length * 0.99))]! : 0;
  return {
    served: run["2xx"],
    // The render limit refuses with 503 when every place is taken, 429 beyond one address's share.
    refused: (run.statusCodeStats?.["503"]?.count ?? 0) + (run.statusCodeStats?.["429"]?.count ?? 0),
    refusedWithRetryAfter,
    errors: run.errors + run.timeouts,
    servedP99,
    servedMax: servedWaits.at(-1) ?? 0,
    longestWait: waits.reduce((a, b) => Math.max(a, b), 0),
    over2s: waits.filter((ms) => ms > 2000).length + run.timeouts,
  };
}

/**
 * The bytes of one GET's answer as they cross the wire, status line and headers included, on a
 * keep-alive connection of its own, as a browser's request for a script (the body not decoded).
 */
export function bytesOnTheWire(url: string, headers: Record<string, string>): Promise<{ bytes: number; encoding: string | undefined }> {
  const { hostname, port, pathname, search } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    let received = 0;
    const lines = Object.entries({ Host: `${hostname}:${port}`, Connection: "keep-alive", ...headers }).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.on("connect", () => socket.write(`GET ${pathname}${search} HTTP/1.1\r\n${lines.join("")}\r\n`));
    socket.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      received += chunk.length;
      const all = Buffer.concat(chunks);
      const headEnd = all.indexOf("\r\n\r\n");
      if (headEnd === -1) return;
      const head = all.subarray(0, headEnd).toString("latin1");
      const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1] ?? NaN);
      if (Number.isNaN(length)) {
        socket.destroy();
        reject(new Error(`${url}: no Content-Length`));
        return;
      }
      if (received >= headEnd + 4 + length) {
        socket.destroy();
        resolve({ bytes: received, encoding: /\r\ncontent-encoding:\s*([^\r]+)/i.exec(head)?.[1] });
      }
    });
    socket.on("error", reject);
  });
}
