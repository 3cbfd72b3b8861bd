import type { Route } from "./+types/management-team";
import { PageHero } from "~/components/public/page-hero";
import { PersonGrid } from "~/components/public/person-grid";
import { managementTeam } from "~/features/management-team/management-team.server";
import { MANAGEMENT_TIERS, positionTitle } from "~/features/management-team/positions";
import { loadSection } from "~/lib/load-section.server";
import { messages } from "~/lib/messages";
import { pageMeta } from "~/components/page-meta";

/** The management team (SPEC §2 `/Managementeam`), in tiers by position (SPEC §3), staff's order within a tier. */
export async function loader({ context }: Route.LoaderArgs) {
  const list = await loadSection(context, "management team", () => managementTeam.list(context.db, null));
  const members = list.items;
  const tiers = MANAGEMENT_TIERS.map((tier) => ({
    title: tier.title,
    large: tier.positions.length <= 2,
    people: tier.positions.flatMap((position) =>
      members
        .filter((m) => m.position === position)
        .map(({ id, name, picture }) => ({ id, name, position: positionTitle(position), picture })),
    ),
  })).filter((tier) => tier.people.length > 0);
  return { failed: list.failed, tiers };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Management Team",
    description: "Meet the people who run the hotel, convention centre and villas in Lilongwe, from the chief executive to the heads of department.",
    path: "/Managementeam",
  });

export default function ManagementTeamPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow="Who we are" title="Management Team" lead="The people who look after our guests, our events and our team, every day of the year." />
      {loaderData.tiers.length === 0 ? (
        <section className="section">
          <div className="wrap">
            <p className="empty">{loaderData.failed ? messages.fetchFailed : messages.comingSoon}</p>
          </div>
        </section>
      ) : (
        loaderData.tiers.map((tier, i) => (
          <section key={tier.title} className={i % 2 === 1 ? "section section-tint" : "section"} aria-labelledby={`tier-${i}`}>
            <div className="wrap">
              <h2 id={`tier-${i}`} className="tier-title">
                {tier.title}
              </h2>
              <PersonGrid people={tier.people} label={tier.title} size={tier.large ? "large" : "regular"} priority={i === 0} />
            </div>
          </section>
        ))
      )}
    </>
  );
}
