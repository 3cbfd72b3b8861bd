import type { Route } from "./+types/awards";
import { PageHero } from "~/components/public/page-hero";
import { PersonGrid } from "~/components/public/person-grid";
import { pageMeta } from "~/components/page-meta";
import { loadSection } from "~/lib/load-section.server";
import { messages } from "~/lib/messages";
import { recordStoreOf } from "~/platform/records/record-store.server";
import { AWARD_TYPE } from "~/features/awards/award.type";

/** Awards and recognition, newest first. */
export async function loader({ context }: Route.LoaderArgs) {
  const list = await loadSection(context, "awards", () => recordStoreOf(AWARD_TYPE).list(context.db, null));
  const awards = list.items.toSorted((a, b) => b.year - a.year || a.name.localeCompare(b.name)).map(({ id, name, year, picture }) => ({ id, name, position: String(year), picture }));
  return { failed: list.failed, awards };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Awards", description: "Awards and recognition the hotel, convention centre and villas in Lilongwe have received.", path: "/Awards" });

export default function AwardsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow="Who we are" title="Awards" lead="Recognition from our guests, our industry and the travel press." />
      <section className="section" aria-labelledby="awards-title">
        <div className="wrap">
          <h2 id="awards-title" className="visually-hidden">Our awards</h2>
          {loaderData.failed ? (
            <p className="empty">{messages.fetchFailed}</p>
          ) : loaderData.awards.length === 0 ? (
            <p className="empty">{messages.comingSoon}</p>
          ) : (
            <PersonGrid people={loaderData.awards} label="Awards" priority />
          )}
        </div>
      </section>
    </>
  );
}
