import { isRouteErrorResponse, Link, useLocation } from "react-router";
import { messages } from "~/lib/messages";

/**
 * A failure inside one back-office screen keeps the back-office menu, so staff can carry
 * on; the way back reloads the screen in case its own code is what broke. Every screen
 * exports it: `export { AdminErrorBoundary as ErrorBoundary }`.
 */
export function AdminErrorBoundary({ error }: { error: unknown }) {
  const { pathname } = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const data: unknown = isRouteErrorResponse(error) ? error.data : null;
  const detail = data && typeof data === "object" && "message" in data && typeof data.message === "string" ? data.message : null;
  return (
    <section className="admin-page admin-error" aria-labelledby="admin-screen-error-title">
      <p className="admin-error-code" aria-hidden="true">
        {status}
      </p>
      <h1 id="admin-screen-error-title">{status === 404 ? messages.pageNotFoundTitle : messages.errorPageTitle}</h1>
      <p>{detail ?? messages.errorPageBody}</p>
      <div className="admin-error-actions">
        <Link to={pathname} className="btn btn-primary" reloadDocument>
          Try again
        </Link>
      </div>
    </section>
  );
}
