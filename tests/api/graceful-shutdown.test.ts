import net from "node:net";
import { describe, expect, it } from "vitest";
import { waitUntil } from "../support/eventually";
import { startServer } from "../support/start-server";
import { steadyTraffic } from "../support/steady-traffic";

const SHUTTING_DOWN = '"msg":"shutting down","signal":"SIGTERM"';

/** A contact message whose body is sent in two halves, so its request is still being read when the test says so. */
async function halfSentMessage(url: string) {
  const { hostname, port } = new URL(url);
  const body = JSON.stringify({ name: "Chikondi Banda", email: "chikondi@example.com", phonenumber: "+265 999 123 456", message: "A room for 12 December?" });
  const socket = net.connect(Number(port), hostname);
  let received = "";
  socket.on("data", (chunk: Buffer) => (received += chunk.toString()));
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  await new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("error", reject));
  const half = Math.floor(body.length / 2);
  socket.write(`POST /api/contacts HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, half)}`);
  return {
    finish: () => socket.write(body.slice(half)),
    /** Everything the server sent, once it has hung up. */
    response: async () => {
      await closed;
      return received;
    },
  };
}

/**
 * SIGTERM as an orchestrator or a deploy sends it, in the middle of steady keep-alive traffic
 * (docs/decisions/037-several-instances.md): what is being answered is answered whole and
 * with `Connection: close`, new connections are refused (the client tries another server),
 * and the process is gone within a second or so with exit code 0.
 */
describe.each(["sqlite", "postgres"] as const)("SIGTERM under load on %s", (engine) => {
  it("finishes the answers in progress with Connection: close, refuses new connections, and exits 0 promptly", async () => {
    const server = await startServer({ engine, env: { SEED_DEMO: "false" } });
    const shuttingDownSeen = () => server.output().includes(SHUTTING_DOWN);
    const traffic = steadyTraffic({ base: server.url, requests: ["/", "/api/rooms", "/livez"], clients: 4, mark: shuttingDownSeen });
    try {
      const message = await halfSentMessage(server.url);
      // Steady: every client has been answered many times over on its kept-alive connection.
      expect(await waitUntil(() => traffic.answered() >= 200, 30_000), "traffic under way").toBe(true);

      const signalled = Date.now();
      const stopped = server.stop();
      expect(await waitUntil(shuttingDownSeen, 3_000), "the server said it is shutting down").toBe(true);
      // The message's request is still being read: its answer is owed, and comes whole.
      message.finish();
      expect(await waitUntil(() => server.exitCode() !== null, 3_000), "exited within 3 s of SIGTERM").toBe(true);
      const exitedAfterMs = Date.now() - signalled;
      await stopped;
      expect(server.exitCode()).toBe(0);
      expect(exitedAfterMs).toBeLessThan(3_000);

      const answer = await message.response();
      expect(answer).toMatch(/^HTTP\/1\.1 201 /);
      expect(answer).toMatch(/^Connection: close$/im);
      expect(answer).toContain('{"message":"submitted successfully!"}');

      const outcomes = await traffic.finished();
      // Each response arrived whole, and every client ended the same way: its answer in
      // progress said Connection: close, and its next request found the port closed, which a
      // client (or nginx) sends again elsewhere. No request was reset on a connection closed under it.
      expect(outcomes.filter((o) => o.kind === "cut")).toEqual([]);
      expect(outcomes.filter((o) => o.kind === "answered" && o.status !== 200)).toEqual([]);
      for (let client = 0; client < 4; client++) {
        const [lastAnswer, refused] = outcomes.filter((o) => o.client === client).slice(-2);
        expect(lastAnswer).toMatchObject({ kind: "answered", connection: "close" });
        expect(refused).toMatchObject({ kind: "refused", detail: expect.stringMatching(/^ECONNREFUSED/) });
      }
      // Once the server has said it is shutting down, it answers each connection once more at
      // most, saying Connection: close (before, it went on serving them for 10 s).
      expect(outcomes.filter((o) => o.sentAfterMark && o.kind === "answered" && o.connection !== "close")).toEqual([]);
      expect(outcomes.filter((o) => o.connection === "close")).toHaveLength(4);
      expect(server.output()).not.toContain('"level":"error"');
    } finally {
      await traffic.stop();
      await server.stop();
    }
  });
});
