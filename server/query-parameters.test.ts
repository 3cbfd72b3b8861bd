import { Hono } from "hono";
import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { declaredParameters, dropsWholeQuery, pageQueryParameters } from "./query-parameters";

/** The routes of a build as React Router's compiler lays them out, with the pages' handles. */
function buildOf(routes: { id: string; parentId?: string; path?: string; index?: boolean; query?: string[] }[]): ServerBuild {
  return {
    routes: Object.fromEntries(
      routes.map(({ query, ...route }) => [route.id, { ...route, module: query ? { handle: { query } } : {} }]),
    ),
  } as unknown as ServerBuild;
}

const build = buildOf([
  { id: "root", path: "" },
  { id: "site-layout", parentId: "root", query: ["newsletter"] },
  { id: "home", parentId: "site-layout", index: true, query: ["room"] },
  { id: "careers", parentId: "site-layout", path: "career", query: ["q"] },
  { id: "who-we-are", parentId: "site-layout", path: "WhoWeAre" },
  { id: "not-found", parentId: "site-layout", path: "*" },
  { id: "admin-layout", parentId: "root" },
  { id: "contacts", parentId: "admin-layout", path: "Contacts" },
]);

async function seenBy(url: string): Promise<string> {
  const app = new Hono();
  app.use(pageQueryParameters(async () => declaredParameters(build)));
  app.get("*", (c) => c.text(c.req.url));
  return (await app.request(url)).text();
}

describe("the query parameters a page declares", () => {
  it("are the union over the matched routes, layout included", () => {
    const declared = declaredParameters(build);
    expect([...(declared("/") ?? [])].sort()).toEqual(["newsletter", "room"]);
    expect([...(declared("/career") ?? [])].sort()).toEqual(["newsletter", "q"]);
    expect([...(declared("/WhoWeAre") ?? [])]).toEqual(["newsletter"]);
    // Nothing declared above the back-office, and no page at an unknown address: all kept.
    expect(declared("/Contacts")).toBeNull();
    expect(declared("/no-such-page")).toBeNull();
  });

  it("leave a page request holding only those, React Router's own and no tracking parameter", async () => {
    expect(await seenBy("http://hotel.test/?q=prank&room=executive&utm_source=whatsapp")).toBe("http://hotel.test/?room=executive");
    expect(await seenBy("http://hotel.test/?x=1")).toBe("http://hotel.test/");
    expect(await seenBy("http://hotel.test/career?q=chef&page=2")).toBe("http://hotel.test/career?q=chef");
    // A data request counts as its page; React Router's `_routes` stays.
    expect(await seenBy("http://hotel.test/_root.data?q=1&_routes=home")).toBe("http://hotel.test/_root.data?_routes=home");
    expect(await seenBy("http://hotel.test/career.data?q=chef&x=1")).toBe("http://hotel.test/career.data?q=chef");
    expect(await seenBy("http://hotel.test/Contacts?status=new&fbclid=abc")).toBe("http://hotel.test/Contacts?status=new");
    expect(await seenBy("http://hotel.test/aboutus?ref=card")).toBe("http://hotel.test/aboutus?ref=card");
  });
});

describe("a query string the app drops whole", () => {
  const declared = declaredParameters(build);
  const whole = (pathname: string, query: string) => dropsWholeQuery(declared, pathname, query);

  it("is one of tracking parameters and parameters the page does not read: its bare page is answered", () => {
    expect(whole("/", "utm_source=x&fbclid=y")).toBe(true);
    expect(whole("/", "gclid=1&utm_campaign=spring&msclkid=2&_ga=3")).toBe(true);
    expect(whole("/WhoWeAre", "x=1")).toBe(true);
    expect(whole("/career.data", "page=2&fbclid=y")).toBe(true);
    // Spelt as the app reads it: percent-encoded names decoded.
    expect(whole("/", "utm%5Fsource=x")).toBe(true);
    // The back-office keeps its filters, but never a tracking parameter.
    expect(whole("/Contacts", "fbclid=abc")).toBe(true);
  });

  it("is not one that keeps anything, holds the language switch or is empty", () => {
    expect(whole("/", "room=executive&fbclid=y")).toBe(false);
    expect(whole("/career", "q=chef")).toBe(false);
    expect(whole("/", "currency=USD&utm_source=x")).toBe(false);
    expect(whole("/", "_routes=home")).toBe(false);
    expect(whole("/", "lang=ny")).toBe(false);
    expect(whole("/", "")).toBe(false);
    expect(whole("/Contacts", "status=new&fbclid=abc")).toBe(false);
    expect(whole("/no-such-page", "ref=card")).toBe(false);
  });
});
