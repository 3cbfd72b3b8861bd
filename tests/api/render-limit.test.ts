import autocannon from "autocannon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageCookie } from "../support/page-session";
import { type RunningServer, startServer } from "../support/start-server";

/**
 * Fair under overload (docs/decisions/039-request-path.md): at most RENDER_LIMIT pages are
 * rendered at once; beyond it a page that must be rendered is refused at once with 503 and
 * Retry-After, while stored pages go on being served.
 */
describe.each(["sqlite", "postgres"] as const)("render limit on %s", (engine) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ engine, env: { RENDER_LIMIT: "1", SEED_DEMO: "false" } });
  });
  afterAll(() => server?.stop());

  it("refuses fresh renders beyond the limit at once with 503 and Retry-After, and serves the stored page meanwhile", async () => {
    const url = server.url;
    await (await fetch(`${url}/`)).text();
    const cookie = await pageCookie(url);
    // Twenty signed-in visitors asking again as soon as they are answered: every visit of
    // theirs is rendered afresh, so the server is kept at its limit.
    let finished = false;
    const load = new Promise<autocannon.Result>((resolve, reject) => {
      autocannon({ url: `${url}/`, connections: 20, amount: 400, headers: { cookie } }, (error, result) => {
        finished = true;
        if (error) reject(error);
        else resolve(result);
      });
    });
    let refusal: { retryAfter: string | null; body: string } | null = null;
    let stored: { status: number; cache: string | null } | null = null;
    while (!finished && (!refusal || !stored)) {
      const [mine, anonymous] = await Promise.all([fetch(`${url}/`, { headers: { cookie } }), fetch(`${url}/`)]);
      if (mine.status === 503) refusal = { retryAfter: mine.headers.get("retry-after"), body: await mine.text() };
      else await mine.text();
      if (refusal && !stored) stored = { status: anonymous.status, cache: anonymous.headers.get("x-render-cache") };
      await anonymous.text();
    }
    const run = await load;
    expect(run.statusCodeStats?.["200"]?.count ?? 0).toBeGreaterThan(0);
    expect(run.statusCodeStats?.["503"]?.count ?? 0).toBeGreaterThan(0);
    expect(run["2xx"] + (run.statusCodeStats?.["503"]?.count ?? 0)).toBe(400);
    expect(refusal).toMatchObject({ retryAfter: "1" });
    expect(refusal?.body).toContain("very busy");
    // Asked while fresh renders were being refused.
    expect(stored).toEqual({ status: 200, cache: "hit" });
  });

  it("never refuses a form post, which carries what a visitor typed", async () => {
    const url = server.url;
    const cookie = await pageCookie(url);
    const posts = Array.from({ length: 10 }, () =>
      fetch(`${url}/logout`, { method: "POST", redirect: "manual", headers: { cookie, origin: url, "content-type": "application/x-www-form-urlencoded" }, body: "" }),
    );
    for (const response of await Promise.all(posts)) expect(response.status).not.toBe(503);
  });
});
