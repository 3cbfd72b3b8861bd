import type { Language } from "~/platform/i18n/language";
import { languageOfPath } from "~/platform/i18n/language";
import { Form, Link } from "~/platform/i18n/localised-links";
import { useLanguage, useT } from "~/platform/i18n/use-t";
import { publicParts } from "./public-parts-catalog";

/** A page reached by an email's link names the reader's address: never kept in a shared cache. */
export const emailLinkHeaders = () => ({ "Cache-Control": "private, no-store" });

/** The head of a page reached by an email's link: its title in the page's language, kept out of search engines. */
export function emailLinkMeta(titleIn: (language: Language) => string) {
  return ({ location }: { location: { pathname: string } }) => [{ title: titleIn(languageOfPath(location.pathname)) }, { name: "robots", content: "noindex" }];
}

/**
 * The page behind a link in an email (newsletter, tender updates) that does one thing: it names
 * the address and asks for one press of a button, then says how it went (`done`). Following the
 * link alone changes nothing, so a mail scanner that opens every link cannot confirm or cancel
 * a subscription on the reader's behalf. No address (`email` null) means the link is spent or
 * unknown.
 */
export function EmailLinkPage(props: { title: string; email: string | null; lead: string; button: string; done: string | null | undefined }) {
  const { title, email, done } = props;
  const t = useT(publicParts);
  const newsletterLinkInvalid = publicParts.t(useLanguage(), "newsletterLinkInvalid");
  return (
    <section className="section auth-page" aria-labelledby="newsletter-link-title">
      <div className="auth-card">
        <h1 id="newsletter-link-title">{title}</h1>
        {done ? (
          <p className="form-success" role="status">
            {done}
          </p>
        ) : email ? (
          <>
            <p className="auth-lead">
              {props.lead} <strong>{email}</strong>
            </p>
            <Form method="post">
              <button type="submit" className="button button-primary">
                {props.button}
              </button>
            </Form>
          </>
        ) : (
          <p className="form-alert" role="alert">
            {newsletterLinkInvalid}
          </p>
        )}
        <p className="auth-links">
          <Link to="/">{t("backHome")}</Link>
        </p>
      </div>
    </section>
  );
}
