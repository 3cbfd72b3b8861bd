import type { RouteObject, ServerBuild } from "react-router";

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
