import http from "node:http";

/** A GET of a path, or a POST of a JSON body. */
export type TrafficRequest = string | { method: "POST"; path: string; json: unknown };

/** What became of one request of steady traffic. */
export interface RequestOutcome {
  /** Which client sent it (0 to clients - 1). */
  client: number;
  method: "GET" | "POST";
  path: string;
  /** Whether `mark` (see steadyTraffic) held when the request was sent. */
  sentAfterMark: boolean;
  /**
   * answered: the whole response arrived. refused: the connection was refused, or one kept
   * alive was reset before any answer (closed under a request already on its way): nothing
   * was answered; a client may send a GET again elsewhere, and nginx does so with any request
   * whose connection was refused, but never with a POST that may have been received.
   * cut: a response that started but did not arrive whole, or any other failure.
   */
  kind: "answered" | "refused" | "cut";
  status?: number;
  /** The response's Connection header. */
  connection?: string;
  detail?: string;
}

function send(agent: http.Agent, client: number, base: string, what: TrafficRequest, sentAfterMark: boolean): Promise<RequestOutcome> {
  const { method, path, body } = typeof what === "string" ? { method: "GET" as const, path: what, body: null } : { ...what, body: JSON.stringify(what.json) };
  return new Promise((resolve) => {
    let responded = false;
    const headers = body === null ? { "accept-encoding": "gzip" } : { "content-type": "application/json", "content-length": Buffer.byteLength(body) };
    const request = http.request(`${base}${path}`, { method, agent, headers }, (response) => {
      responded = true;
      response.resume();
      response.on("close", () => {
        const seen = { client, method, path, sentAfterMark, status: response.statusCode ?? 0, connection: response.headers.connection ?? "" };
        resolve(response.complete ? { ...seen, kind: "answered" } : { ...seen, kind: "cut", detail: "response ended early" });
      });
    });
    request.on("error", (error: NodeJS.ErrnoException) => {
      if (responded) return;
      const retryable = error.code === "ECONNREFUSED" || (request.reusedSocket && ["ECONNRESET", "EPIPE"].includes(error.code ?? ""));
      resolve({ client, method, path, sentAfterMark, kind: retryable ? "refused" : "cut", detail: `${error.code ?? ""} ${error.message}` });
    });
    request.end(body ?? undefined);
  });
}

/**
 * `clients` keep-alive clients, each sending the `requests` in turn as fast as it is answered,
 * like autocannon but keeping every request's outcome. A client stops at its first request
 * that is not answered (a real one would try another server); `stop()` ends them all.
 */
export function steadyTraffic(options: { base: string; requests: TrafficRequest[]; clients: number; mark?: () => boolean }) {
  const outcomes: RequestOutcome[] = [];
  let stopped = false;
  const agents: http.Agent[] = [];
  const loops = Array.from({ length: options.clients }, async (_, client) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    agents.push(agent);
    for (let i = client; !stopped; i++) {
      const what = options.requests[i % options.requests.length]!;
      const outcome = await send(agent, client, options.base, what, options.mark?.() ?? false);
      outcomes.push(outcome);
      if (outcome.kind !== "answered") break;
    }
  });
  return {
    outcomes,
    answered: () => outcomes.filter((o) => o.kind === "answered").length,
    /** Resolves once every client has stopped by itself (each at its first unanswered request). */
    finished: () => Promise.all(loops).then(() => outcomes),
    stop: async () => {
      stopped = true;
      await Promise.all(loops);
      for (const agent of agents) agent.destroy();
      return outcomes;
    },
  };
}
