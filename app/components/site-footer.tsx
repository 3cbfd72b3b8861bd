import { useFetcher, useSearchParams } from "react-router";
import { Link, useLocalisePath } from "~/platform/i18n/localised-links";
import { useLanguage, useT } from "~/platform/i18n/use-t";
import { siteChrome } from "~/components/site-chrome-catalog";
import { CurrencySwitch } from "~/components/currency-switch";
import { LightModeSwitch } from "~/components/light-mode-switch";
import { FOOTER_LINKS, telHref } from "~/components/site-nav";
import { useSiteData } from "~/components/use-site-data";
import { Wordmark } from "~/components/wordmark";
import { fieldWords } from "~/platform/forms/field-words";

/** Newsletter sign-up: inline with JavaScript, a plain post and redirect without. */
function NewsletterForm() {
  const fetcher = useFetcher<{ ok: boolean; message: string }>();
  const [params] = useSearchParams();
  const t = useT(siteChrome);
  const language = useLanguage();
  const localise = useLocalisePath();
  const fromRedirect = params.get("newsletter");
  const outcome =
    (fetcher.data && { ...fetcher.data, message: fetcher.data.message }) ??
    (fromRedirect === "subscribed"
      ? { ok: true, message: siteChrome.t(language, "newsletterSubscribed") }
      : fromRedirect === "invalid"
        ? { ok: false, message: fieldWords.t(language, "emailInvalid") }
        : fromRedirect === "busy"
          ? { ok: false, message: siteChrome.t(language, "tryAgainLater") }
          : null);
  return (
    <fetcher.Form method="post" action={localise("/newsletter-signup")} className="newsletter" aria-labelledby="newsletter-title" id="newsletter">
      <label htmlFor="newsletter-email">{t("footer.emailAddress")}</label>
      <div className="newsletter-row">
        <input
          id="newsletter-email"
          type="email"
          name="newsletter"
          required
          autoComplete="email"
          maxLength={254}
          placeholder="you@example.com"
          key={fetcher.data?.ok ? "sent" : "form"}
        />
        <button type="submit" className="btn btn-gold" disabled={fetcher.state !== "idle"}>
          {t("footer.subscribe")}
        </button>
      </div>
      <p className={outcome?.ok === false ? "newsletter-note newsletter-note-error" : "newsletter-note"} role="status">
        {outcome?.message ?? ""}
      </p>
    </fetcher.Form>
  );
}

/**
 * `year`: the hotel's year (DECISIONS §1) as the server read it, so the browser shows the
 * same figure and needs no time-zone formatter of its own to hydrate the page.
 */
export function SiteFooter({ year }: { year: number }) {
  const { settings } = useSiteData();
  const t = useT(siteChrome);

  return (
    <footer className="site-footer">
      <div className="wrap footer-grid">
        <div className="footer-contact">
          <Link to="/" className="brand brand-light">
            <Wordmark name={settings.hotelName} />
          </Link>
          <address>
            <p>{settings.address}</p>
            <p>
              {t("footer.phone")} <a href={telHref(settings.phone24h)}>{settings.phone24h}</a>
            </p>
            <p>
              {t("footer.email")} <a href={`mailto:${settings.email}`}>{settings.email}</a>
            </p>
          </address>
        </div>
        <nav aria-labelledby="footer-links-title">
          <h2 id="footer-links-title" className="footer-title">
            {t("footer.quickLinks")}
          </h2>
          <ul className="footer-links" role="list">
            {FOOTER_LINKS.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{t(item.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="footer-title" id="newsletter-title">
            {t("footer.newsletter")}
          </h2>
          <p>{t("footer.newsletterBlurb")}</p>
          <NewsletterForm />
        </div>
      </div>
      <div className="footer-base">
        <div className="wrap footer-base-inner">
          <p>{t("footer.rights", { year: String(year), hotel: settings.hotelName })}</p>
          <CurrencySwitch />
          <LightModeSwitch />
          <a href="#top">{t("footer.backToTop")}</a>
        </div>
      </div>
    </footer>
  );
}
