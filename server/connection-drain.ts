import type http from "node:http";
import net from "node:net";

export interface ConnectionDrain {
  /**
   * Stops taking connections and ends the open ones as soon as each has nothing left to
   * answer (see prepareConnectionDrain). Resolves when every connection is gone, or once
   * `answersMs` has passed, cutting what is still open then; `cut` counts the answers cut.
   */
  drain(answersMs: number): Promise<{ cut: number }>;
}

/**
 * Stopping one instance behind a load balancer without failing a visitor's request
 * (docs/decisions/037-several-instances.md). Node's `server.close()` stops listening and
 * closes the keep-alive sockets idle at that instant, but a busy client's socket is never
 * idle for long: each answer kept it open and the next request was served on it, hundreds
 * of them, until the shutdown was forced. And a socket idle at that instant may already
 * carry the client's next request on the wire: closing it then resets that request, which
 * nginx sends to another server only if it is a GET (never a POST: it may have been done).
 *
 * So the drain stops listening at once and from then on every answer says
 * `Connection: close`; keep-alive sockets get `idleMs` for a request already under way to
 * arrive (it is answered, with `Connection: close`); then the sockets still idle are closed,
 * and each one answered afterwards is closed as soon as its answer has gone out.
 */
export function prepareConnectionDrain(server: http.Server, options: { idleMs: number }): ConnectionDrain {
  const inFlight = new Set<http.ServerResponse>();
  let draining = false;
  let closingIdle = false;
  let idleCheck: NodeJS.Immediate | null = null;
  // After Node's own end-of-answer handling for the socket (attached before the request is
  // handed out, so it runs first), when the socket counts as idle.
  const closeIdleSoon = () => {
    idleCheck ??= setImmediate(() => {
      idleCheck = null;
      server.closeIdleConnections();
    });
  };
  server.prependListener("request", (_request: http.IncomingMessage, response: http.ServerResponse) => {
    inFlight.add(response);
    response.once("close", () => {
      inFlight.delete(response);
      if (closingIdle) closeIdleSoon();
    });
    if (draining) response.setHeader("Connection", "close");
  });

  return {
    drain: (answersMs) => {
      draining = true;
      for (const response of inFlight) if (!response.headersSent) response.setHeader("Connection", "close");
      return new Promise((resolve) => {
        let cut = 0;
        const idle = setTimeout(() => {
          closingIdle = true;
          server.closeIdleConnections();
        }, idleMs(options.idleMs, answersMs));
        const deadline = setTimeout(() => {
          cut = inFlight.size;
          server.closeAllConnections();
        }, answersMs);
        // net.Server's close: stops listening and calls back once the last connection has
        // closed. http.Server's own close would also close the idle sockets at this instant.
        net.Server.prototype.close.call(server, () => {
          clearTimeout(idle);
          clearTimeout(deadline);
          resolve({ cut });
        });
      });
    },
  };
}

/** The idle sockets' wait never outlasts the answers' one. */
const idleMs = (idle: number, answers: number) => Math.min(idle, answers);
