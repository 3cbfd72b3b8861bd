import { data, type ServerBuild } from "react-router";
import { databaseUnavailableError, isDatabaseUnavailable } from "~/lib/database-unavailable";

type Handler = (args: { request: Request }) => unknown;

/** A loader or action whose database outage becomes the 503 refusal, thrown as `data()` like every other refusal. */
function answering503(handler: Handler): Handler {
  return async (args) => {
    try {
      return await handler(args);
    } catch (thrown) {
      if (!isDatabaseUnavailable(thrown)) throw thrown;
      const error = databaseUnavailableError();
      throw data({ message: error.message }, { status: error.status, headers: error.headers });
    }
  };
}

/**
 * Every page's loaders and actions answer 503 with Retry-After while the database cannot be
 * reached (a PostgreSQL restart or failover, SQLite locked past its timeout), as the API does
 * (api-router.ts): the visitor reads "back in a moment" in the page's language instead of a
 * fault, the page is not stored, and the next request, once the database answers, is served.
 */
export function databaseOutageAs503(build: ServerBuild): ServerBuild {
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    if (!route) continue;
    const action = route.module.action as Handler | undefined;
    const loader = route.module.loader as Handler | undefined;
    if (!action && !loader) {
      routes[id] = route;
      continue;
    }
    const module = { ...route.module };
    if (action) module.action = answering503(action) as typeof module.action;
    if (loader) module.loader = answering503(loader) as typeof module.loader;
    routes[id] = { ...route, module };
  }
  return { ...build, routes };
}
