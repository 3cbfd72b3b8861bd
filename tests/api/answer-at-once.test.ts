import http from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { loginAsStaff, servers } from "../support/api-client";

/**
 * /livez, stored pages and the public lists are answered on Node's own request and response
 * before the app (docs/decisions/039-request-path.md), and so is a page's address whose query
 * string the app would drop whole (tracking parameters, parameters the page does not read,
 * docs/decisions/050-tracking-links-and-brotli.md). An address the app must read (a parameter the
 * page declares, the language switch's `?lang=`) goes through the app, which serves the same
 * stored copy. A visitor cannot tell the two apart.
 */
const PER_RESPONSE = new Set(["date", "connection", "keep-alive"]);

function headersOf(response: Response): Record<string, string> {
  return Object.fromEntries([...response.headers].filter(([name]) => !PER_RESPONSE.has(name)));
}

/** The same stored copy once before the app and once through it (other suites' writes may replace it in between). */
async function bothWays(direct: string, throughApp: string, init: RequestInit = {}) {
  for (let attempt = 0; attempt < 20; attempt++) {
    await (await fetch(direct, init)).arrayBuffer();
    const first = await fetch(direct, init);
    const firstBody = await first.text();
    const second = await fetch(throughApp, init);
    const secondBody = await second.text();
    if (first.headers.get("etag") === second.headers.get("etag")) return { first, firstBody, second, secondBody };
  }
  throw new Error(`${direct} and ${throughApp} never sent the same stored copy`);
}

describe.each(servers())("answers sent before the app on $engine", ({ url }) => {
  it.each([
    // `?lang=` with no such language: the app reads it, finds nothing to do, drops it.
    ["the stored home page", "/", "/?lang=none"],
    ["a stored page", "/Document", "/Document?lang=none"],
    ["a public list", "/api/rooms", "/api/rooms?any=1"],
    ["the liveness check", "/livez", "/livez?any=1"],
  ])("%s carries the same headers and bytes either way", async (_what, direct, throughApp) => {
    for (const encoding of ["gzip", "identity"]) {
      const { first, firstBody, second, secondBody } = await bothWays(url + direct, url + throughApp, { headers: { "accept-encoding": encoding } });
      expect(first.status).toBe(200);
      expect(headersOf(first)).toEqual(headersOf(second));
      expect(firstBody).toBe(secondBody);
    }
  });

  it("answers a stored list's revalidation with 304, and a signed-in caller through the app", async () => {
    const { first } = await bothWays(`${url}/api/rooms`, `${url}/api/rooms?any=1`, { headers: { "accept-encoding": "gzip" } });
    const etag = first.headers.get("etag")!;
    const again = await fetch(`${url}/api/rooms`, { headers: { "accept-encoding": "gzip", "if-none-match": etag } });
    // Or another suite wrote rooms in between, and the list was built afresh.
    if (again.status !== 200) {
      expect(again.status).toBe(304);
      expect(again.headers.get("etag")).toBe(etag);
    }
    // Staff read every room, fresh and private: through the app.
    const staff = await fetch(`${url}/api/rooms`, { headers: { authorization: `Bearer ${await loginAsStaff(url)}` } });
    expect(staff.status).toBe(200);
    expect(staff.headers.get("cache-control")).toBe("private, no-store");
  });
});

/** One GET or HEAD as sent on the wire: header names as written (Node keeps their case) and the body's bytes undecoded. */
function onTheWire(url: string, headers: Record<string, string> = {}, method = "GET"): Promise<{ status: number; names: string[]; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          names: response.rawHeaders.filter((_, i) => i % 2 === 0),
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end();
  });
}

/**
 * Which path answered: the answers sent before the app write their header names as spelt in
 * server/delivery/answer-at-once.ts and render-cache.ts ("X-Render-Cache"); the app's pass through a Web
 * `Headers`, which keeps names in lower case.
 */
const answeredAtOnce = (names: string[]) => names.includes("X-Render-Cache");
const throughApp = (names: string[]) => names.includes("x-render-cache");

/** The stored copy of a page, awaited: other suites' writes may start a new generation at any moment. */
async function storedTwice(direct: string, other: string, headers: Record<string, string>) {
  for (let attempt = 0; attempt < 20; attempt++) {
    await onTheWire(direct, headers);
    const first = await onTheWire(direct, headers);
    const second = await onTheWire(other, headers);
    if (first.headers.etag === second.headers.etag && answeredAtOnce(first.names)) return { first, second };
  }
  throw new Error(`${direct} and ${other} never sent the same stored copy`);
}

describe.each(servers())("tracking links and encodings on $engine", ({ url }) => {
  it("answers a tracking link with the stored page, before the app", async () => {
    for (const [page, tracked] of [
      ["/", "/?utm_source=x&fbclid=y"],
      ["/accomodationService", "/accomodationService?utm_source=fb&utm_medium=social&gclid=abc"],
      // Not declared by the page: dropped the same way.
      ["/Document", "/Document?ref=card&x=1"],
    ] as const) {
      const { first, second } = await storedTwice(url + page, url + tracked, { "accept-encoding": "gzip" });
      expect(second.status).toBe(200);
      expect(answeredAtOnce(second.names), tracked).toBe(true);
      expect(second.headers["x-render-cache"]).toBe("hit");
      expect(second.headers.etag).toBe(first.headers.etag);
      expect(second.body.equals(first.body)).toBe(true);
    }
  });

  it("still hands the page what it declares, with any tracking parameter dropped", async () => {
    const careers = await onTheWire(`${url}/career?q=chef-7319&utm_source=whatsapp`);
    expect(careers.status).toBe(200);
    expect(throughApp(careers.names)).toBe(true);
    expect(careers.body.toString()).toContain('value="chef-7319"');
    const booking = await onTheWire(`${url}/booking?arrival=2031-01-10&departure=2031-01-12&fbclid=abc`);
    expect(booking.body.toString()).toContain('value="2031-01-10"');
    // The language switch is read by the app, never dropped before it.
    const english = await onTheWire(`${url}/?lang=ny&fbclid=abc`);
    expect(english.status).toBe(303);
    expect(english.headers.location).toMatch(/^\/ny(\?|$)/);
    // So is the currency, which the app remembers in a cookie.
    const dollars = await onTheWire(`${url}/?currency=USD&utm_source=x`);
    expect(dollars.headers["set-cookie"]?.join(" ")).toContain("currency=USD");
  });

  it("sends a stored page in gzip to a client that refuses brotli, and in brotli when weighted first", async () => {
    for (const address of ["/", "/?utm_campaign=spring"]) {
      const { second } = await storedTwice(`${url}/`, url + address, { "accept-encoding": "br;q=0, gzip" });
      expect(second.headers["content-encoding"]).toBe("gzip");
      expect(gunzipSync(second.body).toString()).toContain("</html>");
      const weighted = await onTheWire(url + address, { "accept-encoding": "gzip;q=0.5, br;q=1" });
      expect(weighted.headers["content-encoding"]).toBe("br");
      expect(brotliDecompressSync(weighted.body).toString()).toContain("</html>");
      const refused = await onTheWire(url + address, { "accept-encoding": "*;q=0, identity" });
      expect(refused.headers["content-encoding"]).toBeUndefined();
    }
    // Through the app as well: a page rendered afresh for a query string it reads.
    const fresh = await onTheWire(`${url}/career?q=cook`, { "accept-encoding": "br;q=0, gzip" });
    expect(fresh.headers["content-encoding"]).not.toBe("br");
  });

  it("sends the build's scripts in brotli or gzip as asked, with Vary, lengths, tags, HEAD and ranges", async () => {
    const home = (await onTheWire(`${url}/`)).body.toString();
    const script = home.match(/\/assets\/framework-[\w-]+\.js/)?.[0];
    expect(script).toBeDefined();
    const plain = await onTheWire(url + script!, { "accept-encoding": "identity" });
    const br = await onTheWire(url + script!, { "accept-encoding": "br, gzip" });
    const gzip = await onTheWire(url + script!, { "accept-encoding": "br;q=0, gzip" });
    expect([plain.headers["content-encoding"], br.headers["content-encoding"], gzip.headers["content-encoding"]]).toEqual([undefined, "br", "gzip"]);
    for (const answer of [plain, br, gzip]) {
      expect(answer.status).toBe(200);
      expect(answer.headers.vary).toBe("Accept-Encoding");
      expect(answer.headers["content-length"]).toBe(String(answer.body.length));
      expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    }
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect(br.body.length).toBeLessThan(gzip.body.length);
    expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);

    const revalidated = await onTheWire(url + script!, { "accept-encoding": "br", "if-none-match": br.headers.etag! });
    expect(revalidated.status).toBe(304);
    const head = await onTheWire(url + script!, { "accept-encoding": "br" }, "HEAD");
    expect(head.headers["content-length"]).toBe(String(br.body.length));
    expect(head.body.length).toBe(0);
    const part = await onTheWire(url + script!, { "accept-encoding": "br", range: "bytes=100-199" });
    expect(part.status).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 100-199/${br.body.length}`);
    expect(part.body.equals(br.body.subarray(100, 200))).toBe(true);
    const beyond = await onTheWire(url + script!, { range: `bytes=${plain.body.length}-` });
    expect(beyond.status).toBe(416);
  });
});
