import { describe, expect, it } from "vitest";
import { loginAsStaff, servers } from "../support/api-client";

/**
 * /livez, stored pages and the public lists are answered on Node's own request and response
 * before the app (docs/decisions/039-request-path.md); an address with a query string still
 * goes through the app, which serves the same stored copy. A visitor cannot tell the two apart.
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
    ["the stored home page", "/", "/?utm_source=whatsapp"],
    ["a stored page", "/Document", "/Document?fbclid=IwAR0abc"],
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
