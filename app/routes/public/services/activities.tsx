import type { Route } from "./+types/activities";
import { HoursTable } from "~/components/public/hours-table";
import { PageHero } from "~/components/public/page-hero";
import { RecordCards } from "~/components/public/record-cards";
import { SectionHead } from "~/components/public/section-head";
import { ACTIVITY_HOURS } from "~/features/offers/activity-hours";
import { activities } from "~/features/offers/offers.server";
import { loadSection } from "~/lib/load-section.server";
import { messages } from "~/lib/messages";
import { usePriceText } from "~/components/use-site-data";
import { pageMeta } from "~/components/page-meta";
import { languageOfPath } from "~/platform/i18n/language";
import { textIn } from "~/platform/records/translations";

/** The public Activities page (DECISIONS §4: the footer's Activities link needed a target). */
export async function loader({ request, context }: Route.LoaderArgs) {
  // Names and messages in the page's language (a Chichewa page under /ny/), English where staff gave none.
  const language = languageOfPath(new URL(request.url).pathname);
  const list = await loadSection(context, "activities", () => activities.list(context.db, null, language));
  return {
    failed: list.failed,
    activities: list.items.map((a) => ({ id: a.id, title: textIn(a, "name", language) ?? a.name, text: textIn(a, "message", language), picture: a.picture, fee: a.fee })),
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Activities",
    description: "Go-carts, roller skating, aerobics and the play centre at the hotel in Lilongwe: Mon–Fri 9:00–22:00, Sat 10:00–22:00, Sun 12:00–22:00.",
    path: "/leisure-activities",
  });

export default function ActivitiesPage({ loaderData }: Route.ComponentProps) {
  const price = usePriceText();
  return (
    <>
      <PageHero eyebrow="Activities" title="Activities for all the family" lead="Go-carts, roller skating, aerobics and the play centre, every day of the week." />
      <section className="section" aria-labelledby="activities-title">
        <div className="wrap">
          <SectionHead eyebrow="Things to do" id="activities-title" title="Choose your activity" />
          <HoursTable caption="Opening hours" rows={ACTIVITY_HOURS} />
          {loaderData.failed ? (
            <p className="empty">{messages.fetchFailed}</p>
          ) : (
            <RecordCards
              firstIsLcp
              empty={messages.comingSoon}
              items={loaderData.activities.map(({ fee, ...a }) => ({
                ...a,
                details: fee > 0 ? <p className="record-card-fact">{price(fee)}</p> : null,
              }))}
            />
          )}
        </div>
      </section>
    </>
  );
}
