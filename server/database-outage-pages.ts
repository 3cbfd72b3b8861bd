import { data, type ServerBuild } from "react-router";
import { databaseUnavailableError, isDatabaseUnavailable } from "~/platform/db/database-unavailable";
import { type RouteHandler, wrapRouteHandlers } from "./route-handlers";

/** A loader or action whose database outage becomes the 503 refusal, thrown as `data()` like every other refusal. */
function answering503(handler: RouteHandler): RouteHandler {
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
 * (api-router.ts): the visitor reads the site's "please try again in a moment" notice in the
 * page's language instead of a fault, the page is not stored, and the next request, once the database answers, is served.
 */
export function databaseOutageAs503(build: ServerBuild): ServerBuild {
  return wrapRouteHandlers(build, { action: answering503, loader: answering503 });
}
