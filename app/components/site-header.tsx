import { useEffect, useRef, useState } from "react";
import { Link as EnglishLink, useLocation } from "react-router";
import { Form, Link, NavLink } from "~/platform/i18n/localised-links";
import { useLanguage, useT } from "~/platform/i18n/use-t";
import { LANGUAGE_TAG, pathInLanguage, pathWithoutLanguage } from "~/platform/i18n/language";
import { siteChrome } from "~/components/site-chrome-catalog";
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
import { CurrencySwitch } from "~/components/currency-switch";

/**
 * SPEC §2 header. Every menu is a <details> disclosure, so it opens without JavaScript and
 * announces its state; useMenuBehaviour adds one-open-at-a-time and the closing rules.
 */
export function SiteHeader() {
  const { viewer, settings } = useSiteData();
  const headerRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const t = useT(siteChrome);
  useMenuBehaviour(headerRef);

  return (
    <header ref={headerRef} className="site-header" id="top">
      <a className="skip-link" href="#main">
        {t("skipToContent")}
      </a>
      <div className="topbar">
        <div className="wrap topbar-inner">
          <a className="topbar-phone" href={telHref(settings.phone24h)}>
            <PhoneIcon />
            <span>
              <span className="topbar-label">{t("phoneLabel")} </span>
              {settings.phone24h}
            </span>
          </a>
          <a className="topbar-email" href={`mailto:${settings.email}`}>
            {settings.email}
          </a>
          <div className="topbar-choices">
            <CurrencySwitch compact />
            <LanguageSwitch pathname={pathname} />
          </div>
        </div>
      </div>
      <div className="wrap masthead">
        <Link to="/" className="brand">
          <Wordmark name={settings.hotelName} />
        </Link>
        <Link to="/booking" className="btn btn-gold masthead-book">
          {t("bookNow")}
        </Link>
        <details className="nav-toggle" data-nav-toggle="">
          <summary className="nav-toggle-button">
            <span className="burger" aria-hidden="true" />
            <span className="nav-toggle-label">{t("menu")}</span>
          </summary>
          <nav className="main-nav" aria-label={t("mainNav")}>
            <ul className="nav-list" role="list">
              {mainNav(settings).map((entry) => (
                <li key={entry.label}>
                  {isNavGroup(entry) ? (
                    <NavMenu group={entry} active={groupIsActive(entry, pathname)} />
                  ) : (
                    <NavLink to={entry.to} end={entry.to === "/"} className="nav-link">
                      {t(entry.label)}
                    </NavLink>
                  )}
                </li>
              ))}
              <li className="nav-account">
                {viewer ? (
                  <AccountMenu viewer={viewer} />
                ) : (
                  <NavLink to="/login" className="nav-link">
                    {t("signIn")}
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
  const t = useT(siteChrome);
  return (
    <details className="menu" data-menu="">
      <summary className={active ? "nav-link is-active" : "nav-link"}>{t(group.label)}</summary>
      <ul className="menu-panel" role="list">
        {group.items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className="menu-link">
              {t(item.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * The page's twin in the other language (DECISIONS §10). `?lang=` asks the server to remember
 * the choice (server/language-choice.ts), which then lands the visitor on the twin's address.
 * A whole page load on purpose, like the currency: every text and stored page changes with it.
 */
function LanguageSwitch({ pathname }: { pathname: string }) {
  const language = useLanguage();
  const t = useT(siteChrome);
  const other = language === "ny" ? "en" : "ny";
  const { search } = useLocation();
  const suggested = useChichewaSuggested(language);
  // The page's own parameters (a filter, a search) come along; the currency is remembered already.
  const params = new URLSearchParams(search);
  params.delete("currency");
  params.set("lang", other);
  return (
    <a
      className={suggested ? "language-switch is-suggested" : "language-switch"}
      href={`${pathInLanguage(pathWithoutLanguage(pathname), other)}?${params}`}
      hrefLang={LANGUAGE_TAG[other]}
      lang={LANGUAGE_TAG[other]}
      rel="alternate"
    >
      {/* A phone's top bar shows the language's name alone; screen readers hear the whole phrase. */}
      <span className="language-switch-phrase">{t("readInOtherLanguage")}</span>
      <span className="language-switch-name" aria-hidden="true">
        {t("otherLanguageName")}
      </span>
    </a>
  );
}

/**
 * A browser set to Chichewa, on an English page, by a visitor who never chose a language: the
 * switch stands out (DECISIONS §10: `Accept-Language` may suggest, never redirect). Decided in the
 * browser after the page is shown, so the stored page stays the same for everyone.
 */
function useChichewaSuggested(language: string): boolean {
  const [suggested, setSuggested] = useState(false);
  useEffect(() => {
    if (language !== "en" || /(?:^|;\s*)lang=/.test(document.cookie)) return;
    setSuggested(navigator.languages.some((tag) => /^nya?(-|$)/i.test(tag)));
  }, [language]);
  return suggested;
}

function AccountMenu({ viewer }: { viewer: NonNullable<SiteData["viewer"]> }) {
  const t = useT(siteChrome);
  const language = useLanguage();
  return (
    <details className="menu" data-menu="">
      <summary className="nav-link">
        <span className="visually-hidden">{t("account")} </span>
        <span className="account-name">{viewer.name}</span>
      </summary>
      <ul className="menu-panel menu-panel-end" role="list">
        {ACCOUNT_NAV.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className="menu-link">
              {t(item.label)}
            </NavLink>
          </li>
        ))}
        {isStaff(viewer) && (
          <li>
            {/* The back-office is in English: no Chichewa twin to lead to, and a page load brings its English text. */}
            <EnglishLink to={BACK_OFFICE_LINK.to} className="menu-link" reloadDocument={language === "ny"}>
              {t(BACK_OFFICE_LINK.label)}
            </EnglishLink>
          </li>
        )}
        <li>
          <Form method="post" action="/logout">
            <button type="submit" className="menu-link">
              {t("logOut")}
            </button>
          </Form>
        </li>
      </ul>
    </details>
  );
}

/** The group holding this page is marked, under /ny/ too (the items name the English addresses). */
function groupIsActive(group: NavGroup, pathname: string): boolean {
  const here = safeDecode(pathWithoutLanguage(pathname)).toLowerCase();
  return group.items.some((item) => safeDecode(item.to).toLowerCase() === here);
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
