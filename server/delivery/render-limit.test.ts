import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { defaultRenderLimitPerAddress, limitRenders, WAITING_PER_ADDRESS } from "./render-limit";

/** Pages that render until told to finish, behind the limit, each visitor's address from a test header. */
function heldRenders(limit: number, perAddress: number, longestWaitMs = 5_000) {
  const app = new Hono();
  const finishers: (() => void)[] = [];
  let rendered = 0;
  app.use("*", limitRenders(limit, { perAddress, longestWaitMs, addressOf: (c) => c.req.header("x-test-address") ?? "unknown" }));
  app.get("*", async (c) => {
    rendered += 1;
    await new Promise<void>((resolve) => finishers.push(resolve));
    return c.text("page");
  });
  const from = (address: string) => app.request("/", { headers: { "x-test-address": address } });
  /** Lets the event loop start the admitted renders (each waits a turn before it starts). */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 10));
  /** Finishes every render now under way, and those that start after, until stopped. */
  const finishing = () => {
    const timer = setInterval(() => finishers.splice(0).forEach((finish) => finish()), 2);
    return () => clearInterval(timer);
  };
  return { from, settle, finishing, underWay: () => finishers.length, rendered: () => rendered };
}

const statuses = async (answers: (Response | Promise<Response>)[]) => (await Promise.all(answers)).map((answer) => answer.status);

describe("limitRenders", () => {
  it("lets one address hold its share of the renders, a few more wait their turn, the rest get 429; another address is rendered meanwhile", async () => {
    const { from, settle, finishing, underWay } = heldRenders(4, 1);
    const attacker = Array.from({ length: 10 }, () => from("203.0.113.66"));
    await settle();
    expect(underWay()).toBe(1);
    const visitor = from("198.51.100.7");
    await settle();
    // The other address's page is being rendered beside the flood's one render.
    expect(underWay()).toBe(2);
    const stop = finishing();
    const flood = await statuses(attacker);
    stop();
    expect(flood.filter((status) => status === 200)).toHaveLength(1 + WAITING_PER_ADDRESS);
    expect(flood.filter((status) => status === 429)).toHaveLength(10 - 1 - WAITING_PER_ADDRESS);
    expect((await visitor).status).toBe(200);
  });

  it("renders a second page of one address (a member and a guest behind one Wi-Fi) once the first is done, rather than refusing it", async () => {
    const { from, settle, finishing, rendered } = heldRenders(4, 1);
    const both = [from("198.51.100.7"), from("198.51.100.7")];
    await settle();
    expect(rendered()).toBe(1);
    const stop = finishing();
    expect(await statuses(both)).toEqual([200, 200]);
    stop();
  });

  it("refuses with 429 a request that waited its longest for its address's turn", async () => {
    const { from, settle, finishing } = heldRenders(4, 1, 30);
    const first = from("a");
    await settle();
    const second = await from("a");
    expect(second.status).toBe(429);
    expect(second.headers.get("retry-after")).toBe("1");
    const stop = finishing();
    expect((await first).status).toBe(200);
    stop();
  });

  it("still refuses everyone with 503 once the limit itself is reached, and gives the places back", async () => {
    const { from, settle, finishing } = heldRenders(2, 2);
    const first = [from("a"), from("a")];
    await settle();
    const refused = await from("b");
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("1");
    const stop = finishing();
    expect(await statuses(first)).toEqual([200, 200]);
    expect((await from("b")).status).toBe(200);
    stop();
  });

  it("gives one address a quarter of the renders by default, at least one", () => {
    expect([1, 4, 8, 10, 16].map(defaultRenderLimitPerAddress)).toEqual([1, 1, 2, 3, 4]);
  });
});
