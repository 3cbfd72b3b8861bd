import { data } from "react-router";
import type { Route } from "./+types/virtual-tour";
import { ExternalFrame } from "~/components/public/external-frame";
import { PageHero } from "~/components/public/page-hero";
import { useRichT } from "~/components/public/rich-message";
import { pageMeta } from "~/components/page-meta";
import { defineCatalog } from "~/platform/i18n/catalog";
import { languageOfPath } from "~/platform/i18n/language";
import { Link } from "~/platform/i18n/localised-links";
import { useT } from "~/platform/i18n/use-t";
import { DEFAULT_SITE_SETTINGS } from "~/platform/settings/site-settings";
import { getSiteSettings } from "~/platform/settings/get-site-settings.server";
import source from "./virtual-tour.messages.json";

const words = defineCatalog(source);

/**
 * The 360° virtual tour (SPEC §2 `/virtualTour`, and `/virtualTourP` where the events page
 * links): one page, so both addresses name `/virtualTour` as canonical. Without a tour address
 * in the settings there is no tour: the page says so plainly with status 404 (no promise of a
 * tour "coming soon", nothing for search engines to list), and no link on the site leads here.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { virtualTourUrl } = await getSiteSettings(context.db);
  return virtualTourUrl ? { tourUrl: virtualTourUrl } : data({ tourUrl: null }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const language = languageOfPath(location.pathname);
  return loaderData?.tourUrl
    ? pageMeta(matches, {
        title: words.t(language, "title"),
        description: words.t(language, "description"),
        path: "/virtualTour",
      })
    : [
        {
          title: `${words.t(language, "noTourTitle")} | ${(matches[0]?.loaderData as { settings?: { hotelName?: string } } | undefined)?.settings?.hotelName ?? DEFAULT_SITE_SETTINGS.hotelName}`,
        },
        { name: "robots", content: "noindex" },
      ];
};

export default function VirtualTourPage({ loaderData }: Route.ComponentProps) {
  const { tourUrl } = loaderData;
  const t = useT(words);
  const rich = useRichT(words);
  if (!tourUrl) {
    return (
      <>
        <PageHero eyebrow={t("eyebrow")} title={t("none")} lead={t("noneLead")} />
        <section className="section" aria-label={t("elsewhere")}>
          <div className="wrap">
            <p className="empty">
              {rich("elsewhereText", {
                gallery: <Link to="/PictureGarlery">{t("gallery")}</Link>,
                contact: <Link to="/ContactUs">{t("contact")}</Link>,
              })}
            </p>
          </div>
        </section>
      </>
    );
  }
  return (
    <>
      <PageHero eyebrow={t("tourEyebrow")} title={t("title")} lead={t("lead")} />
      <section className="section" aria-labelledby="tour-title">
        <div className="wrap">
          <h2 id="tour-title" className="visually-hidden">
            {t("heading")}
          </h2>
          <ExternalFrame src={tourUrl} title={t("frameTitle")} linkLabel={t("openTour")} tall />
        </div>
      </section>
    </>
  );
}
