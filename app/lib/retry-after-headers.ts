/**
 * A route's `headers` export for forms that may be throttled: React Router passes an
 * action's headers to the HTML response only through this export, and a 429 page must carry
 * Retry-After as the API's does.
 */
export function retryAfterHeaders({ actionHeaders }: { actionHeaders: Headers }): Headers {
  const retryAfter = actionHeaders.get("Retry-After");
  return new Headers(retryAfter ? { "Retry-After": retryAfter } : {});
}
