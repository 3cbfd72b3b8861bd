import net from "node:net";
import autocannon from "autocannon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember, MEMBER_PASSWORD } from "../support/api-client";
import { pageCookie } from "../support/page-session";
import { type RunningServer, startServer } from "../support/start-server";

/**
 * Nobody can take the render slots (docs/decisions/051-fair-renders.md): a made-up session
 * cookie or bearer, an unknown address and another spelling of a page cost what a stored page
 * costs, simultaneous misses of a page render it once, and one address holds only its share of
 * RENDER_LIMIT. A server of its own that believes one proxy hop, so X-Forwarded-For names the
 * visitor's address.
 */
const ATTACKER = "203.0.113.66";
const VISITOR = "198.51.100.7";
/**
 * `count` GETs of one path, each from an address of its own, written on sockets connected
 * beforehand in one go, so they reach the server together (fetch staggers them).
 */
async function togetherOnRawSockets(base: string, path: string, count: number) {
  const { port } = new URL(base);
  const sockets = await Promise.all(
    Array.from({ length: count }, () => new Promise<net.Socket>((resolve, reject) => {
      const socket = net.connect(Number(port), "127.0.0.1", () => resolve(socket));
      socket.on("error", reject);
    })),
  );
  const answers = sockets.map(
    (socket) =>
      new Promise<{ status: number; cache: string | null; body: string }>((resolve) => {
        const chunks: Buffer[] = [];
        socket.on("data", (chunk: Buffer) => chunks.push(chunk));
        socket.on("end", () => {
          const text = Buffer.concat(chunks).toString();
          const [head = "", body = ""] = text.split("\r\n\r\n", 2);
          resolve({ status: Number(head.split(" ")[1]), cache: head.match(/^x-render-cache: (\w+)/im)?.[1] ?? null, body });
        });
      }),
  );
  sockets.forEach((socket, i) => socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nX-Forwarded-For: 192.0.2.${i + 1}\r\nConnection: close\r\n\r\n`));
  return Promise.all(answers);
}

const randomToken = () => Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64url");

describe.each(["sqlite", "postgres"] as const)("fair renders on %s", (engine) => {
  let server: RunningServer;
  let memberCookie: string;
  beforeAll(async () => {
    server = await startServer({ engine, env: { RENDER_LIMIT: "4", RENDER_LIMIT_PER_ADDRESS: "1", TRUST_PROXY: "1", SEED_DEMO: "false" } });
    const { email } = await createMember(server.url);
    memberCookie = await pageCookie(server.url, email, MEMBER_PASSWORD);
  });
  afterAll(() => server?.stop());

  /** A page asked for twice: the second answer comes from memory (nothing else writes to this server). */
  async function stored(path: string, headers: Record<string, string> = {}) {
    await (await fetch(server.url + path, { headers })).text();
    const again = await fetch(server.url + path, { headers });
    const body = await again.text();
    expect(again.headers.get("x-render-cache")).toBe("hit");
    return { etag: again.headers.get("etag"), body, status: again.status };
  }

  it("serves a made-up session cookie or bearer the stored page, and a signed-in member their own fresh page", async () => {
    const anonymous = await stored("/ContactUs");
    const junkCredentials: Record<string, string>[] = [
      { cookie: "sid=x" },
      { cookie: `sid=${randomToken()}` },
      { cookie: `lang=en; sid=${randomToken()}; two_step=${randomToken()}` },
      { authorization: `Bearer ${randomToken()}` },
      { authorization: "Basic bWFuYWdlcjpsaWxvbmd3ZQ==" },
    ];
    for (const headers of junkCredentials) {
      const junk = await fetch(`${server.url}/ContactUs`, { headers });
      expect(junk.headers.get("x-render-cache"), JSON.stringify(headers)).toBe("hit");
      expect(junk.headers.get("etag")).toBe(anonymous.etag);
      expect(junk.headers.get("cache-control")).toMatch(/^public/);
      await junk.text();
    }
    const member = await fetch(`${server.url}/ContactUs`, { headers: { cookie: memberCookie } });
    expect(member.headers.get("x-render-cache")).toBeNull();
    expect(member.headers.get("cache-control")).toBe("private, no-store");
    expect(await member.text()).toContain("Tiwonge Phiri");
    const dashboard = await fetch(`${server.url}/dashboard`, { headers: { cookie: memberCookie }, redirect: "manual" });
    expect(dashboard.status).toBe(200);
    await dashboard.text();
  });

  it("sends every spelling of a page to SPEC's address with a 301, so spellings leave the stored pages alone", async () => {
    const contact = await stored("/ContactUs");
    const rooms = await stored("/accomodationService");
    for (let i = 0; i < 400; i++) {
      const spelt = [..."/accomodationService"].map((letter, j) => ((i >> j % 10) & 1 ? letter.toUpperCase() : letter.toLowerCase())).join("") + (i % 2 ? "/" : "");
      const answer = await fetch(server.url + spelt, { redirect: "manual" });
      await answer.text();
      if (spelt === "/accomodationService") continue;
      expect(answer.status, spelt).toBe(301);
      expect(answer.headers.get("location")).toBe("/accomodationService");
    }
    expect((await fetch(`${server.url}/CONTACTUS/?currency=USD`, { redirect: "manual" })).headers.get("location")).toBe("/ContactUs?currency=USD");
    // SPEC's misspellings stay the addresses, and the correct spellings still lead to them.
    expect((await fetch(`${server.url}/gallery`, { redirect: "manual" })).headers.get("location")).toBe("/PictureGarlery");
    for (const [path, page] of [["/ContactUs", contact], ["/accomodationService", rooms]] as const) {
      const again = await fetch(server.url + path);
      expect(again.headers.get("x-render-cache"), path).toBe("hit");
      expect(again.headers.get("etag")).toBe(page.etag);
      await again.text();
    }
  });

  it("stores one page-not-found for every unknown address, which names none of them and pushes no page out", async () => {
    const contact = await stored("/ContactUs");
    const first = await stored(`/no-such-page-${randomToken().slice(0, 8)}`);
    expect(first.status).toBe(404);
    for (let i = 0; i < 400; i++) {
      const path = `/made-up-${randomToken().slice(0, 10)}`;
      const answer = await fetch(server.url + path);
      expect(answer.status).toBe(404);
      expect(answer.headers.get("x-render-cache")).toBe("hit");
      expect(answer.headers.get("etag")).toBe(first.etag);
      // Stored here so it costs no render, but no shared cache keeps a "not found".
      expect(answer.headers.get("cache-control")).toBe("private, no-store");
      expect(await answer.text()).not.toContain(path);
    }
    const again = await fetch(`${server.url}/ContactUs`);
    expect(again.headers.get("x-render-cache")).toBe("hit");
    expect(again.headers.get("etag")).toBe(contact.etag);
    await again.text();
    // The files and the app's own routes beside the pages are still theirs.
    expect((await fetch(`${server.url}/livez`)).status).toBe(200);
    expect((await fetch(`${server.url}/robots.txt`)).headers.get("content-type")).toContain("text/plain");
    // React Router's route manifest, which a page's links fetch as the visitor goes, is no
    // page-not-found (a stale version is told to reload with 204; a 404 broke every page's links).
    const manifest = await fetch(`${server.url}/__manifest?p=${encodeURIComponent("/booking")}&version=stale`);
    await manifest.text();
    expect(manifest.status).not.toBe(404);
  });

  it("renders a page once for twenty visitors missing it at the same moment, each sent the same bytes", async () => {
    const answers = await togetherOnRawSockets(server.url, "/", 20);
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    expect(answers.filter((answer) => answer.cache === "miss")).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
  });

  it("keeps rendering another address's pages while one address floods the site with pages that must be rendered", async () => {
    // /booking shows live availability: rendered afresh for everyone, never stored.
    let finished = false;
    const flood = new Promise<autocannon.Result>((resolve, reject) => {
      autocannon(
        { url: `${server.url}/booking`, connections: 32, duration: 4, headers: { "x-forwarded-for": ATTACKER, cookie: memberCookie } },
        (error, result) => {
          finished = true;
          if (error) reject(error);
          else resolve(result);
        },
      );
    });
    const visitor: number[] = [];
    await new Promise((resolve) => setTimeout(resolve, 300));
    while (!finished) {
      // A member's dashboard and a guest's booking page, from the one other address.
      for (const [path, headers] of [["/dashboard", { cookie: memberCookie }], ["/booking", {}]] as const) {
        const answer = await fetch(server.url + path, { headers: { ...headers, "x-forwarded-for": VISITOR }, redirect: "manual" });
        await answer.text();
        visitor.push(answer.status);
      }
    }
    const run = await flood;
    expect(visitor.length).toBeGreaterThan(0);
    expect(visitor).toEqual(visitor.map(() => 200));
    // The flood had one render at a time: the rest of it waited its turn or was told to slow down.
    expect(run.statusCodeStats?.["429"]?.count ?? 0).toBeGreaterThan(0);
    expect(run.statusCodeStats?.["503"]?.count ?? 0).toBe(0);
  });
});
