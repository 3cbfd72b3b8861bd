import { data } from "react-router";
import type { Route } from "./+types/career-vacancy";
import careersCssUrl from "./careers.css?url";
import { PageHero } from "~/components/public/page-hero";
import { isAppError } from "~/lib/errors";
import { pageMeta } from "~/components/page-meta";
import { parseRecordId } from "~/platform/forms/schema-fields";
import { DEFAULT_SITE_SETTINGS } from "~/platform/settings/site-settings";
import { useSiteData } from "~/components/use-site-data";
import { recordStoreOf } from "~/platform/records/record-store.server";
import { VACANCY_TYPE } from "~/features/vacancies/vacancy.type";
import { applicationMailto, vacancyReference } from "~/features/vacancies/vacancy-application";
import { careersCatalog, closingDateText } from "~/features/vacancies/careers-catalog";
import { languageOfPath } from "~/platform/i18n/language";
import { Link } from "~/platform/i18n/localised-links";
import { useRichT } from "~/components/public/rich-message";
import { useLanguage, useT } from "~/platform/i18n/use-t";
import { textIn } from "~/platform/records/translations";

/**
 * One open vacancy (`/career/:id`): its sanitised description, closing date and JobPosting
 * structured data. A closed vacancy and an unknown id are both the site's 404 page.
 */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: careersCssUrl }];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = parseRecordId(params.id);
  if (id === null) throw data(null, { status: 404 });
  // The title and description in the page's language (a Chichewa page under /ny/), English where staff gave none.
  const language = languageOfPath(new URL(request.url).pathname);
  try {
    const record = await recordStoreOf(VACANCY_TYPE).getById(context.db, id, null, language);
    const { closingDate, postedOn } = record;
    const text = (field: "name" | "vacancy" | "excerpt") => textIn(record, field, language) ?? { text: "" };
    // The application email quotes the English title the hotel files it under.
    return { id, name: text("name"), englishName: record.name, closingDate, vacancy: text("vacancy"), excerpt: text("excerpt"), postedOn };
  } catch (error) {
    if (isAppError(error) && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

/** The hotel's UTC offset: Africa/Blantyre is UTC+2 all year (no daylight saving). */
const HOTEL_OFFSET = "+02:00";

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  // A closed or unknown vacancy renders the layout's 404 page, which brings its own title.
  if (!loaderData) return [];
  const root = matches[0]?.loaderData as { settings?: { hotelName?: string }; siteUrl?: string | null } | undefined;
  const hotelName = root?.settings?.hotelName ?? DEFAULT_SITE_SETTINGS.hotelName;
  return pageMeta(matches, {
    title: careersCatalog.t(languageOfPath(location.pathname), "vacancyMetaTitle", { name: loaderData.name.text }),
    description: loaderData.excerpt.text.slice(0, 160),
    path: `/career/${loaderData.id}`,
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: loaderData.name.text,
      description: loaderData.vacancy.text,
      datePosted: loaderData.postedOn,
      // Open through the whole closing day in Lilongwe.
      validThrough: `${loaderData.closingDate}T23:59:59${HOTEL_OFFSET}`,
      hiringOrganization: { "@type": "Organization", name: hotelName, ...(root?.siteUrl ? { sameAs: root.siteUrl } : {}) },
      jobLocation: {
        "@type": "Place",
        address: { "@type": "PostalAddress", addressLocality: "Lilongwe", addressCountry: "MW" },
      },
    },
  });
};

export default function CareerVacancyPage({ loaderData }: Route.ComponentProps) {
  const { id, name, englishName, closingDate, vacancy } = loaderData;
  const { settings } = useSiteData();
  const language = useLanguage();
  const t = useT(careersCatalog);
  const rich = useRichT(careersCatalog);
  return (
    <>
      <PageHero
        eyebrow={t("eyebrow")}
        title={name.text}
        titleLang={name.lang}
        lead={<>{rich("closesOn", { date: <time dateTime={closingDate}>{closingDateText(closingDate, language)}</time> })}</>}
      />
      <section className="section" aria-labelledby="job-description-title">
        <div className="wrap vacancy-page">
          <h2 id="job-description-title">{t("aboutRole")}</h2>
          {/* Sanitised on the server with the vacancy allow-list when stored and again when read. */}
          <div className="vacancy-body" lang={vacancy.lang} dangerouslySetInnerHTML={{ __html: vacancy.text }} />
          <section className="vacancy-apply" aria-labelledby="apply-title">
            <h2 id="apply-title">{t("apply")}</h2>
            <p>{rich("applyHow", { email: <a href={`mailto:${settings.email}`}>{settings.email}</a> }, { reference: vacancyReference(id) })}</p>
            <a className="btn btn-teal" href={applicationMailto(settings.email, { id, name: englishName })}>
              {t("applyByEmail")}
            </a>
          </section>
          <p className="section-link">
            <Link to="/career" className="link-arrow">
              {t("allVacancies")}
            </Link>
          </p>
        </div>
      </section>
    </>
  );
}
