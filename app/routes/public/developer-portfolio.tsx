import type { Route } from "./+types/developer-portfolio";
import { PageHero } from "~/components/public/page-hero";
import { useRichT } from "~/components/public/rich-message";
import { useSiteData } from "~/components/use-site-data";
import { pageMeta } from "~/components/page-meta";
import { defineCatalog } from "~/platform/i18n/catalog";
import { languageOfPath } from "~/platform/i18n/language";
import { Link } from "~/platform/i18n/localised-links";
import { useT } from "~/platform/i18n/use-t";
import source from "./developer-portfolio.messages.json";

const words = defineCatalog(source);

/** SPEC §2's four skills of the team that builds and runs the site; fixed copy (no record holds it). */
const SKILLS = [
  { name: "skill.networking", text: "skill.networkingText" },
  { name: "skill.programming", text: "skill.programmingText" },
  { name: "skill.dataScience", text: "skill.dataScienceText" },
  { name: "skill.dashboards", text: "skill.dashboardsText" },
] as const;

/** The developer portfolio (SPEC §2 `/developer-Portfolio`): introduction, skills, contact and company link. */
export const meta: Route.MetaFunction = ({ matches, location }) => {
  const language = languageOfPath(location.pathname);
  return pageMeta(matches, {
    title: words.t(language, "title"),
    description: words.t(language, "description"),
    path: "/developer-Portfolio",
  });
};

export default function DeveloperPortfolioPage() {
  const { settings } = useSiteData();
  const t = useT(words);
  const rich = useRichT(words);
  return (
    <>
      <PageHero eyebrow={t("eyebrow")} title={t("title")} lead={t("lead", { hotel: settings.hotelName })} />
      <section className="section" aria-labelledby="skills-title">
        <div className="wrap">
          <h2 id="skills-title">{t("skills")}</h2>
          <ul className="feature-grid" role="list">
            {SKILLS.map((skill) => (
              <li key={skill.name} className="feature">
                <h3>{t(skill.name)}</h3>
                <p>{t(skill.text)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="section section-tint" aria-labelledby="developer-contact-title">
        <div className="wrap">
          <h2 id="developer-contact-title">{t("contact")}</h2>
          <p>
            {rich("contactText", {
              email: <a href={`mailto:${settings.email}`}>{settings.email}</a>,
              form: <Link to="/ContactUs">{t("contactForm")}</Link>,
            })}
          </p>
          <p>
            <Link to="/" className="link-arrow">
              {settings.hotelName}
            </Link>
          </p>
        </div>
      </section>
    </>
  );
}
