import { useEffect } from "react";
import { useNonce } from "~/components/nonce";

/** DECISIONS §8: the splash ends as soon as the page is ready; SPEC's 3.5 s is only its longest. */
export const SPLASH_MAX_MS = 3_500;
const SPLASH_SEEN_KEY = "splash-seen";

/**
 * The addresses of the home page, in English and Chichewa (`/home` is SPEC's alias of `/`).
 * Any other first address is a deep link: the guest came for that page, not for a welcome.
 */
const HOME_PATH = "^/(?:ny/?|home|ny/home)?$";

/*
 * Runs while the page is still being parsed (after the stylesheet, which an inline script waits
 * for), so the overlay is up before the first paint. It is only a `data-splash` attribute on
 * <html> that CSS turns into a cover (site.css), so the server HTML stays readable for crawlers
 * and visitors without JavaScript, and React never meets an element it did not render.
 *
 * Once per browser tab (sessionStorage), whatever the tab's first address; only when that
 * address is the home page without a fragment (`/#book` asks for a place in the page). Storage
 * that refuses (private modes) just means no splash.
 *
 * The page is ready when its HTML is read (DOMContentLoaded) and the first screen's picture (the
 * one image with fetchpriority=high, when it lies in the first screen) has arrived or failed:
 * the guest then sees a finished first screen. Hydration is not waited for: the server HTML
 * reads and its links and forms work without it, and on a slow phone the scripts come seconds
 * after the page (a splash that waited for them hid a finished page for two seconds).
 */
const SCRIPT = `(function(){try{var s=window.sessionStorage;if(s.getItem("${SPLASH_SEEN_KEY}"))return;s.setItem("${SPLASH_SEEN_KEY}","1");if(!new RegExp("${HOME_PATH}").test(location.pathname)||location.hash)return;var d=document.documentElement,a="data-splash",end=function(){d.removeAttribute(a)};d.setAttribute(a,"");setTimeout(end,${SPLASH_MAX_MS});document.addEventListener("DOMContentLoaded",function(){var i=document.querySelector("img[fetchpriority=high]");if(i&&!i.complete&&i.getBoundingClientRect().top<innerHeight){i.addEventListener("load",end);i.addEventListener("error",end)}else end()})}catch(e){}})()`;

/**
 * The branded splash of a first visit to the home page (DECISIONS §8): up until the page is
 * ready, never longer than 3.5 s, never on a deep link, never again in the same tab.
 */
export function FirstVisitSplash() {
  const nonce = useNonce();
  useEffect(() => {
    // Hydrated: whatever the picture is doing, the page answers now, so the cover goes.
    document.documentElement.removeAttribute("data-splash");
  }, []);
  // suppressHydrationWarning: browsers hide the nonce from the DOM after parsing.
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}
