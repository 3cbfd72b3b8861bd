import { Link } from "react-router";
import { PageHero } from "./page-hero";
import { PlainText } from "./plain-text";

/**
 * Terms & Conditions and Disclaimer (DECISIONS §4: editable text in the site settings),
 * shown as plain paragraphs; until an administrator writes the text the page says so.
 */
export function LegalTextPage({ title, text }: { title: string; text: string }) {
  return (
    <>
      <PageHero eyebrow="Presidential VIP Club" title={title} />
      <section className="section" aria-labelledby="legal-title">
        <div className="wrap legal-text">
          <h2 id="legal-title" className="visually-hidden">
            {title}
          </h2>
          {text.trim() ? (
            <PlainText text={text} />
          ) : (
            <p className="empty">
              This text is being updated. For any question, please <Link to="/ContactUs">contact us</Link>.
            </p>
          )}
        </div>
      </section>
    </>
  );
}
