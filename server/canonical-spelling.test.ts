import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { canonicalSpellings } from "./canonical-spelling";

/** A build's route table as React Router's server holds it: id, parentId, path, index. */
function buildOf(routes: { id: string; parentId?: string; path?: string; index?: boolean }[]): ServerBuild {
  return { routes: Object.fromEntries(routes.map((route) => [route.id, { caseSensitive: false, module: {}, ...route }])) } as unknown as ServerBuild;
}

const build = buildOf([
  { id: "root", path: "" },
  { id: "layout", parentId: "root" },
  { id: "home", parentId: "layout", index: true },
  { id: "contact", parentId: "layout", path: "ContactUs" },
  { id: "rooms", parentId: "layout", path: "accomodationService" },
  { id: "wellness", parentId: "layout", path: "Health&Wellness" },
  { id: "room", parentId: "layout", path: "rooms/:slug" },
  { id: "ny-contact", parentId: "layout", path: "ny/ContactUs" },
  { id: "not-found", parentId: "layout", path: "*" },
]);

describe("canonicalSpellings", () => {
  const canonical = canonicalSpellings(build);

  it("sends every case spelling and a trailing slash to the route's own spelling, SPEC's odd casing kept", () => {
    expect(canonical("/CONTACTus/")).toBe("/ContactUs");
    expect(canonical("/contactus")).toBe("/ContactUs");
    expect(canonical("/ContactUs/")).toBe("/ContactUs");
    expect(canonical("/ACCOMMODATIONSERVICE")).toBeNull();
    expect(canonical("/AccomodationService")).toBe("/accomodationService");
    expect(canonical("/NY/contactUS")).toBe("/ny/ContactUs");
  });

  it("leaves the page's own address, the home page and unknown addresses alone", () => {
    expect(canonical("/ContactUs")).toBeNull();
    expect(canonical("/accomodationService")).toBeNull();
    expect(canonical("/")).toBeNull();
    expect(canonical("/no-such-page")).toBeNull();
    expect(canonical("/ContactUs.data")).toBeNull();
  });

  it("keeps what fills a parameter as sent, and takes `&` encoded or raw but no other encoding", () => {
    expect(canonical("/ROOMS/Deluxe-Suite")).toBe("/rooms/Deluxe-Suite");
    expect(canonical("/rooms/Deluxe-Suite")).toBeNull();
    expect(canonical("/Health%26Wellness")).toBeNull();
    expect(canonical("/Health&Wellness")).toBeNull();
    expect(canonical("/health%26wellness")).toBe("/Health%26Wellness");
    expect(canonical("/%43ontactUs")).toBe("/ContactUs");
  });
});
