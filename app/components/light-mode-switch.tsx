import { useLocation } from "react-router";
import { useSiteData } from "~/components/use-site-data";
import { siteChrome } from "~/components/site-chrome-catalog";
import { useT } from "~/platform/i18n/use-t";

/**
 * Light pages on or off (docs/decisions/044-light-mode.md): a plain form posted to
 * `/light-mode`, which remembers the choice in a cookie and sends the visitor back to this
 * page. A plain `<form>`, not React Router's, so the answer is a whole page load: the font,
 * the pictures and the scripts all change with it, and it works without JavaScript (light
 * pages have none).
 */
export function LightModeSwitch() {
  const { light } = useSiteData();
  const location = useLocation();
  const t = useT(siteChrome);
  // The page's own query (a search, a filter) comes back; `?currency=` is already remembered in its cookie.
  const params = new URLSearchParams(location.search);
  params.delete("currency");
  const query = params.toString();
  return (
    <form method="post" action="/light-mode" className="light-switch">
      <input type="hidden" name="back" value={query ? `${location.pathname}?${query}` : location.pathname} />
      <input type="hidden" name="light" value={light ? "off" : "on"} />
      {t(light ? "light.isOn" : "light.intro")}{" "}
      <button type="submit" className="light-switch-button">
        {t(light ? "light.turnOff" : "light.turnOn")}
      </button>
    </form>
  );
}
