import { Form, Link } from "~/platform/i18n/localised-links";
import { useT } from "~/platform/i18n/use-t";
import { publicParts } from "./public-parts-catalog";

/**
 * The page behind a link in a newsletter email: it names the address and asks for one press
 * of a button. Following the link alone changes nothing, so a mail scanner that opens every
 * link cannot confirm or cancel a subscription on the reader's behalf.
 */
export function NewsletterLinkPage(props: {
  title: string;
  email: string | null;
  lead: string;
  button: string;
  done: string | null;
  invalid: string;
}) {
  const { title, email, done } = props;
  const t = useT(publicParts);
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
            {props.invalid}
          </p>
        )}
        <p className="auth-links">
          <Link to="/">{t("backHome")}</Link>
        </p>
      </div>
    </section>
  );
}
