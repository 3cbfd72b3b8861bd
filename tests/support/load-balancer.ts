import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import fs from "node:fs/promises";
import { existsSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/** Debian's nginx, as in production (`apt-get install nginx-light`); NGINX_PATH names another. */
export const NGINX_PATH = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

export interface AccessLogEntry {
  status: number;
  /** The instances asked, in order (host:port): more than one when nginx went on to the next. */
  upstreams: string[];
  method: string;
  uri: string;
}

export interface LoadBalancer {
  url: string;
  /** nginx's access log so far, one entry per request. */
  accessLog: () => Promise<AccessLogEntry[]>;
  stop: () => Promise<void>;
}

/**
 * The load balancer of "Running several instances" in README.md, for the tests: nginx
 * spreading requests over `upstreams` (http://127.0.0.1:N), trying the next one when a
 * connection is refused or fails before an answer (`proxy_next_upstream error timeout`),
 * keeping connections to them alive, and passing the visitor's address in X-Forwarded-For.
 * Runs as whoever runs the tests, from a folder of its own; a missing nginx fails the test
 * (as Chromium does), it is never skipped.
 */
export async function startLoadBalancer(upstreams: string[]): Promise<LoadBalancer> {
  requireNginx();
  // Readable by nginx's workers, which run as nobody when the tests run as root.
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "hotel-nginx-"));
  await fs.chmod(dir, 0o755);
  let lastFailure = "";
  // A port found free may be taken before nginx binds it: try another.
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await freePort();
    await fs.writeFile(path.join(dir, "nginx.conf"), nginxConf(dir, port, upstreams), { mode: 0o644 });
    const nginx = spawn(NGINX_PATH, ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", path.join(dir, "error.log"), "-g", "daemon off;"], {
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    nginx.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => nginx.once("exit", (code) => resolve(code)));
    if (await listening(port, exited)) {
      return {
        url: `http://127.0.0.1:${port}`,
        accessLog: async () => parseAccessLog(await fs.readFile(path.join(dir, "access.log"), "utf8").catch(() => "")),
        stop: () => stopNginx(nginx, exited, dir),
      };
    }
    nginx.kill("SIGKILL");
    await exited;
    lastFailure = `${stderr}${await fs.readFile(path.join(dir, "error.log"), "utf8").catch(() => "")}`;
    if (!lastFailure.includes("Address already in use")) break;
  }
  await fs.rm(dir, { recursive: true, force: true });
  throw new Error(`nginx did not start:\n${lastFailure}`);
}

/** Fails (with or without CI=true) when nginx is missing: the test is never skipped. */
export function requireNginx(): void {
  if (!existsSync(NGINX_PATH)) {
    throw new Error(`nginx is required for the load-balancer tests and is not at ${NGINX_PATH} (install it: apt-get install nginx-light; or set NGINX_PATH)`);
  }
}

function nginxConf(dir: string, port: number, upstreams: string[]): string {
  const file = (name: string) => path.join(dir, name);
  // As root, nginx hands its workers to another account (the directive is ignored otherwise, with a warning).
  const user = process.getuid?.() === 0 ? `user nobody ${execFileSync("id", ["-gn", "nobody"]).toString().trim()};\n` : "";
  return `# Written by tests/support/load-balancer.ts; see "Running several instances" in README.md.
${user}worker_processes 1;
pid ${file("nginx.pid")};
error_log ${file("error.log")} warn;
events { worker_connections 1024; }
http {
  log_format balancer '$status|$upstream_addr|$upstream_status|$request_method|$request_uri';
  access_log ${file("access.log")} balancer;
  client_body_temp_path ${file("client_body")};
  proxy_temp_path ${file("proxy")};
  fastcgi_temp_path ${file("fastcgi")};
  uwsgi_temp_path ${file("uwsgi")};
  scgi_temp_path ${file("scgi")};
  client_max_body_size 12m;

  upstream hotel {
${upstreams.map((url) => `    server ${new URL(url).host} max_fails=1 fail_timeout=5s;`).join("\n")}
    keepalive 16;
    # Shorter than the site's own 5 s, so nginx never reuses a connection the site is closing.
    keepalive_timeout 4s;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://hotel;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout;
      proxy_connect_timeout 2s;
    }
  }
}
`;
}

function parseAccessLog(text: string): AccessLogEntry[] {
  return text
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const [status, upstreams, , method, uri] = line.split("|");
      return { status: Number(status), upstreams: (upstreams ?? "").split(", "), method: method ?? "", uri: uri ?? "" };
    });
}

/** A port nothing listens on just now (another process may still take it before it is used). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Whether nginx takes connections on `port`, asked until it does or exits (a bad config, a port taken). */
async function listening(port: number, exited: Promise<number | null>): Promise<boolean> {
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + 15_000;
  while (!gone && Date.now() < deadline) {
    const connected = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (connected && !gone) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

async function stopNginx(nginx: ChildProcess, exited: Promise<number | null>, dir: string): Promise<void> {
  if (nginx.exitCode === null && nginx.signalCode === null) nginx.kill("SIGTERM");
  await exited;
  await fs.rm(dir, { recursive: true, force: true });
}
