import { useRef } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import { isStaff } from "~/platform/auth/roles";
import { PhoneIcon } from "~/components/icons";
import {
  ACCOUNT_NAV,
  BACK_OFFICE_LINK,
  isNavGroup,
  mainNav,
  telHref,
  type NavGroup,
} from "~/components/site-nav";
import { useMenuBehaviour } from "~/components/use-menu-behaviour";
import { useSiteData, type SiteData } from "~/components/use-site-data";
import { Wordmark } from "~/components/wordmark";

/**
 * SPEC §2 header. Every menu is a <details> disclosure, so it opens without JavaScript and
 * announces its state; useMenuBehaviour adds one-open-at-a-time and the closing rules.
 */
export function SiteHeader() {
  const { viewer, settings } = useSiteData();
  const headerRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useMenuBehaviour(headerRef);

  return (
    <header ref={headerRef} className="site-header" id="top">
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <div className="topbar">
        <div className="wrap topbar-inner">
          <a className="topbar-phone" href={telHref(settings.phone24h)}>
            <PhoneIcon />
            <span>
              <span className="topbar-label">24-hour line </span>
              {settings.phone24h}
            </span>
          </a>
          <a className="topbar-email" href={`mailto:${settings.email}`}>
            {settings.email}
          </a>
        </div>
      </div>
      <div className="wrap masthead">
        <Link to="/" className="brand">
          <Wordmark name={settings.hotelName} />
        </Link>
        <Link to="/booking" className="btn btn-gold masthead-book">
          Book Now
        </Link>
        <details className="nav-toggle" data-nav-toggle="">
          <summary className="nav-toggle-button">
            <span className="burger" aria-hidden="true" />
            <span className="nav-toggle-label">Menu</span>
          </summary>
          <nav className="main-nav" aria-label="Main">
            <ul className="nav-list" role="list">
              {mainNav(settings).map((entry) => (
                <li key={entry.label}>
                  {isNavGroup(entry) ? (
                    <NavMenu group={entry} active={groupIsActive(entry, pathname)} />
                  ) : (
                    <NavLink to={entry.to} end={entry.to === "/"} className="nav-link">
                      {entry.label}
                    </NavLink>
                  )}
                </li>
              ))}
              <li className="nav-account">
                {viewer ? (
                  <AccountMenu viewer={viewer} />
                ) : (
                  <NavLink to="/login" className="nav-link">
                    Sign in
                  </NavLink>
                )}
              </li>
            </ul>
          </nav>
        </details>
      </div>
    </header>
  );
}

function NavMenu({ group, active }: { group: NavGroup; active: boolean }) {
  return (
    <details className="menu" data-menu="">
      <summary className={active ? "nav-link is-active" : "nav-link"}>{group.label}</summary>
      <ul className="menu-panel" role="list">
        {group.items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className="menu-link">
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </details>
  );
}

function AccountMenu({ viewer }: { viewer: NonNullable<SiteData["viewer"]> }) {
  return (
    <details className="menu" data-menu="">
      <summary className="nav-link">
        <span className="visually-hidden">Account: </span>
        <span className="account-name">{viewer.name}</span>
      </summary>
      <ul className="menu-panel menu-panel-end" role="list">
        {ACCOUNT_NAV.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className="menu-link">
              {item.label}
            </NavLink>
          </li>
        ))}
        {isStaff(viewer) && (
          <li>
            <Link to={BACK_OFFICE_LINK.to} className="menu-link">
              {BACK_OFFICE_LINK.label}
            </Link>
          </li>
        )}
        <li>
          <Form method="post" action="/logout">
            <button type="submit" className="menu-link">
              Log Out
            </button>
          </Form>
        </li>
      </ul>
    </details>
  );
}

function groupIsActive(group: NavGroup, pathname: string): boolean {
  const here = safeDecode(pathname).toLowerCase();
  return group.items.some((item) => safeDecode(item.to).toLowerCase() === here);
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
