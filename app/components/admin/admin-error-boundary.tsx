import { isRouteErrorResponse, Link, useLocation } from "react-router";
import { refusalReasonOf } from "~/components/error-page";
import { BACK_OFFICE_LINK } from "~/components/site-nav";
import { adminStaffWords } from "~/components/admin/admin-staff-words";
import { siteChrome } from "~/components/site-chrome-catalog";
import { useLanguage } from "~/platform/i18n/use-t";

/**
 * A failure inside one back-office screen keeps the back-office menu, so staff can carry
 * on; the way back reloads the screen in case its own code is what broke. A screen this
 * account may not open (an editor on an administrators' screen) says so and why, and leads
 * back to the back-office instead: trying again would change nothing. Every screen
 * exports it: `export { AdminErrorBoundary as ErrorBoundary }`.
 */
export function AdminErrorBoundary({ error }: { error: unknown }) {
  const language = useLanguage();
  const { pathname } = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const detail = refusalReasonOf(error);
  if (status === 403) {
    return (
      <section className="admin-page admin-error" aria-labelledby="admin-screen-error-title">
        <p className="admin-error-code" aria-hidden="true">
          403
        </p>
        <h1 id="admin-screen-error-title">{adminStaffWords.msg("accessDeniedScreenTitle")}</h1>
        <p>{detail ? `${detail}: ask an administrator if you need this screen.` : siteChrome.t(language, "accessDeniedBody")}</p>
        <div className="admin-error-actions">
          <Link to={BACK_OFFICE_LINK.to} className="btn btn-primary">
            Back to the back-office
          </Link>
        </div>
      </section>
    );
  }
  return (
    <section className="admin-page admin-error" aria-labelledby="admin-screen-error-title">
      <p className="admin-error-code" aria-hidden="true">
        {status}
      </p>
      <h1 id="admin-screen-error-title">{status === 404 ? siteChrome.t(language, "pageNotFoundTitle") : siteChrome.t(language, "errorPageTitle")}</h1>
      <p>{detail ?? siteChrome.t(language, "errorPageBody")}</p>
      <div className="admin-error-actions">
        <Link to={pathname} className="btn btn-primary" reloadDocument>
          Try again
        </Link>
      </div>
    </section>
  );
}
