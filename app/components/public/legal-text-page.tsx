import { Link } from "~/platform/i18n/localised-links";
import { useT } from "~/platform/i18n/use-t";
import { publicParts } from "./public-parts-catalog";
import { useRichT } from "./rich-message";
import { PageHero } from "./page-hero";
import { PlainText } from "./plain-text";
import type { TextIn } from "~/platform/records/translations";

/**
 * Terms & Conditions and Disclaimer (DECISIONS §4: editable text in the site settings),
 * shown as plain paragraphs, on a Chichewa page in Chichewa where staff gave that version
 * (else the English, marked `lang="en"`); until an administrator writes the text the page says so.
 */
export function LegalTextPage({ title, text }: { title: string; text: TextIn | null }) {
  const t = useT(publicParts);
  const rich = useRichT(publicParts);
  return (
    <>
      <PageHero eyebrow={t("legal.eyebrow")} title={title} />
      <section className="section" aria-labelledby="legal-title">
        <div className="wrap legal-text">
          <h2 id="legal-title" className="visually-hidden">
            {title}
          </h2>
          {text ? (
            <PlainText text={text.text} lang={text.lang} />
          ) : (
            <p className="empty">{rich("legal.updating", { contact: <Link to="/ContactUs">{t("legal.contactUs")}</Link> })}</p>
          )}
        </div>
      </section>
    </>
  );
}
