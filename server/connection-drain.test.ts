import http from "node:http";
import type { AddressInfo } from "node:net";
import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { type ConnectionDrain, prepareConnectionDrain } from "./connection-drain";

/** One keep-alive connection spoken to by hand, so the test sees exactly what the server says and when it hangs up. */
function connection(port: number) {
  const socket = net.connect(port, "127.0.0.1");
  let received = "";
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  socket.on("data", (chunk: Buffer) => (received += chunk.toString()));
  socket.on("error", () => {});
  return {
    connected: new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("error", reject)),
    closed,
    isClosed: () => socket.destroyed,
    get: (path: string) => socket.write(`GET ${path} HTTP/1.1\r\nHost: hotel.test\r\n\r\n`),
    /** The responses received so far, each as its status line and headers. */
    responses: () => [...received.matchAll(/HTTP\/1\.1 [^]*?\r\n\r\n/g)].map((match) => match[0]),
  };
}

/** How long idle keep-alive sockets are left open once the drain has begun. */
const IDLE_MS = 300;

describe("draining the connections at shutdown", () => {
  let server: http.Server;
  let drain: ConnectionDrain;
  let port: number;
  /** Requests to /slow wait here until the test answers them. */
  let waiting: ((body: string) => void)[] = [];

  async function start(): Promise<void> {
    waiting = [];
    server = http.createServer((request, response) => {
      if (request.url === "/slow") {
        waiting.push((body) => response.end(body));
      } else if (request.url === "/streamed") {
        response.writeHead(200, { "Content-Type": "text/plain" });
        response.write("Lake ");
        waiting.push((body) => response.end(body));
      } else {
        response.end("Zikomo");
      }
    });
    drain = prepareConnectionDrain(server, { idleMs: IDLE_MS });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  }

  afterEach(() => {
    server.closeAllConnections();
    server.close();
  });

  it("takes no new connections, and closes idle keep-alive ones once a request already on its way would have arrived", async () => {
    await start();
    const idle = connection(port);
    await idle.connected;
    idle.get("/");
    await expect.poll(() => idle.responses().length).toBe(1);
    expect(idle.responses()[0]).toMatch(/^Connection: keep-alive$/im);

    const started = Date.now();
    const drained = drain.drain(5_000);
    const late = connection(port);
    await expect(late.connected).rejects.toMatchObject({ code: "ECONNREFUSED" });
    await idle.closed;
    // After the short wait, well before Node's 5 s keep-alive timeout would have closed it.
    expect(Date.now() - started).toBeGreaterThanOrEqual(IDLE_MS - 20);
    expect(Date.now() - started).toBeLessThan(IDLE_MS + 1_000);
    expect(await drained).toEqual({ cut: 0 });
  });

  it("answers a request that arrives on an idle keep-alive connection meanwhile, with Connection: close", async () => {
    await start();
    const reused = connection(port);
    await reused.connected;
    reused.get("/");
    await expect.poll(() => reused.responses().length).toBe(1);

    const drained = drain.drain(5_000);
    // The client had sent it before it could know: closing under it would have reset it.
    reused.get("/");
    await reused.closed;
    expect(reused.responses()).toHaveLength(2);
    expect(reused.responses()[1]).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(reused.responses()[1]).toMatch(/^Connection: close$/im);
    expect(await drained).toEqual({ cut: 0 });
  });

  it("answers the request in progress with Connection: close, then hangs up before a next one", async () => {
    await start();
    const busy = connection(port);
    await busy.connected;
    busy.get("/slow");
    await expect.poll(() => waiting.length).toBe(1);

    const drained = drain.drain(5_000);
    // Still open: its answer is owed.
    expect(busy.isClosed()).toBe(false);
    waiting[0]!("Your room is ready");
    await busy.closed;
    expect(await drained).toEqual({ cut: 0 });
    expect(busy.responses()).toHaveLength(1);
    expect(busy.responses()[0]).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(busy.responses()[0]).toMatch(/^Connection: close$/im);
  });

  it("hangs up after an answer that had started before the drain, whose headers could no longer say so", async () => {
    await start();
    const streaming = connection(port);
    await streaming.connected;
    streaming.get("/streamed");
    await expect.poll(() => waiting.length).toBe(1);
    await expect.poll(() => streaming.responses().length).toBe(1);
    expect(streaming.responses()[0]).toMatch(/^Connection: keep-alive$/im);

    const started = Date.now();
    const drained = drain.drain(5_000);
    waiting[0]!("Malawi");
    await streaming.closed;
    // Closed after the idle sockets' wait, not at Node's 5 s keep-alive timeout.
    expect(Date.now() - started).toBeLessThan(IDLE_MS + 1_000);
    expect(await drained).toEqual({ cut: 0 });
  });

  it("cuts what is still unanswered when the time allowed is over, and says how many", async () => {
    await start();
    const stuck = connection(port);
    await stuck.connected;
    stuck.get("/slow");
    await expect.poll(() => waiting.length).toBe(1);
    expect(await drain.drain(200)).toEqual({ cut: 1 });
    await stuck.closed;
    expect(stuck.responses()).toEqual([]);
  });
});
