import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { type AppLoadContext, type EntryContext, type HandleErrorFunction, isRouteErrorResponse, ServerRouter } from "react-router";
import { log, loggedPath } from "~/platform/runtime/log.server";
import { MESSAGE_REF_OPEN } from "~/lib/message-ref";
import { NonceProvider } from "~/components/nonce";
import { deferHydrationScript } from "~/lib/deferred-hydration.server";
import { frameOrigins, newNonce, pageContentSecurityPolicy } from "~/lib/content-security-policy.server";
import { pageEtag } from "~/lib/page-etag.server";
import type { SiteSettings } from "~/platform/settings/site-settings";
import { SAVE_DATA_HEADER } from "~/platform/light-mode/visitor-light-mode.server";

export const streamTimeout = 5_000;

/**
 * Unexpected failures of loaders, actions and rendering, as JSON log lines. A 404 or 405
 * (a post to a page without a form, a missing page) is an answer to the visitor, not a fault.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  // The database restarting: reported once by the connection pool (db.server.ts), not per request.
  if (isRouteErrorResponse(error) && error.status === 503) return;
  log.error("page request failed", { method: request.method, path: loggedPath(request.url), error });
};

/** React Router's default Node entry, plus a per-response nonce and the page's Content-Security-Policy. */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = newNonce();
  // Light mode follows Save-Data (docs/decisions/044-light-mode.md): caches keep a page per value.
  responseHeaders.append("Vary", SAVE_DATA_HEADER);
  if (!loadContext.env.isDevelopment) {
    // The frames a page may hold (booking engine, virtual tour, map) come from the settings the root loader already read.
    const settings = (routerContext.staticHandlerContext.loaderData.root as { settings?: SiteSettings } | undefined)?.settings;
    responseHeaders.set(
      "Content-Security-Policy",
      pageContentSecurityPolicy({
        nonce,
        frameOrigins: frameOrigins([settings?.bookingUrl, settings?.virtualTourUrl, settings?.mapEmbedUrl]),
        https: loadContext.env.PUBLIC_URL?.startsWith("https://") === true,
      }),
    );
  }

  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    // The whole page is rendered before it is sent (no page suspends, and its ETag needs every
    // byte anyway), straight into one buffer: no Node-to-web stream bridge, and the server
    // writes the bytes in one go.
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          shellRendered = true;
          const chunks: Buffer[] = [];
          pipe(
            new Writable({
              write(chunk: Buffer, _encoding, callback) {
                chunks.push(chunk);
                callback();
              },
              final(callback) {
                clearTimeout(timeoutId);
                timeoutId = undefined;
                const rendered = Buffer.concat(chunks);
                // A message reference (app/lib/message-ref.ts) is written where an answer leaves the
                // server; one in a page means a component rendered a catalogue's `msg()` (a reference on the
                // server) instead of `t(language, …)` or `useT()`. Operators see it; the tests' servers fail on it (tests/support/start-server.ts).
                if (rendered.includes(MESSAGE_REF_OPEN)) log.error("page holds an unwritten message", { path: loggedPath(request.url) });
                // Development keeps React Router's script as it is (its module graph is Vite's, with hot reload).
                const deferred = loadContext.env.isDevelopment ? null : deferHydrationScript(rendered.toString("utf8"));
                const body = deferred === null ? rendered : Buffer.from(deferred);
                responseHeaders.set("Content-Type", "text/html");
                if (responseStatusCode >= 200 && responseStatusCode < 300) responseHeaders.set("ETag", pageEtag(body, nonce));
                resolve(new Response(body, { headers: responseHeaders, status: responseStatusCode }));
                callback();
              },
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell are logged by React Router (handleError); these happened while rendering the rest.
          if (shellRendered) log.error("page rendering failed", { method: request.method, path: loggedPath(request.url), error });
        },
      },
    );
  });
}
