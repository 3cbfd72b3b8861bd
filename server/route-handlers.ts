import type { ServerBuild } from "react-router";

/** A route's loader or action, as the wrappers below see it. */
export type RouteHandler = (args: { request: Request }) => unknown;

/**
 * The build with every route's action and loader passed through a wrapper, the rest of each
 * route as it is: how the site puts behaviour around all pages at once (their answers' language,
 * a database outage's 503) without each route module repeating it.
 */
export function wrapRouteHandlers(build: ServerBuild, wrap: { action: (handler: RouteHandler) => RouteHandler; loader: (handler: RouteHandler) => RouteHandler }): ServerBuild {
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    if (!route) continue;
    const action = route.module.action as RouteHandler | undefined;
    const loader = route.module.loader as RouteHandler | undefined;
    if (!action && !loader) {
      routes[id] = route;
      continue;
    }
    const module = { ...route.module };
    if (action) module.action = wrap.action(action) as typeof module.action;
    if (loader) module.loader = wrap.loader(loader) as typeof module.loader;
    routes[id] = { ...route, module };
  }
  return { ...build, routes };
}
