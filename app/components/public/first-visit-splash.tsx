import { useEffect } from "react";
import { useNonce } from "~/components/nonce";

/** SPEC §9: the splash lasts 3 s at most. */
const SPLASH_MAX_MS = 3_000;
const SPLASH_SEEN_KEY = "splash-seen";

/*
 * Runs while the page is still being parsed, so the overlay is up before the first paint.
 * It is only a `data-splash` attribute on <html> that CSS turns into a cover (site.css), so
 * the server HTML stays readable for crawlers and visitors without JavaScript, and React
 * never meets an element it did not render. Once per browser tab (sessionStorage); storage
 * that refuses (private modes) just means no splash.
 */
const SCRIPT = `(function(){try{var s=window.sessionStorage;if(s.getItem("${SPLASH_SEEN_KEY}"))return;s.setItem("${SPLASH_SEEN_KEY}","1");var d=document.documentElement;d.setAttribute("data-splash","");setTimeout(function(){d.removeAttribute("data-splash")},${SPLASH_MAX_MS})}catch(e){}})()`;

/**
 * The branded splash of a first visit (DECISIONS §8): shown until the page is interactive,
 * never longer than 3 s, never again in the same tab.
 */
export function FirstVisitSplash() {
  const nonce = useNonce();
  useEffect(() => {
    // Hydrated: the page answers now, so the cover goes even before its 3 s are up.
    document.documentElement.removeAttribute("data-splash");
  }, []);
  // suppressHydrationWarning: browsers hide the nonce from the DOM after parsing.
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}
