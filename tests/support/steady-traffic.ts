import http from "node:http";

/** What became of one request of steady traffic. */
export interface RequestOutcome {
  /** Which client sent it (0 to clients - 1). */
  client: number;
  path: string;
  /** Whether `before` (see steadyTraffic) said "yes" when the request was sent. */
  sentAfterMark: boolean;
  /**
   * answered: the whole response arrived. refused: the connection was refused, or one kept
   * alive had been closed before the request reached the server (a reset of a reused
   * socket): nothing was answered, and any client (nginx, Node's agent) may send it again.
   * cut: a response that started but did not arrive whole, or any other failure.
   */
  kind: "answered" | "refused" | "cut";
  status?: number;
  /** The response's Connection header. */
  connection?: string;
  detail?: string;
}

function send(agent: http.Agent, client: number, base: string, path: string, sentAfterMark: boolean): Promise<RequestOutcome> {
  return new Promise((resolve) => {
    let responded = false;
    const request = http.get(`${base}${path}`, { agent, headers: { "accept-encoding": "gzip" } }, (response) => {
      responded = true;
      response.resume();
      response.on("close", () => {
        const seen = { client, path, sentAfterMark, status: response.statusCode ?? 0, connection: response.headers.connection ?? "" };
        resolve(response.complete ? { ...seen, kind: "answered" } : { ...seen, kind: "cut", detail: "response ended early" });
      });
    });
    request.on("error", (error: NodeJS.ErrnoException) => {
      if (responded) return;
      const retryable = error.code === "ECONNREFUSED" || (request.reusedSocket && ["ECONNRESET", "EPIPE"].includes(error.code ?? ""));
      resolve({ client, path, sentAfterMark, kind: retryable ? "refused" : "cut", detail: `${error.code ?? ""} ${error.message}` });
    });
  });
}

/**
 * `clients` keep-alive clients, each sending the `paths` in turn as fast as it is answered,
 * like autocannon but keeping every request's outcome. A client stops at its first request
 * that is not answered (a real one would try another server); `stop()` ends them all.
 */
export function steadyTraffic(options: { base: string; paths: string[]; clients: number; mark?: () => boolean }) {
  const outcomes: RequestOutcome[] = [];
  let stopped = false;
  const agents: http.Agent[] = [];
  const loops = Array.from({ length: options.clients }, async (_, client) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    agents.push(agent);
    for (let i = client; !stopped; i++) {
      const path = options.paths[i % options.paths.length]!;
      const outcome = await send(agent, client, options.base, path, options.mark?.() ?? false);
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
