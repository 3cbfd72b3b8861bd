import type { Route } from "./+types/viewsite";
import { PageHero } from "~/components/public/page-hero";
import { useSiteData } from "~/components/use-site-data";
import { pageMeta } from "~/components/page-meta";
import { defineCatalog } from "~/platform/i18n/catalog";
import { languageOfPath } from "~/platform/i18n/language";
import { Link } from "~/platform/i18n/localised-links";
import { useT } from "~/platform/i18n/use-t";
import source from "./viewsite.messages.json";

const words = defineCatalog(source);

/**
 * SPEC §2 `/viewsite` ("Embedded external apps page"): the hotel's outside services in one
 * place. Each opens on its own page rather than as frames stacked here, which would cost a
 * visitor on mobile data several sites' downloads at once.
 */
export const meta: Route.MetaFunction = ({ matches, location }) => {
  const tour = Boolean((matches[0]?.loaderData as { settings?: { virtualTourUrl?: string } } | undefined)?.settings?.virtualTourUrl);
  const language = languageOfPath(location.pathname);
  return pageMeta(matches, {
    title: words.t(language, "title"),
    description: words.t(language, tour ? "descriptionWithTour" : "description"),
    path: "/viewsite",
  });
};

export default function ViewSitePage() {
  const { settings } = useSiteData();
  const social = [
    { label: "Facebook", url: settings.facebookUrl },
    { label: "Instagram", url: settings.instagramUrl },
    { label: "X", url: settings.xUrl },
    { label: "LinkedIn", url: settings.linkedinUrl },
    { label: "Tripadvisor", url: settings.tripadvisorUrl },
  ].filter((s) => s.url);
  const t = useT(words);
  return (
    <>
      <PageHero eyebrow={t("eyebrow")} title={t("title")} lead={t("lead")} />
      <section className="section" aria-labelledby="apps-title">
        <div className="wrap">
          <h2 id="apps-title" className="visually-hidden">
            {t("services")}
          </h2>
          <ul className="feature-grid" role="list">
            <li className="feature">
              <h3>{t("book")}</h3>
              <p>{t("bookText")}</p>
              <Link to="/booking" className="link-arrow">
                {t("bookLink")}
              </Link>
            </li>
            {settings.virtualTourUrl ? (
              <li className="feature">
                <h3>{t("tour")}</h3>
                <p>{t("tourText")}</p>
                <Link to="/virtualTour" className="link-arrow">
                  {t("tourLink")}
                </Link>
              </li>
            ) : null}
            <li className="feature">
              <h3>{t("event")}</h3>
              <p>{t("eventText")}</p>
              <Link to="/EventPlan" className="link-arrow">
                {t("eventLink")}
              </Link>
            </li>
            <li className="feature">
              <h3>Presidential VIP Club</h3>
              <p>{t("vipText")}</p>
              <Link to="/VIPClub" className="link-arrow">
                {t("vipLink")}
              </Link>
            </li>
          </ul>
          {social.length > 0 && (
            <>
              <h2 className="social-title">{t("followUs")}</h2>
              <ul className="link-list" role="list">
                {social.map((s) => (
                  <li key={s.label}>
                    <a href={s.url} className="link-arrow" target="_blank" rel="noopener noreferrer">
                      {s.label}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </section>
    </>
  );
}
