import { execFileSync } from "node:child_process";
import fs from "node:fs/promises";
import http from "node:http";
import https from "node:https";
import os from "node:os";
import path from "node:path";

export interface TlsProxy {
  /** The port the proxy listens on (https). */
  port: number;
  /** Where requests go once the site is up (http://127.0.0.1:N). */
  setTarget: (url: string) => void;
  close: () => Promise<void>;
}

/**
 * A TLS-terminating reverse proxy, as the site runs in production: https outside, plain
 * http to the site, with X-Forwarded-Proto/For and the visitor's Host. The certificate is
 * self-signed for `host`, made on the spot with openssl.
 */
export async function startTlsProxy(host: string, options: { forwardedFor?: string } = {}): Promise<TlsProxy> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "hotel-tls-"));
  const key = path.join(dir, "key.pem");
  const cert = path.join(dir, "cert.pem");
  execFileSync("openssl", [
    "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", cert, "-days", "1",
    "-subj", `/CN=${host}`, "-addext", `subjectAltName=DNS:${host}`,
  ], { stdio: "ignore" });
  let target = "";
  const server = https.createServer({ key: await fs.readFile(key), cert: await fs.readFile(cert) }, (req, res) => {
    const to = new URL(req.url ?? "/", target);
    const upstream = http.request(
      to,
      {
        method: req.method,
        headers: {
          ...req.headers,
          "x-forwarded-proto": "https",
          "x-forwarded-for": options.forwardedFor ?? req.socket.remoteAddress ?? "",
        },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("proxy did not listen");
  return {
    port: address.port,
    setTarget: (url) => (target = url),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}
