import type { Env } from "~/platform/runtime/env.server";

const LOOPBACK_HOST = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d{1,5})?$/i;

/**
 * The origin absolute links may use (canonical links, the OpenAPI `servers` entry):
 * PUBLIC_URL when set; otherwise the request's own origin only when it names this machine
 * (the local demo). A public Host header is never believed, or the first visitor to send
 * `Host: evil.example` would decide where links point. Null means "no absolute link".
 */
export function trustedOrigin(request: Request, env: Pick<Env, "PUBLIC_URL">): string | null {
  if (env.PUBLIC_URL) return new URL(env.PUBLIC_URL).origin;
  const url = new URL(request.url);
  return LOOPBACK_HOST.test(url.host) ? url.origin : null;
}
