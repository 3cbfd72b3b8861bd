import { Link, useFetcher, useSearchParams } from "react-router";
import { messages } from "~/lib/messages";
import { CurrencySwitch } from "~/components/currency-switch";
import { FOOTER_LINKS, telHref } from "~/components/site-nav";
import { useSiteData } from "~/components/use-site-data";
import { Wordmark } from "~/components/wordmark";

/** Newsletter sign-up: inline with JavaScript, a plain post and redirect without. */
function NewsletterForm() {
  const fetcher = useFetcher<{ ok: boolean; message: string }>();
  const [params] = useSearchParams();
  const fromRedirect = params.get("newsletter");
  const outcome =
    fetcher.data ??
    (fromRedirect === "subscribed"
      ? { ok: true, message: messages.newsletterSubscribed }
      : fromRedirect === "invalid"
        ? { ok: false, message: messages.emailInvalid }
        : fromRedirect === "busy"
          ? { ok: false, message: messages.tryAgainLater }
          : null);
  return (
    <fetcher.Form method="post" action="/newsletter-signup" className="newsletter" aria-labelledby="newsletter-title" id="newsletter">
      <label htmlFor="newsletter-email">Email address</label>
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
          Subscribe
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
              24-hour line: <a href={telHref(settings.phone24h)}>{settings.phone24h}</a>
            </p>
            <p>
              Email: <a href={`mailto:${settings.email}`}>{settings.email}</a>
            </p>
          </address>
        </div>
        <nav aria-labelledby="footer-links-title">
          <h2 id="footer-links-title" className="footer-title">
            Quick links
          </h2>
          <ul className="footer-links" role="list">
            {FOOTER_LINKS.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="footer-title" id="newsletter-title">
            Newsletter
          </h2>
          <p>Seasonal offers, festive menus and events, now and then. Unsubscribe at any time.</p>
          <NewsletterForm />
        </div>
      </div>
      <div className="footer-base">
        <div className="wrap footer-base-inner">
          <p>
            © <span>{year}</span> {settings.hotelName}. All rights reserved.
          </p>
          <CurrencySwitch />
          <a href="#top">Back to top</a>
        </div>
      </div>
    </footer>
  );
}
