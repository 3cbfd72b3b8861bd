import type { ReactNode } from "react";
import { revalidateUnlessOnlyQueryChanged } from "~/lib/revalidation";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useMatches, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import siteCssUrl from "./styles/site.css?url";
import brandFontUrl from "@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2?url";
import bodyFontUrl from "@fontsource-variable/jost/files/jost-latin-wght-normal.woff2?url";
import { ErrorNotice } from "~/components/error-page";
import { useNonce } from "~/components/nonce";
import { trustedOrigin } from "~/platform/runtime/public-origin.server";
import { type SiteData, useSiteData } from "~/components/use-site-data";
import { Wordmark } from "~/components/wordmark";
import { getViewer } from "~/platform/auth/get-viewer.server";
import { getSiteSettings } from "~/platform/settings/get-site-settings.server";
import { visitorCurrency } from "~/platform/currency/visitor-currency.server";
import { visitorWantsLight } from "~/platform/light-mode/visitor-light-mode.server";
import { DEFAULT_SITE_SETTINGS } from "~/platform/settings/site-settings";
import { LANGUAGE_TAG, LANGUAGES, languageOfPath, pathInLanguage } from "~/platform/i18n/language";
import { LanguageProvider } from "~/platform/i18n/use-t";
import { useWholePageAcrossLanguages } from "~/platform/i18n/browser-language";
import { defineCatalog } from "~/platform/i18n/catalog";
import rootSource from "./root.messages.json";

// An inline favicon spares every first visit a /favicon.ico round trip (and a 404 page).
// Fully percent-encoded: spaces are not allowed in a URL (the HTML validator checks).
const FAVICON =
  "data:image/svg+xml," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#12343b"/><path d="M16 4 28 16 16 28 4 16Z" fill="none" stroke="#c9a45c" stroke-width="2"/><path d="M16 10 22 16 16 22 10 16Z" fill="#c9a45c"/></svg>',
  );

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: FAVICON, type: "image/svg+xml" },
  // A stylesheet "resource" for React (precedence), so it is written before the scripts'
  // modulepreload hints: the page's first paint waits for this file, not for them.
  { rel: "stylesheet", href: siteCssUrl, precedence: "site" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  // The page's language comes from its address alone (/ny/… is Chichewa), like the page itself.
  const language = languageOfPath(new URL(request.url).pathname);
  const [viewer, settings] = await Promise.all([getViewer(request, context), getSiteSettings(context.db, language)]);
  // Only what the header needs reaches the browser: never ids, emails or tokens.
  // Absolute address of the site, for canonical links; null when the request's Host cannot be believed.
  const siteUrl = trustedOrigin(request, context.env);
  // Dollars beside kwacha only for a visitor who asked and while staff have set a rate (DECISIONS §10).
  const usdRate = visitorCurrency(request) === "USD" ? settings.exchangeRateMwkPerUsd : null;
  // Light pages for paid-by-the-megabyte data (docs/decisions/044-light-mode.md).
  const light = visitorWantsLight(request);
  const answer = { viewer: viewer ? { name: viewer.name, role: viewer.role } : null, settings, siteUrl, usdRate, language, light };
  // What every page reads through useSiteData (use-site-data.ts), and more for the root itself.
  return answer satisfies SiteData;
}

/**
 * The viewer and settings change only through form submissions (log in/out, settings), so
 * a filter click that only changes the query string need not re-read them.
 */
export const shouldRevalidate = revalidateUnlessOnlyQueryChanged;

/** The site's own description, for pages that give none (the back-office, errors). */
const rootWords = defineCatalog(rootSource);

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const name = loaderData?.settings.hotelName ?? DEFAULT_SITE_SETTINGS.hotelName;
  return [
    { title: name },
    {
      name: "description",
      content: rootWords.t(loaderData?.language ?? "en", "description", { name }),
    },
  ];
};

/** The public site's layout route, whose pages all work without scripts (docs/decisions/027-hydration-after-first-paint.md). */
const PUBLIC_SITE_LAYOUT = "routes/public/site-layout";

/**
 * Light pages (docs/decisions/044-light-mode.md): the visitor's choice or Save-Data, on the public
 * site only (the back-office keeps its scripts). The class drops the web font (site.css); the
 * scripts are left out, so nothing is fetched after the page but what the visitor asks for.
 */
function useLightPages(): boolean {
  const light = useRouteLoaderData<typeof loader>("root")?.light === true;
  const matches = useMatches();
  // The Chichewa pages' layout is the same file under its twin's id (app/routes.ts).
  return light && matches.some((match) => match.id === PUBLIC_SITE_LAYOUT || match.id === `ny/${PUBLIC_SITE_LAYOUT}`);
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const { pathname } = useLocation();
  const language = languageOfPath(pathname);
  const light = useLightPages();
  useWholePageAcrossLanguages(language);
  return (
    <html lang={LANGUAGE_TAG[language]} className={light ? "light" : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#12343b" />
        <Meta />
        <Links />
        {/* The brand face of every serif text (site.css), fetched with the page rather than after
            its CSS, on every screen, public or back-office: font-display is optional, so a face
            not there by the first paint is not used on that page (decision 015). Light pages
            have no web font (docs/decisions/044-light-mode.md). */}
        {!light && <link rel="preload" href={brandFontUrl} as="font" type="font/woff2" crossOrigin="anonymous" />}
        {!light && <link rel="preload" href={bodyFontUrl} as="font" type="font/woff2" crossOrigin="anonymous" />}
        <LanguageAlternates pathname={pathname} />
      </head>
      <body>
        <LanguageProvider language={language}>{children}</LanguageProvider>
        {!light && <ScrollRestoration nonce={nonce} />}
        {!light && <Scripts nonce={nonce} />}
      </body>
    </html>
  );
}

/**
 * Every page names its twin in the other language, and English as the default for everyone
 * else (DECISIONS §10). Absolute addresses need the site's trusted origin; without one the
 * links are left out rather than pointing at a host a visitor made up.
 */
function LanguageAlternates({ pathname }: { pathname: string }) {
  const siteUrl = useRouteLoaderData<typeof loader>("root")?.siteUrl;
  const matches = useMatches();
  // Site pages only: the back-office has no Chichewa twin, and a page not found has no twin to name.
  const ids = matches.map((match) => match.id);
  const sitePage = ids.some((id) => id.endsWith("routes/public/site-layout")) && !ids.some((id) => id.endsWith("routes/public/not-found"));
  if (!siteUrl || !sitePage) return null;
  // Spelt as the sitemap spells addresses (app/lib/public-paths.ts): `&` encoded too.
  const at = (path: string) => siteUrl + encodeURI(path === "/home" ? "/" : path).replaceAll("&", "%26");
  return (
    <>
      {LANGUAGES.map((language) => (
        <link key={language} rel="alternate" hrefLang={LANGUAGE_TAG[language]} href={at(pathInLanguage(safeDecode(pathname), language))} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={at(pathInLanguage(safeDecode(pathname), "en"))} />
    </>
  );
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

export default function App() {
  return <Outlet />;
}

/**
 * Last-resort error page, used when the root loader or a layout failed; errors inside
 * public pages are caught by the site layout and keep the header and footer. The way home
 * is a full page load, in case the app itself is what broke.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { settings } = useSiteData();
  return (
    <>
      <header className="site-header" id="top">
        <div className="wrap masthead masthead-plain">
          <a href="/" className="brand">
            <Wordmark name={settings.hotelName} />
          </a>
        </div>
      </header>
      <main id="main" tabIndex={-1}>
        <ErrorNotice error={error} reloadDocument />
      </main>
    </>
  );
}
