import { describe, expect, it } from "vitest";
import { pageVariant, pageVariantOfHeaders } from "./page-variant";

/**
 * The render cache finds a stored page by its variant, spelt once from a Web Request (the app)
 * and once from Node's own headers (answered before the app): the two must always agree, or a
 * visitor gets another variant's page (DECISIONS §10).
 */
const COOKIES = [undefined, "currency=USD", "light=1", "light=0", "currency=USD; light=1", "other=1; light=0; currency=MWK", "light=yes"];
const SAVE_DATA = [undefined, "on", "ON", " on ", "on, on", "off", "onward", "on;q=1"];

describe("page variants", () => {
  it.each(COOKIES.flatMap((cookie) => SAVE_DATA.map((saveData) => [cookie, saveData] as const)))(
    "are the same from a Request and from Node's headers (cookie %s, Save-Data %s)",
    (cookie, saveData) => {
      const headers: Record<string, string> = {};
      if (cookie !== undefined) headers.cookie = cookie;
      if (saveData !== undefined) headers["save-data"] = saveData;
      expect(pageVariantOfHeaders(headers)).toBe(pageVariant(new Request("http://hotel.test/", { headers })));
    },
  );

  it("name light mode from the visitor's choice first, then Save-Data", () => {
    const variant = (headers: Record<string, string>) => pageVariant(new Request("http://hotel.test/", { headers }));
    expect(variant({})).toBe("currency=MWK;light=0");
    expect(variant({ "save-data": "on" })).toBe("currency=MWK;light=1");
    expect(variant({ "save-data": "off" })).toBe("currency=MWK;light=0");
    expect(variant({ cookie: "light=1" })).toBe("currency=MWK;light=1");
    expect(variant({ cookie: "light=0", "save-data": "on" })).toBe("currency=MWK;light=0");
    expect(variant({ cookie: "light=junk", "save-data": "on" })).toBe("currency=MWK;light=1");
    expect(variant({ cookie: "currency=USD; light=1" })).toBe("currency=USD;light=1");
  });

  it("hold no question mark, so the cache still tells addresses with a query string by their key", () => {
    expect(pageVariant(new Request("http://hotel.test/?currency=USD", { headers: { "save-data": "on" } }))).not.toContain("?");
  });

  it("read a repeated Save-Data header as Node hands it over, a list", () => {
    expect(pageVariantOfHeaders({ "save-data": ["on", "on"] } as unknown as Record<string, string>)).toBe("currency=MWK;light=1");
  });
});
