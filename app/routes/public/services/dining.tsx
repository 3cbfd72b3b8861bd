import { Link } from "react-router";
import type { Route } from "./+types/dining";
import { PageHero } from "~/components/public/page-hero";
import { RecordCards } from "~/components/public/record-cards";
import { SectionHead } from "~/components/public/section-head";
import { telHref } from "~/components/site-nav";
import { useSiteData } from "~/components/use-site-data";
import { listTeamCards } from "~/features/management-team/list-team.server";
import { DINING_TEAM } from "~/features/management-team/positions";
import { restaurants } from "~/features/restaurants/restaurants.server";
import { loadSection } from "~/lib/load-section.server";
import { messages } from "~/lib/messages";
import { pageMeta } from "~/components/page-meta";
import { languageOfPath } from "~/platform/i18n/language";
import { labelIn, plainText, textIn } from "~/platform/records/translations";
import { Translated } from "~/components/public/translated";

/** How the page names each restaurant record (the stored names keep SPEC's spelling). */
const RESTAURANT_LABELS: Record<string, string> = { "afroma restraunt": "Afroma Restaurant", "orchid restraunt": "Orchid Restaurant" };

export async function loader({ request, context }: Route.LoaderArgs) {
  // The restaurants' texts in the page's language (a Chichewa page under /ny/), English where staff gave none.
  const language = languageOfPath(new URL(request.url).pathname);
  const [list, team] = await Promise.all([
    loadSection(context, "restaurants", () => restaurants.list(context.db, null, language)),
    loadSection(context, "dining team", () => listTeamCards(context.db, DINING_TEAM)),
  ]);
  // SPEC §3: the record named "main" introduces the page; the others are the restaurants.
  const main = list.items.find((r) => r.name === "main");
  return {
    intro: main ? { text: textIn(main, "message", language), picture: main.picture } : null,
    failed: list.failed,
    restaurants: list.items
      .filter((r) => r.name !== "main")
      .map((r) => ({ id: r.id, title: labelIn(r, "name", language, RESTAURANT_LABELS[r.name] ?? r.name), text: textIn(r, "message", language), picture: r.picture })),
    team: team.items,
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: "Dining",
    description: "Restaurants for breakfast meetings, business lunches and celebration dinners in Lilongwe. Book a table; VIP Club members save up to 35%.",
    path: "/RestrauntService",
    image: loaderData?.intro?.picture?.src ?? null,
  });

export default function DiningPage({ loaderData }: Route.ComponentProps) {
  const { settings } = useSiteData();
  const { intro } = loaderData;
  const bestDining = Math.max(settings.vipDiningDiscountAlonePercent, settings.vipDiningDiscountTwoPercent, settings.vipDiningDiscountThreePercent, settings.vipDiningDiscountGroupPercent);
  return (
    <>
      <PageHero
        eyebrow="Dining"
        title="Restaurants"
        lead={intro?.text ? <Translated value={intro.text} /> : "From a breakfast meeting to a celebration dinner, our restaurants set the table with five-star care."}
        picture={intro?.picture}
      >
        <Link to="/EventPlan" className="btn btn-gold">
          Book a Table
        </Link>
        <Link to="/BarService" className="btn btn-ghost">
          Our bars
        </Link>
      </PageHero>

      <section className="section" aria-labelledby="restaurants-title">
        <div className="wrap">
          <SectionHead eyebrow="Our restaurants" id="restaurants-title" title="Where to dine" />
          {loaderData.failed ? (
            <p className="empty">{messages.fetchFailed}</p>
          ) : (
            <RecordCards
              items={loaderData.restaurants.map((r) => ({
                ...r,
                details: (
                  <p className="record-card-fact">
                    <Link to="/EventPlan" className="link-arrow">
                      Book a Table<span className="visually-hidden"> at {plainText(r.title)}</span>
                    </Link>
                  </p>
                ),
              }))}
              empty={messages.comingSoon}
            />
          )}
        </div>
      </section>

      <section className="section section-tint" aria-labelledby="hours-title">
        <div className="wrap duo">
          <article className="duo-item">
            <SectionHead eyebrow="Opening hours" id="hours-title" title="When we serve" />
            <p className="pre-line">{settings.openingHours}</p>
            <p>
              Restaurant hours change with the season and with events at the hotel: call{" "}
              <a href={telHref(settings.phone24h)}>{settings.phone24h}</a> at any hour for today's times or to reserve.
            </p>
          </article>
          <article className="duo-item" aria-labelledby="dining-vip-title">
            <SectionHead eyebrow="Loyalty" id="dining-vip-title" title={`Save up to ${bestDining}% as a VIP`} />
            <p>
              Presidential VIP Club members save {settings.vipDiningDiscountAlonePercent}% dining alone, {settings.vipDiningDiscountTwoPercent}% for
              two, {settings.vipDiningDiscountThreePercent}% for three and {settings.vipDiningDiscountGroupPercent}% for groups of 4 to 12.
            </p>
            <p>
              <Link to="/VIPClub" className="link-arrow">
                Join the VIP Club
              </Link>
            </p>
          </article>
        </div>
      </section>

      <section className="section" aria-labelledby="team-title">
        <div className="wrap">
          <SectionHead eyebrow="Our people" id="team-title" title="Dining Team">
            The chefs and managers behind every table.
          </SectionHead>
          <RecordCards items={loaderData.team} empty={messages.comingSoon} className="team-cards" />
        </div>
      </section>
    </>
  );
}
