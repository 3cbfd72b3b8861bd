import { matchRoutes, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { routeMatcher, routeTree } from "./route-tree";

/** A build's route table as React Router's server build lists it (only what matching reads). */
function buildOf(routes: { id: string; parentId?: string; path?: string; index?: boolean }[]): ServerBuild {
  return { routes: Object.fromEntries(routes.map((route) => [route.id, { ...route, module: {} }])) } as unknown as ServerBuild;
}

const build = buildOf([
  { id: "root", path: "" },
  { id: "home", parentId: "root", index: true },
  { id: "contact", parentId: "root", path: "ContactUs" },
  { id: "room", parentId: "root", path: "rooms/:slug" },
  { id: "not-found", parentId: "root", path: "*" },
]);

describe("routeMatcher", () => {
  it("answers as matchRoutes over the build's tree does", () => {
    const match = routeMatcher(build);
    for (const path of ["/", "/ContactUs", "/contactus/", "/rooms/deluxe", "/no-such-page"]) {
      expect(match(path)?.map((m) => m.route.id), path).toEqual(matchRoutes(routeTree(build), path)?.map((m) => m.route.id));
    }
    expect(match("/rooms/deluxe")?.at(-1)?.params).toEqual({ slug: "deluxe" });
  });

  it("is one per build, and remembers each path's answer", () => {
    const match = routeMatcher(build);
    expect(routeMatcher(build)).toBe(match);
    expect(match("/ContactUs")).toBe(match("/ContactUs"));
    expect(routeMatcher(buildOf([{ id: "root", path: "" }]))).not.toBe(match);
  });

  it("forgets the path least recently asked for once it holds 2,000, and answers it again alike", () => {
    const match = routeMatcher(buildOf([{ id: "root", path: "" }, { id: "room", parentId: "root", path: "rooms/:slug" }]));
    const first = match("/rooms/first");
    const kept = match("/rooms/kept");
    for (let i = 0; i < 1_998; i++) match(`/rooms/other-${i}`);
    match("/rooms/kept"); // asked again: now the most recent
    match("/rooms/one-more"); // the 2,001st path: the least recent, /rooms/first, goes
    expect(match("/rooms/kept")).toBe(kept);
    const again = match("/rooms/first");
    expect(again).not.toBe(first);
    expect(again?.at(-1)?.params).toEqual({ slug: "first" });
  });
});
