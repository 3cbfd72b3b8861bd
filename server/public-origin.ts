import type { MiddlewareHandler } from "hono";
import type { Env } from "~/platform/runtime/env.server";

/**
 * The site's own address. Behind a TLS-terminating proxy the process sees `http://` and
 * whatever Host the proxy forwards; with PUBLIC_URL set, every request is rewritten to the
 * public origin before anything reads `request.url`, so React Router's own origin check on
 * actions, our CSRF check and every absolute link agree with what the browser sees.
 */
export function toPublicOrigin(env: Pick<Env, "PUBLIC_URL">): MiddlewareHandler {
  const origin = env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : null;
  return async (c, next) => {
    if (!origin) return next();
    const raw = c.req.raw;
    // Usually already so (server/app.ts addresses each request to the public origin).
    if (raw.url.startsWith(origin) && raw.url[origin.length] === "/") return next();
    const url = new URL(raw.url);
    if (url.origin !== origin) {
      const hasBody = raw.body !== null;
      c.req.raw = new Request(origin + url.pathname + url.search, {
        method: raw.method,
        headers: raw.headers,
        body: hasBody ? raw.body : undefined,
        signal: raw.signal,
        ...(hasBody ? { duplex: "half" } : {}),
      } as RequestInit);
    }
    return next();
  };
}
