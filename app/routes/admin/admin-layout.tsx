import { type ReactNode, useEffect, useRef } from "react";
import { revalidateUnlessOnlyQueryChanged } from "~/lib/revalidation";
import { Form, isRouteErrorResponse, Link, NavLink, Outlet, useLocation } from "react-router";
import type { Route } from "./+types/admin-layout";
import adminCssUrl from "~/styles/admin.css?url";
import { ToastProvider } from "~/components/toast/toast-provider";
import { useSiteData } from "~/components/use-site-data";
import { Wordmark } from "~/components/wordmark";
import { requireStaff } from "~/platform/auth/guards.server";
import type { Role } from "~/platform/auth/roles";
import { backOfficeMenu } from "~/back-office-menu";
import { adminStaffWords } from "~/components/admin/admin-staff-words";
import { siteChrome } from "~/components/site-chrome-catalog";
import { useLanguage } from "~/platform/i18n/use-t";

/** Back-office styles load only under this layout, never on public pages. */
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: adminCssUrl },
];

export const meta: Route.MetaFunction = ({ matches }) => {
  const hotel = matches[0]?.loaderData?.settings.hotelName;
  return [{ title: hotel ? `Back-office · ${hotel}` : "Back-office" }, { name: "robots", content: "noindex" }];
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireStaff(request, context);
  // Only what the shell shows reaches the browser: the name, the role and the menu it may use.
  return { viewer: { name: viewer.name, role: viewer.role }, menu: backOfficeMenu(viewer.role) };
}

/** Switching tabs only changes the query string; the viewer need not be read again for that. */
export const shouldRevalidate = revalidateUnlessOnlyQueryChanged;

const ROLE_LABEL: Record<Role, string> = { admin: "Administrator", editor: "Editor", member: "Member", none: "" };

/**
 * On phones the menu is one row that scrolls sideways, so the current screen's link can sit
 * off to the right: after each navigation the row scrolls until that link shows. A menu that
 * fits (the sidebar on wider screens) is left alone.
 */
function useCurrentLinkInView() {
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    const row = nav.current;
    const link = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !link || row.scrollWidth <= row.clientWidth) return;
    const box = row.getBoundingClientRect();
    const current = link.getBoundingClientRect();
    // Centred in the row when it was out of view.
    if (current.left < box.left || current.right > box.right) row.scrollLeft += current.left - box.left - (box.width - current.width) / 2;
  }, [pathname]);
  return nav;
}

type Menu = ReturnType<typeof backOfficeMenu>;

function Shell({ viewer, menu, children }: { viewer: { name: string; role: Role } | null; menu: Menu; children: ReactNode }) {
  const { settings } = useSiteData();
  const nav = useCurrentLinkInView();
  return (
    <div className="admin">
      <a href="#admin-main" className="skip-link">
        Skip to content
      </a>
      <header className="admin-sidebar">
        <div className="admin-brand-row">
          <Link to="/room" className="admin-brand" aria-label={`${settings.hotelName} back-office`}>
            <Wordmark name={settings.hotelName} />
          </Link>
          <span className="admin-badge">Back-office</span>
        </div>
        {viewer ? (
          <nav className="admin-nav" aria-label="Back-office" ref={nav}>
            {menu.map((group) => {
              const titleId = `admin-nav-${group.title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
              return (
                <div key={group.title} className="admin-nav-group">
                  <p id={titleId} className="admin-nav-title">
                    {group.title}
                  </p>
                  <ul role="list" aria-labelledby={titleId}>
                    {group.items.map((item) => (
                      <li key={item.to}>
                        <NavLink to={item.to} className="admin-nav-link" prefetch="intent">
                          {item.label}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                </div>
              );
            })}
          </nav>
        ) : null}
        <div className="admin-account">
          <Link to="/" className="admin-view-site">
            View site
          </Link>
          {viewer ? (
            <>
              <p className="admin-user">
                <span className="admin-user-name">{viewer.name}</span>
                {ROLE_LABEL[viewer.role] ? <span className="admin-user-role">{ROLE_LABEL[viewer.role]}</span> : null}
              </p>
              <Form method="post" action="/logout" className="admin-logout" reloadDocument>
                <button type="submit" className="btn btn-on-dark">
                  Log Out
                </button>
              </Form>
            </>
          ) : null}
        </div>
      </header>
      <main id="admin-main" className="admin-main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <ToastProvider>
      <Shell viewer={loaderData.viewer} menu={loaderData.menu}>
        <Outlet />
      </Shell>
    </ToastProvider>
  );
}

/**
 * The layout's own loader failed: a member reached a staff page (403) or the data could not
 * be read. The shell shows without the staff menu, with a way out.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const language = useLanguage();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const forbidden = status === 403;
  return (
    <Shell viewer={null} menu={[]}>
      <section className="admin-page admin-error" aria-labelledby="admin-error-title">
        <p className="admin-error-code" aria-hidden="true">
          {status}
        </p>
        <h1 id="admin-error-title">{forbidden ? adminStaffWords.msg("accessDeniedScreenTitle") : siteChrome.t(language, "errorPageTitle")}</h1>
        <p>{forbidden ? "This part of the site is for hotel staff." : siteChrome.t(language, "errorPageBody")}</p>
        <div className="admin-error-actions">
          <Link to="/" className="btn btn-primary" reloadDocument>
            {siteChrome.t(language, "backHome")}
          </Link>
          {forbidden ? (
            <Form method="post" action="/logout" reloadDocument>
              <button type="submit" className="btn btn-ghost">
                Log Out
              </button>
            </Form>
          ) : null}
        </div>
      </section>
    </Shell>
  );
}
