import type { ReactNode } from "react";
import type { PageHandle } from "~/lib/page-handle";
import { Outlet, useLocation, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/site-layout";
import { BackToTop } from "~/components/back-to-top";
import { ErrorNotice } from "~/components/error-page";
import { FirstVisitSplash } from "~/components/public/first-visit-splash";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { ToastProvider } from "~/components/toast/toast-provider";
import { AdvertPopup } from "~/features/adverts/components/advert-popup";
import type { PopupAdvert } from "~/features/adverts/components/advert-types";
import { TextAdverts } from "~/features/adverts/components/text-adverts";
import { useSiteData } from "~/components/use-site-data";
import { recordStoreOf } from "~/platform/records/record-store.server";
import { ADVERT_TYPE } from "~/features/adverts/advert.type";
import { hotelYear } from "~/lib/dates";
import { log } from "~/platform/runtime/log.server";
import { type Language, languageOfPath, pathWithoutLanguage } from "~/platform/i18n/language";
import type { PublicAdvert } from "~/features/adverts/schema";
import type { Picture } from "~/platform/media/picture";
import { type InLanguage, textIn } from "~/platform/records/translations";

/** The query parameters this page reads (app/lib/page-handle.ts). The footer's newsletter form reads the outcome of a sign-up without JavaScript (`?newsletter=subscribed`). */
export const handle: PageHandle = { query: ["newsletter"] };

/**
 * Current adverts for the popup: visitors' view (DECISIONS §1), even when staff browse the site.
 * And the hotel's year for the footer's copyright line, read here so the browser need not.
 */
export async function loader({ request, context }: Route.LoaderArgs): Promise<{ adverts: PopupAdvert[]; year: number }> {
  const year = hotelYear();
  // The adverts' titles and descriptions in the page's language, English where staff gave none (decision 043).
  const language = languageOfPath(new URL(request.url).pathname);
  try {
    const rows = await recordStoreOf(ADVERT_TYPE).list(context.db, null, language);
    return { adverts: rows.flatMap((advert) => (advert.picture ? [popupAdvert(advert, advert.picture, language)] : [])), year };
  } catch (error) {
    // SPEC §8: a failed advert fetch is logged, and there is simply no popup.
    log.error("site layout: listing adverts failed", { error });
    // Not kept for others: the next visitor gets the adverts once they can be read again.
    context.keepPageUnshared?.();
    return { adverts: [], year };
  }
}

/** SPEC §3's default description of an advert: staff gave none, so there is nothing to say. */
const DEFAULT_DESCRIPTION = "advert";

/** What the popup and the text adverts show of an advert, in the page's language. */
function popupAdvert(advert: InLanguage<PublicAdvert>, picture: Picture, language: Language): PopupAdvert {
  const description = textIn(advert, "description", language);
  return {
    id: advert.id,
    title: textIn(advert, "title", language) ?? { text: "" },
    description: description && description.text !== DEFAULT_DESCRIPTION ? description : null,
    picture,
  };
}

/** The popup appears once per page load; moving between pages neither re-reads nor restarts it. */
export const shouldRevalidate = () => false;

/**
 * Pages where someone is signing in, filling in a form or reading their own account: an
 * advert popping up over them would only get in the way (like the back-office, DECISIONS §8).
 */
const NO_ADVERT_PATHS = ["/login", "/dashboard", "/loyalties", "/user", "/forgetPassword", "/reset-password", "/EventPlan", "/booking", "/newsletter-confirm", "/unsubscribe"];

function showsAdverts(pathname: string): boolean {
  pathname = pathWithoutLanguage(pathname);
  return !NO_ADVERT_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

/** Header, page and footer of every public page, with the site's behaviours (DECISIONS §8). */
function SiteChrome({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  // The same layout serves the Chichewa pages under its twin's id (app/routes.ts).
  const data = useRouteLoaderData<typeof loader>(languageOfPath(pathname) === "ny" ? "ny/routes/public/site-layout" : "routes/public/site-layout");
  const { light } = useSiteData();
  const adverts = showsAdverts(pathname) ? (data?.adverts ?? []) : [];
  return (
    <ToastProvider>
      {/* Light pages have no scripts to wait for, so nothing to cover (docs/decisions/044-light-mode.md). */}
      {!light && <FirstVisitSplash />}
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      {/* After the page's content, before the footer: where Tab meets the advert card too. */}
      {light ? <TextAdverts adverts={adverts} /> : <AdvertPopup adverts={adverts} />}
      <SiteFooter year={data?.year ?? hotelYear()} />
      <BackToTop />
    </ToastProvider>
  );
}

export default function SiteLayout() {
  return (
    <SiteChrome>
      <Outlet />
    </SiteChrome>
  );
}

/** A public page that fails keeps the header and footer, so the visitor can carry on. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <SiteChrome>
      <ErrorNotice error={error} />
    </SiteChrome>
  );
}
