import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

/**
 * The build's route table as the tree React Router's server matches paths against
 * (`matchRoutes(routeTree(build), pathname)`): for the middleware that must know, before the
 * page is rendered, which route an address is (its spelling, its language twin, its declared
 * query parameters).
 */
export function routeTree(build: ServerBuild): RouteObject[] {
  const routes = Object.values(build.routes).filter((route) => route !== undefined);
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    routes
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, path: route.path, index: true }
          : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: childrenOf(route.id) },
      );
  return childrenOf(undefined);
}

/** Whether the deepest route matched is a page's rather than a splat's (`*`, `…/*`: the page-not-found). */
export function isPageRoute(route: RouteObject | undefined): route is RouteObject {
  return route !== undefined && route.path !== "*" && route.path?.endsWith("/*") !== true;
}

/** The routes matched for a path, outermost first (React Router's `matchRoutes`), or null. */
export type RouteMatches = ReturnType<typeof matchRoutes<RouteObject>>;

/** Paths whose matches are remembered: enough for every page of the site in both languages and its spellings. */
const REMEMBERED_PATHS = 2_000;

const matchersByBuild = new WeakMap<ServerBuild, (pathname: string) => RouteMatches>();

/**
 * `matchRoutes` over the build's routes, each path's answer remembered. matchRoutes flattens and
 * ranks the whole route table on every call (milliseconds for the site's few hundred routes):
 * asked three times for every page request (its spelling, its language twin, its declared
 * parameters), it was the most of what a request refused under overload cost, and held up the
 * stored pages behind it. One matcher per build, shared by those three. Bounded, since anyone
 * can send any path: the one least recently asked for goes first.
 */
export function routeMatcher(build: ServerBuild): (pathname: string) => RouteMatches {
  const existing = matchersByBuild.get(build);
  if (existing) return existing;
  const tree = routeTree(build);
  const known = new Map<string, RouteMatches>();
  const matcher = (pathname: string): RouteMatches => {
    if (known.has(pathname)) {
      const matches = known.get(pathname)!;
      known.delete(pathname);
      known.set(pathname, matches);
      return matches;
    }
    const matches = matchRoutes(tree, pathname);
    if (known.size >= REMEMBERED_PATHS) known.delete(known.keys().next().value!);
    known.set(pathname, matches);
    return matches;
  };
  matchersByBuild.set(build, matcher);
  return matcher;
}
