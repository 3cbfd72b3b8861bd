import { describe, expect, it } from "vitest";
import { api, loginAsStaff, servers } from "../support/api-client";

describe.each(servers())("site and operations on $engine", ({ url }) => {
  it("reports liveness and readiness", async () => {
    expect((await api(url, "/livez")).status).toBe(200);
    const ready = await api(url, "/readyz");
    expect(ready.status).toBe(200);
    expect(ready.body.checks).toEqual({ database: true, migrations: true, media: true, seed: true, otherWriters: true });
  });

  it("renders the room cards into the home page HTML", async () => {
    for (const path of ["/", "/home"]) {
      const res = await api(url, path);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toContain("text/html");
      for (const name of ["Classic King", "Classic Twin", "Executive Suite", "Presidential Suite"]) expect(res.body).toContain(name);
      expect(res.body).toMatch(/<img[^>]+src="\/media\/[^"]+\.jpg"/);
      expect(res.body).toContain(`<link rel="canonical" href="${url}/"/>`);
    }
  });

  it("shows the villas and the Banqueting Hall in their own pictures, with the key figure on them", async () => {
    const home = (await api(url, "/")).body as string;
    expect(home).toMatch(/<div class="panel-photo"><picture>.*?alt="A presidential villa".*?<span class="panel-badge-figure">16<\/span> (?:<!-- -->)?presidential villas/s);
    const conference = (await api(url, "/ConferenceService")).body as string;
    expect(conference).toMatch(/<div class="panel-photo"><picture>.*?alt="The Banqueting Hall".*?<span class="panel-badge-figure">1,500<\/span> (?:<!-- -->)?seats in the auditorium/s);
  });

  it("filters rooms on the server: Executive matches Executive Suite", async () => {
    const res = await api(url, "/?room=executive");
    const cards = [...(res.body as string).matchAll(/data-room-name="([^"]+)"/g)].map((m) => m[1]);
    expect(cards.length).toBeGreaterThan(0);
    expect(new Set(cards)).toEqual(new Set(["Executive Suite"]));
  });

  it("answers unknown pages with a 404 page that leads home", async () => {
    const res = await api(url, "/TermsConditions-nope");
    expect(res.status).toBe(404);
    expect(res.body).toContain('href="/"');
    expect((await api(url, "/api/nope")).status).toBe(404);
  });

  it("sends the back-office to login and forbids it to members", async () => {
    const res = await api(url, "/room");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/login?redirectTo=%2Froom");
  });

  it("describes the rooms API in OpenAPI with a page for humans", async () => {
    const doc = await api(url, "/api/openapi.json");
    expect(doc.status).toBe(200);
    expect(doc.body.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.body.paths)).toEqual(expect.arrayContaining(["/api/rooms", "/api/rooms/{id}", "/api/roomMaterial", "/api/login"]));
    const post = doc.body.paths["/api/rooms"].post;
    expect(post.requestBody.content["multipart/form-data"].schema.properties).toMatchObject({
      name: { type: "string" },
      image: { type: "string", format: "binary" },
    });
    expect(Object.keys(post.responses)).toEqual(expect.arrayContaining(["201", "401", "403", "422", "413"]));
    const page = await api(url, "/api/docs");
    expect(page.status).toBe(200);
    expect(page.body).toContain("/api/rooms");
  });

  it("lets shared caches keep anonymous pages briefly, answers revalidation with 304, and never stores private ones", async () => {
    const first = await fetch(url + "/");
    expect(first.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300");
    const tag = first.headers.get("etag");
    expect(tag).toBeTruthy();
    const again = await fetch(url + "/", { headers: { "if-none-match": tag! } });
    expect(again.status).toBe(304);
    // A visitor holding some other cookie (no session) gets the anonymous page, and its 304 says the same as its 200.
    const withCookie = await fetch(url + "/", { headers: { cookie: "hotel_visit=1" } });
    expect(withCookie.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300");
    const revalidated = await fetch(url + "/", { headers: { cookie: "hotel_visit=1", "if-none-match": withCookie.headers.get("etag")! } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300");
    const token = await loginAsStaff(url);
    const mine = await fetch(url + "/api/user", { headers: { authorization: `Bearer ${token}` } });
    expect(mine.headers.get("cache-control")).toBe("private, no-store");
    expect((await fetch(url + "/no-such-page")).headers.get("cache-control")).toBe("private, no-store");
  });

  it("sends security headers and compresses pages", async () => {
    const res = await fetch(url + "/", { headers: { "accept-encoding": "gzip" } });
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-encoding")).toBe("gzip");
  });
});
