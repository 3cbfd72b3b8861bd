import { useLocation } from "react-router";
import { useSiteData } from "~/components/use-site-data";
import { siteChrome } from "~/components/site-chrome-catalog";
import { cachedDateFormat } from "~/lib/dates";
import { useLanguage, useT } from "~/platform/i18n/use-t";
import { lazily } from "~/lib/lazily";

// Made on first use: the switch shows only while staff have set a rate (lazily).
const RATE = lazily(() => new Intl.NumberFormat("en-GB", { maximumFractionDigits: 2 }));
// A calendar date: read and shown as UTC so no zone moves it a day.
const RATE_DATE: Intl.DateTimeFormatOptions = { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" };

/**
 * Prices in MWK, or with dollars beside them (DECISIONS §10): a plain link to the same page with
 * `?currency=`, which the server remembers in a cookie, so it works without JavaScript. A whole
 * page load on purpose: every price on the page, and the stored page the render cache serves,
 * changes with it. Shown only while staff have set a rate.
 *
 * `compact` is the header's form (two short currency codes, the one in use marked), so it fits
 * the top bar of a phone beside the telephone number and the language; the footer keeps the
 * sentence that states the rate and its date.
 */
export function CurrencySwitch({ compact = false }: { compact?: boolean }) {
  const { settings, usdRate } = useSiteData();
  const location = useLocation();
  const t = useT(siteChrome);
  const language = useLanguage();
  const rate = settings.exchangeRateMwkPerUsd;
  if (rate === null) return null;
  const showingUsd = usdRate !== null;
  const params = new URLSearchParams(location.search);
  params.set("currency", showingUsd ? "MWK" : "USD");
  const href = `${location.pathname}?${params.toString()}`;
  const switchLabel = t(showingUsd ? "currency.showMwk" : "currency.showUsd");

  if (compact) {
    // The code in use is plain text; the other one is the link, its full wording as a tooltip.
    const code = (currency: "MWK" | "USD") =>
      (currency === "USD") === showingUsd ? (
        <span className="currency-code" aria-current="true">
          {currency}
        </span>
      ) : (
        <a className="currency-code" href={href} rel="nofollow" title={switchLabel}>
          {currency}
        </a>
      );
    return (
      <span className="currency-choice" role="group" aria-label={t("currency.label")}>
        {code("MWK")}
        {code("USD")}
      </span>
    );
  }

  const setOn = settings.exchangeRateSetOn
    ? t("currency.setOn", { date: cachedDateFormat(language, RATE_DATE).format(new Date(`${settings.exchangeRateSetOn}T00:00:00Z`)) })
    : "";
  return (
    <p className="currency-switch">
      {showingUsd ? t("currency.usdShown", { rate: RATE().format(rate), setOn }) : t("currency.mwkOnly")}{" "}
      <a href={href} rel="nofollow">
        {switchLabel}
      </a>
    </p>
  );
}
